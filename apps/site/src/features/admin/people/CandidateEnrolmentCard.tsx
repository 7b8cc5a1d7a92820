import { Badge, Link, Stack, Text } from '@globalhire/ui';
import { formatDate } from '@globalhire/data';
import { countriesText, salaryExpectation } from '../../recruiter/recruiterLabels';
import { Facts } from './Facts';
import { SectionCard } from './SectionCard';
import { useCandidateEnrolment } from './peopleQueries';

/** Whether the candidate uses the managed service: their targets, recruiter, consent and proposals. */
export function CandidateEnrolmentCard({ candidateId }: { candidateId: string }) {
  const enrolment = useCandidateEnrolment(candidateId);
  return (
    <SectionCard
      title="Managed service"
      action={<Link href="/admin/managed-service">Managed service</Link>}
      query={enrolment}
      errorTitle="The managed service enrolment could not be loaded."
    >
      {(entry) =>
        entry === null ? (
          <Text tone="muted">Not enrolled in the managed service.</Text>
        ) : (
          <Stack space="medium">
            <div>
              {entry.status === 'active' ? (
                <Badge tone="positive">Enrolled</Badge>
              ) : (
                <Badge tone="neutral">Consent withdrawn</Badge>
              )}
            </div>
            <Facts
              facts={[
                {
                  term: 'Recruiter',
                  detail: entry.recruiter_id
                    ? [entry.recruiter_first_name, entry.recruiter_last_name]
                        .filter(Boolean)
                        .join(' ') || 'Recruiter'
                    : 'Not assigned yet',
                },
                { term: 'Target destinations', detail: countriesText(entry.target_countries) },
                {
                  term: 'Target roles',
                  detail: entry.target_roles.length ? entry.target_roles.join(', ') : 'Any role',
                },
                { term: 'Salary expectation', detail: salaryExpectation(entry) ?? 'Not given' },
                { term: 'Consent given', detail: formatDate(entry.consented_at) },
                ...(entry.withdrawn_at
                  ? [{ term: 'Consent withdrawn', detail: formatDate(entry.withdrawn_at) }]
                  : []),
                {
                  term: 'Proposals',
                  detail: `${entry.open_proposals} waiting for a decision, ${entry.approved_proposals} approved`,
                },
              ]}
            />
          </Stack>
        )
      }
    </SectionCard>
  );
}

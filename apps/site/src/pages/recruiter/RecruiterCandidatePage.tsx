import { useParams } from 'react-router-dom';
import { Alert, ButtonLink, Card, Column, Columns, EmptyState, Skeleton, Stack } from '@globalhire/ui';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { CandidateProfileCard } from '../../features/recruiter/CandidateProfileCard';
import { CvVersionsCard } from '../../features/recruiter/CvVersionsCard';
import { JobFinder } from '../../features/recruiter/JobFinder';
import { ProposalsCard } from '../../features/recruiter/ProposalsCard';
import { ServiceNotesCard } from '../../features/recruiter/ServiceNotesCard';
import { firstName } from '../../features/recruiter/recruiterLabels';
import {
  useCandidateApplications,
  useCaseloadCandidate,
  useCvVersions,
  useProposals,
} from '../../features/recruiter/recruiterQueries';

/**
 * /recruiter/candidates/:id: one candidate of the caseload. Their profile and CVs, live jobs to
 * propose with the visa-fit verdict for them, the proposals made and internal notes.
 */
export default function RecruiterCandidatePage() {
  const candidateId = useParams().id ?? '';
  const candidate = useCaseloadCandidate(candidateId);
  const proposals = useProposals(candidateId);
  const applications = useCandidateApplications(candidateId);
  const cvVersions = useCvVersions(candidateId);
  const back = (
    <ButtonLink href="/recruiter" variant="ghost" size="small">
      My caseload
    </ButtonLink>
  );
  const person = candidate.data;
  return (
    <AdminPage
      title="Candidate Workspace"
      intro="Propose live jobs that fit, follow each proposal to its application, and keep internal notes."
      action={back}
    >
      {candidate.isPending ? (
        <Stack space="large" aria-busy="true" aria-label="Loading the candidate">
          <Skeleton height="220px" />
          <Skeleton height="320px" />
        </Stack>
      ) : candidate.isError ? (
        <Alert
          tone="critical"
          title="The candidate could not be loaded."
          action={<RetryButton query={candidate} />}
        >
          {candidate.error.message}
        </Alert>
      ) : !person ? (
        <Card>
          <EmptyState
            title="Not on your caseload"
            description="This candidate is not assigned to you, or withdrew their consent to the managed service."
            action={back}
          />
        </Card>
      ) : (
        <Stack space="large">
          <Columns space="large" collapseBelow="desktop">
            <Column width="2/3">
              <CandidateProfileCard candidate={person} />
            </Column>
            <Column>
              <CvVersionsCard candidateId={candidateId} name={firstName(person)} />
            </Column>
          </Columns>
          <JobFinder
            candidate={person}
            name={firstName(person)}
            proposals={proposals.data ?? []}
            applications={applications.data ?? []}
            cvVersions={cvVersions.data ?? []}
          />
          <ProposalsCard
            candidateId={candidateId}
            name={firstName(person)}
            proposals={proposals}
            applications={applications.data ?? []}
          />
          <ServiceNotesCard candidateId={candidateId} />
        </Stack>
      )}
    </AdminPage>
  );
}

import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  ButtonLink,
  Card,
  Column,
  Columns,
  EmptyState,
  Skeleton,
  Stack,
} from '@globalhire/ui';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { AccountAuditCard } from '../../features/admin/people/AccountAuditCard';
import { CandidateApplicationsCard } from '../../features/admin/people/CandidateApplicationsCard';
import { CandidateEnrolmentCard } from '../../features/admin/people/CandidateEnrolmentCard';
import {
  CandidateCvsCard,
  CandidateVisaDocumentsCard,
} from '../../features/admin/people/CandidateFilesCards';
import { CandidateOverview } from '../../features/admin/people/CandidateOverview';
import { useAdminCandidate } from '../../features/admin/people/peopleQueries';

/**
 * /admin/candidates/:id: one candidate as an admin reviews them before approving or blocking:
 * the profile, CVs, visa documents, applications, managed service, checks and audit history.
 */
export default function AdminCandidateDetailPage() {
  const candidateId = useParams().id ?? '';
  const candidate = useAdminCandidate(candidateId);
  const [now] = useState(() => new Date());
  const back = (
    <ButtonLink href="/admin/candidates" variant="ghost" size="small">
      All candidates
    </ButtonLink>
  );
  const profile = candidate.data;
  return (
    <AdminPage
      title="Candidate Details"
      intro="Everything the candidate has given and done on the site, to check before you approve or block them."
      action={back}
    >
      {candidate.isPending ? (
        <Stack space="large" role="status" aria-busy="true" aria-label="Loading the candidate">
          <Skeleton height="180px" />
          <Skeleton height="260px" />
        </Stack>
      ) : candidate.isError ? (
        <Alert
          tone="critical"
          title="The candidate could not be loaded."
          action={<RetryButton query={candidate} />}
        >
          {candidate.error.message}
        </Alert>
      ) : !profile ? (
        <Card>
          <EmptyState
            title="No such candidate"
            description="The account may have been deleted, or it is not a candidate. The list has every candidate."
            action={back}
          />
        </Card>
      ) : (
        <Stack space="large">
          <CandidateOverview profile={profile} now={now} />
          <Columns space="large" collapseBelow="desktop">
            <Column>
              <CandidateCvsCard profile={profile} />
            </Column>
            <Column>
              <CandidateVisaDocumentsCard candidateId={profile.id} />
            </Column>
          </Columns>
          <CandidateApplicationsCard candidateId={profile.id} />
          <CandidateEnrolmentCard candidateId={profile.id} />
          <AccountAuditCard accountId={profile.id} />
        </Stack>
      )}
    </AdminPage>
  );
}

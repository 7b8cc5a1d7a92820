import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, ButtonLink, Card, EmptyState, Skeleton, Stack } from '@globalhire/ui';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { AccountAuditCard } from '../../features/admin/people/AccountAuditCard';
import { EmployerJobsCard } from '../../features/admin/people/EmployerJobsCard';
import { EmployerLicencesCard } from '../../features/admin/people/EmployerLicencesCard';
import { EmployerOverview } from '../../features/admin/people/EmployerOverview';
import { useAdminEmployer } from '../../features/admin/people/peopleQueries';

/**
 * /admin/employers/:id: one employer as an admin reviews it before verifying or blocking it: the
 * company profile with its contact details, every job, sponsor licences, checks and audit history.
 */
export default function AdminEmployerDetailPage() {
  const employerId = useParams().id ?? '';
  const employer = useAdminEmployer(employerId);
  const [now] = useState(() => new Date());
  const back = (
    <ButtonLink href="/admin/employers" variant="ghost" size="small">
      All employers
    </ButtonLink>
  );
  const profile = employer.data;
  return (
    <AdminPage
      title="Employer Details"
      intro="The company, its contacts, jobs and licences, to check before you verify or block it."
      action={back}
    >
      {employer.isPending ? (
        <Stack space="large" role="status" aria-busy="true" aria-label="Loading the employer">
          <Skeleton height="180px" />
          <Skeleton height="260px" />
        </Stack>
      ) : employer.isError ? (
        <Alert
          tone="critical"
          title="The employer could not be loaded."
          action={<RetryButton query={employer} />}
        >
          {employer.error.message}
        </Alert>
      ) : !profile ? (
        <Card>
          <EmptyState
            title="No such employer"
            description="The account may have been deleted, or it is not an employer. The list has every employer."
            action={back}
          />
        </Card>
      ) : (
        <Stack space="large">
          <EmployerOverview profile={profile} now={now} />
          <EmployerJobsCard employerId={profile.id} />
          <EmployerLicencesCard employerId={profile.id} />
          <AccountAuditCard accountId={profile.id} />
        </Stack>
      )}
    </AdminPage>
  );
}

import { ListChecks } from 'lucide-react';
import { Card, EmptyState, Inline, Link, Stack, StatusBadge, Text } from '@globalhire/ui';
import { formatDate, localTimeZone, type MyApplicationWithHistory } from '@globalhire/data';
import { useMyApplications } from '../applicant/applicantQueries';
import { applicantMessages } from '../applicant/applicantMessages';
import { applicationStatusLabels } from '../applicant/labels';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { DashboardSection, LoadingRows } from '../dashboard/DashboardSection';

/** How many of the newest applications the dashboard lists; the rest are on the applications page. */
export const recentApplicationCount = 5;

const dateOf = (value: string) => formatDate(value, { timeZone: localTimeZone() });

function RecentApplication({ application }: { application: MyApplicationWithHistory }) {
  const title =
    application.job?.title ?? application.closed?.title ?? applicantMessages.jobNoLongerListed;
  const company = application.job?.company?.company_name ?? application.closed?.company_name;
  // As on the applications page: link only to a page that shows the job (live, or closed but kept).
  const hasPage = application.job !== null || application.closed?.has_page === true;
  const when = application.submitted_by
    ? `Submitted for you ${dateOf(application.created_at)}`
    : `Applied ${dateOf(application.created_at)}`;
  return (
    <Inline space="medium" align="space-between" alignY="center">
      <Stack space="xxsmall">
        <Text weight="semibold">
          {hasPage ? <Link href={`/jobs/${application.job_id}`}>{title}</Link> : title}
        </Text>
        <Text tone="muted" size="small">
          {[company, when].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <StatusBadge
        status={application.status}
        label={applicationStatusLabels[application.status]}
      />
    </Inline>
  );
}

/** The candidate's newest applications and where each stands. */
export function RecentApplications() {
  const applications = useMyApplications();
  return (
    <DashboardSection
      title="Recent applications"
      link={{ href: '/applicant/applications', label: 'View all applications' }}
      busy={applications.isPending}
    >
      {applications.isPending ? (
        <LoadingRows label="Loading your applications" />
      ) : applications.isError ? (
        <QueryErrorAlert
          title="Your applications could not be loaded."
          error={applications.error}
          onRetry={() => void applications.refetch()}
          retrying={applications.isRefetching}
        />
      ) : applications.data.length === 0 ? (
        <Card>
          <EmptyState
            titleAs="h3"
            icon={<ListChecks aria-hidden />}
            title="No applications yet"
            description="When you apply to a job, you can follow its status here."
          />
        </Card>
      ) : (
        <Card>
          <Stack space="medium" as="ul" dividers aria-label="Your recent applications">
            {applications.data.slice(0, recentApplicationCount).map((application) => (
              <RecentApplication key={application.id} application={application} />
            ))}
          </Stack>
        </Card>
      )}
    </DashboardSection>
  );
}

import { Card, Heading, Inline, Link, Stack, StatusBadge, Text } from '@globalhire/ui';
import { formatDate, localTimeZone } from '@globalhire/data';
import { useMyApplications } from '../applicant/applicantQueries';
import { applicationStatusLabels } from '../applicant/labels';
import { LoadingCards } from '../applicant/LoadingCards';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import * as styles from './service.css';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

/** The applications GlobalHire submitted for the candidate, with where each stands. */
export function SubmittedApplications() {
  const applications = useMyApplications();
  const submitted = (applications.data ?? []).filter(
    (application) => application.submitted_by !== null,
  );
  return (
    <Stack space="large" as="section" aria-labelledby="service-applications">
      <Stack space="xsmall">
        <Heading level={2} id="service-applications">
          Applications we sent for you
        </Heading>
        <Text tone="muted">
          Follow every application, yours and ours, in{' '}
          <Link href="/applicant/applications">Applications & Status</Link>.
        </Text>
      </Stack>
      {applications.isPending ? (
        <LoadingCards count={1} label="Loading the applications we sent for you" />
      ) : applications.isError ? (
        <QueryErrorAlert
          title="Your applications could not be loaded."
          error={applications.error}
          onRetry={() => void applications.refetch()}
          retrying={applications.isRefetching}
        />
      ) : submitted.length === 0 ? (
        <Text tone="muted">None yet. When you approve a job, we apply and it shows here.</Text>
      ) : (
        <Stack
          space="small"
          as="ul"
          aria-label="Applications we sent for you"
          className={styles.plainList}
        >
          {submitted.map((application) => (
            <Card key={application.id} padding="large">
              <Inline space="medium" align="space-between" alignY="center">
                <Stack space="xxsmall">
                  <Text weight="semibold">
                    <Link href={`/jobs/${application.job_id}`}>
                      {application.job?.title ?? 'A job no longer listed'}
                    </Link>
                  </Text>
                  <Text size="small" tone="muted">
                    {[application.job?.company?.company_name, application.job?.location]
                      .filter(Boolean)
                      .join(' · ')}
                    {' · '}Sent {visitorDate(application.created_at)}
                  </Text>
                </Stack>
                <StatusBadge
                  status={application.status}
                  label={applicationStatusLabels[application.status]}
                />
              </Inline>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

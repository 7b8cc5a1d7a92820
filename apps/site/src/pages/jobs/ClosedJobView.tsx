import { Alert, Badge, ButtonLink, Card, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import { formatDate, type ClosedJob } from '@globalhire/data';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import { closedJobCopy, jobDetailCopy } from '../../content/jobs';
import { SimilarJobs } from './SimilarJobs';
import * as styles from './JobDetailPage.css';

/**
 * A job that went live once and no longer takes applications: its title, company, place, pay and
 * dates, a notice that it is closed, and similar live jobs. No Apply button, and no JobPosting
 * data: search engines are told nothing is on offer here.
 */
export function ClosedJobView({ job }: { job: ClosedJob }) {
  const card = jobCardProps({ ...job, featured: false });
  const companyHref = job.company?.slug ? `/employers/${job.company.slug}` : undefined;
  const closedOn = job.closed_at ? formatDate(job.closed_at) : null;
  const facts = [card.location, card.workType, card.employmentType, card.salary].filter(
    (fact): fact is string => Boolean(fact),
  );
  const dates = [
    { term: closedJobCopy.posted, detail: formatDate(job.published_at ?? job.created_at) },
    ...(closedOn ? [{ term: closedJobCopy.closedOn, detail: closedOn }] : []),
  ];
  return (
    <Stack space="xlarge">
      <Link href="/jobs">{jobDetailCopy.back}</Link>
      <Card>
        <Stack space="medium">
          <div>
            <Badge tone="neutral">Closed</Badge>
          </div>
          <Heading level={1}>{job.title}</Heading>
          <Text weight="semibold">
            {companyHref ? <Link href={companyHref}>{card.company}</Link> : card.company}
          </Text>
          <Inline space="medium" as="ul" aria-label="Job facts">
            {facts.map((fact) => (
              <Text key={fact} as="span" tone="muted">
                {fact}
              </Text>
            ))}
          </Inline>
          <dl className={styles.facts}>
            {dates.map((date) => (
              <div key={date.term} className={styles.fact}>
                <dt>
                  <Text as="span" size="small" tone="muted">
                    {date.term}
                  </Text>
                </dt>
                <dd className={styles.factDetail}>
                  <Text as="span" size="small" weight="semibold">
                    {date.detail}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
        </Stack>
      </Card>
      <Alert
        tone="caution"
        title={closedJobCopy.heading}
        action={
          <ButtonLink href="/jobs" variant="outline">
            {closedJobCopy.browseJobs}
          </ButtonLink>
        }
      >
        {closedOn
          ? job.reason === 'closed'
            ? closedJobCopy.closed(closedOn)
            : closedJobCopy.expired(closedOn)
          : null}{' '}
        {closedJobCopy.seeSimilar}
      </Alert>
      <SimilarJobs jobId={job.id} />
    </Stack>
  );
}

import { Badge, Card, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import {
  formatNumber,
  jobCategoryLabel,
  relocationPackageItems,
  type JobDetail,
} from '@globalhire/data';
import {
  useVerifiedLicences,
  VerifiedSponsorBadges,
} from '../../features/employers/VerifiedSponsorBadges';
import * as styles from './JobDetailPage.css';
import { jobDetailCopy } from '../../content/jobs';

/**
 * The side column of a job page: the job's other facts and skills (its dates lead the page, with
 * the key facts), then a short word about the company with its verified licences to sponsor.
 */
export function JobDetailAside({ job }: { job: JobDetail }) {
  const facts = [
    { term: 'Category', detail: jobCategoryLabel(job.category) },
    { term: 'Openings', detail: formatNumber(job.openings) },
    { term: 'Visa sponsorship', detail: job.visa_sponsorship ? 'Offered' : 'Not offered' },
    { term: 'Relocation support', detail: job.relocation_support ? 'Offered' : 'Not offered' },
  ];
  const relocation = relocationPackageItems(job);
  // The company's licences to sponsor, verified by GlobalHire (fetched by the server render too).
  const sponsor = useVerifiedLicences(job.company ? job.company_id : null);
  return (
    <Stack space="large">
      <Card>
        <Stack space="medium">
          <Heading level={4} as="h2">
            Job overview
          </Heading>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt>
                  <Text as="span" size="small" tone="muted">
                    {fact.term}
                  </Text>
                </dt>
                <dd className={styles.factDetail}>
                  <Text as="span" size="small" weight="semibold">
                    {fact.detail}
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
          {job.tags.length > 0 ? (
            <Stack space="small">
              <Text size="small" tone="muted" id="job-skills">
                Skills
              </Text>
              <Inline space="xsmall" as="ul" aria-labelledby="job-skills">
                {job.tags.map((tag) => (
                  <Badge key={tag}>{tag}</Badge>
                ))}
              </Inline>
            </Stack>
          ) : null}
        </Stack>
      </Card>
      {relocation.length > 0 || job.relocation_notes ? (
        <Card>
          <Stack space="medium">
            <Heading level={4} as="h2" id="relocation-package">
              Relocation package
            </Heading>
            {relocation.length > 0 ? (
              <ul className={styles.packageList} aria-labelledby="relocation-package">
                {relocation.map((item) => (
                  <li key={item}>
                    <Text size="small">{item}</Text>
                  </li>
                ))}
              </ul>
            ) : null}
            {job.relocation_notes ? (
              <Text size="small" tone="muted">
                {job.relocation_notes}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {job.company ? (
        <Card>
          <Stack space="medium">
            <Heading level={4} as="h2">
              About {job.company.company_name ?? 'the employer'}
            </Heading>
            {sponsor.data?.length ? <VerifiedSponsorBadges licences={sponsor.data} /> : null}
            {job.company.description ? <Text tone="muted">{job.company.description}</Text> : null}
            {job.company.slug ? (
              <Text size="small">
                <Link href={`/employers/${job.company.slug}`}>{jobDetailCopy.employerProfile}</Link>
              </Text>
            ) : null}
            {job.company.website ? (
              <Text size="small">
                <Link href={job.company.website} external>
                  {job.company.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                </Link>
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

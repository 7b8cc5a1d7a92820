import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  BadgeCheck,
  Building2,
  Factory,
  Globe,
  Mail,
  MapPin,
  Phone,
  Users,
} from 'lucide-react';
import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Heading,
  Inline,
  JobCard,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import {
  companySizeLabel,
  formatDate,
  getEmployerBySlug,
  publicImageUrl,
  resolveCompanySlug,
  type EmployerPage,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { employerProfileCopy as copy } from '../../content/employers';
import { displayWebsite, employerLocation } from '../../features/employers/employerLocation';
import {
  useVerifiedLicences,
  VerifiedSponsorBadges,
} from '../../features/employers/VerifiedSponsorBadges';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import { saveToggleProps, useJobSaving } from '../../features/jobs/save/useJobSaving';
import { usePageMeta } from '../../seo/usePageMeta';
import { PermanentRedirect } from '../../seo/PermanentRedirect';
import * as styles from './EmployerProfilePage.css';

function ProfileLoading() {
  return (
    <Stack space="xlarge" role="status" aria-busy="true" aria-label="Loading the company">
      <Card>
        <Stack space="medium">
          <Skeleton width="4rem" height="huge" radius="large" />
          <Skeleton width="45%" height="xxlarge" />
          <Skeleton width="30%" />
          <Skeleton lines={3} />
        </Stack>
      </Card>
      <Skeleton height="xxxlarge" lines={2} />
    </Stack>
  );
}

function CompanyHeader({ employer }: { employer: EmployerPage['employer'] }) {
  const client = useSupabase();
  const location = employerLocation(employer);
  const logoUrl = publicImageUrl(client, 'logos', employer.logo_path);
  const size = companySizeLabel(employer.company_size);
  const verified =
    employer.employer_status === 'verified' || employer.employer_status === 'premium';
  // Its licences to sponsor, verified by GlobalHire (fetched by the server render too).
  const sponsor = useVerifiedLicences(employer.id);
  return (
    <Card padding={['large', 'xlarge']}>
      <div className={styles.header}>
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={`${employer.company_name ?? 'Company'} logo`}
            className={styles.logoImage}
          />
        ) : (
          <span className={styles.logo} aria-hidden="true">
            {(employer.company_name ?? '?').charAt(0).toUpperCase()}
          </span>
        )}
        <Stack space="medium">
          <Stack space="small">
            <Heading level={1}>{employer.company_name}</Heading>
            <Inline space="medium" alignY="center">
              {verified ? (
                <Badge tone="positive">
                  <BadgeCheck className={styles.inlineIcon} aria-hidden="true" />
                  {copy.verified}
                </Badge>
              ) : null}
              {location ? (
                <Text as="span" tone="muted" size="small">
                  <MapPin className={styles.inlineIcon} aria-hidden="true" />
                  {location}
                </Text>
              ) : null}
              {employer.industry_label ? (
                <Text as="span" tone="muted" size="small">
                  <Factory className={styles.inlineIcon} aria-hidden="true" />
                  {employer.industry_label}
                </Text>
              ) : null}
              {size ? (
                <Text as="span" tone="muted" size="small">
                  <Users className={styles.inlineIcon} aria-hidden="true" />
                  {size}
                </Text>
              ) : null}
              {employer.website ? (
                <Text as="span" size="small">
                  <Globe className={styles.inlineIcon} aria-hidden="true" />
                  <Link href={employer.website} external>
                    {displayWebsite(employer.website)}
                  </Link>
                </Text>
              ) : null}
            </Inline>
            {sponsor.data?.length ? <VerifiedSponsorBadges licences={sponsor.data} /> : null}
          </Stack>
          {employer.description ? (
            <Text className={styles.description}>{employer.description}</Text>
          ) : null}
          <CompanyContacts employer={employer} />
          <Text size="small" tone="muted">
            {copy.memberSince(formatDate(employer.created_at))}
          </Text>
        </Stack>
      </div>
    </Card>
  );
}

/** The contact fields the company chose to publish (none unless it turned them on). */
function CompanyContacts({ employer }: { employer: EmployerPage['employer'] }) {
  if (!employer.email && !employer.phone && !employer.address) return null;
  return (
    <Stack space="xsmall" as="section" aria-label={copy.contact}>
      {employer.email ? (
        <Text size="small">
          <Mail className={styles.inlineIcon} aria-hidden="true" />
          <Link href={`mailto:${employer.email}`}>{employer.email}</Link>
        </Text>
      ) : null}
      {employer.phone ? (
        <Text size="small">
          <Phone className={styles.inlineIcon} aria-hidden="true" />
          <Link href={`tel:${employer.phone.replace(/[^+\d]/g, '')}`}>{employer.phone}</Link>
        </Text>
      ) : null}
      {employer.address ? (
        <Text size="small">
          <Building2 className={styles.inlineIcon} aria-hidden="true" />
          {employer.address}
        </Text>
      ) : null}
    </Stack>
  );
}

function OpenJobs({ page }: { page: EmployerPage }) {
  const saving = useJobSaving();
  return (
    <section aria-labelledby="open-jobs">
      <Stack space="large">
        <Heading level={2} id="open-jobs">
          {copy.openJobs(page.jobs.length)}
        </Heading>
        {page.jobs.length === 0 ? (
          <Card>
            <EmptyState
              titleAs="h3"
              icon={<Building2 />}
              title={copy.noJobs}
              description={copy.noJobsHint}
              action={<ButtonLink href="/jobs">{copy.browseJobs}</ButtonLink>}
            />
          </Card>
        ) : (
          <Stack space="medium" as="ul">
            {page.jobs.map((job) => (
              <JobCard
                key={job.id}
                {...jobCardProps(job)}
                {...saveToggleProps(saving, job)}
                titleAs="h3"
              />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

/** /employers/{slug}: the company's public page and its open jobs, newest first. */
export default function EmployerProfilePage() {
  const client = useSupabase();
  const slug = useParams().slug ?? '';
  const page = useQuery({
    queryKey: ['employer', slug],
    queryFn: async () => unwrap(await getEmployerBySlug(client, slug)),
  });
  // No company has this slug now: it may be an old one of a renamed company (slug history).
  const renamed = useQuery({
    queryKey: ['employer-slug', slug],
    queryFn: async () => unwrap(await resolveCompanySlug(client, slug)),
    enabled: page.data === null,
  });
  const employer = page.data?.employer;
  const newSlug = renamed.data && renamed.data !== slug ? renamed.data : null;
  const resolving = page.data === null && renamed.isPending;
  usePageMeta(
    employer
      ? {
          title: employer.company_name ?? 'Employer',
          description:
            employer.description ?? `Open jobs at ${employer.company_name} on GlobalHire.`,
        }
      : {
          title: page.isSuccess && !resolving && !newSlug ? 'Employer not found' : 'Employer',
          description: 'A company hiring on GlobalHire.',
          noIndex: page.isSuccess,
          status: page.isSuccess && renamed.isSuccess && !newSlug ? 404 : undefined,
        },
  );

  // The old URL of a renamed company: on to the current one (301 from the server).
  if (newSlug) return <PermanentRedirect to={`/employers/${newSlug}`} />;

  return (
    <Container>
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        <Stack space="xlarge">
          <Link href="/employers" tone="muted" underline="hover" weight="medium">
            <ArrowLeft className={styles.inlineIcon} aria-hidden="true" />
            {copy.back}
          </Link>
          {page.isPending || resolving ? (
            <ProfileLoading />
          ) : page.isError ? (
            <Alert
              tone="critical"
              title={copy.loadError}
              action={
                <Button variant="outline" tone="critical" onClick={() => void page.refetch()}>
                  {copy.retry}
                </Button>
              }
            >
              {page.error.message}
            </Alert>
          ) : page.data ? (
            <Stack space="xxlarge">
              <CompanyHeader employer={page.data.employer} />
              <OpenJobs page={page.data} />
            </Stack>
          ) : (
            <Card>
              <EmptyState
                titleAs="h1"
                icon={<Building2 />}
                title={copy.notFound}
                description={copy.notFoundHint}
                action={<ButtonLink href="/employers">{copy.browseEmployers}</ButtonLink>}
              />
            </Card>
          )}
        </Stack>
      </Box>
    </Container>
  );
}

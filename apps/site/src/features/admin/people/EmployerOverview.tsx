import { Card, Heading, Inline, Link, Skeleton, Stack, StatusBadge, Text } from '@globalhire/ui';
import { countryLabel, formatDate, type AdminEmployerProfile } from '@globalhire/data';
import { employerStatusLabels } from '../labels';
import { AccountFlags } from './AccountFlags';
import { employerFlags } from './accountFlags';
import { Facts } from './Facts';
import { useAccountActivity, useEmployerLicences } from './peopleQueries';

/** 'office@… (shown on the company page)': whether the company publishes the field. */
const published = (shown: boolean) => (shown ? ' (shown on the company page)' : '');

/** Only web addresses are links: anything else the company typed is shown as text. */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** The company's name, standing and the checks to make, then every field of its profile. */
export function EmployerOverview({ profile, now }: { profile: AdminEmployerProfile; now: Date }) {
  const activity = useAccountActivity(profile.id);
  const licences = useEmployerLicences(profile.id);
  const contact = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  const where = [profile.city, profile.country ? countryLabel(profile.country) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Card>
        <Stack space="large">
          <Inline space="small" alignY="center">
            <Heading level={2}>{profile.company_name || 'Unnamed company'}</Heading>
            {profile.blocked_at ? (
              <StatusBadge status="blocked" />
            ) : (
              <StatusBadge
                status={profile.employer_status}
                label={employerStatusLabels[profile.employer_status]}
              />
            )}
          </Inline>
          {activity.isPending || licences.isPending ? (
            <Skeleton lines={3} />
          ) : (
            <Stack space="small">
              <AccountFlags flags={employerFlags(profile, activity.data, licences.data, now)} />
              {activity.isError ? (
                <Text size="small" tone="critical">
                  The job counts could not be loaded: {activity.error.message}
                </Text>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Card>
      <Card>
        <Stack space="large">
          <Inline space="medium" align="space-between" alignY="center">
            <Heading level={3} as="h2">
              Company profile
            </Heading>
            {profile.slug && !profile.blocked_at ? (
              <Link href={`/employers/${profile.slug}`}>Public company page</Link>
            ) : null}
          </Inline>
          <Facts
            facts={[
              {
                term: 'Website',
                detail: profile.website ? (
                  isWebAddress(profile.website) ? (
                    <Link href={profile.website} external rel="noopener noreferrer nofollow">
                      {profile.website}
                    </Link>
                  ) : (
                    profile.website
                  )
                ) : null,
              },
              { term: 'Based in', detail: where || null },
              { term: 'Contact person', detail: contact || null },
              {
                term: 'Email',
                detail: profile.email ? (
                  <>
                    <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
                    {published(profile.publish_email)}
                  </>
                ) : null,
              },
              {
                term: 'Phone',
                detail: profile.phone ? (
                  <>
                    <Link href={`tel:${profile.phone.replace(/\s/g, '')}`}>{profile.phone}</Link>
                    {published(profile.publish_phone)}
                  </>
                ) : null,
              },
              {
                term: 'Address',
                detail: profile.address
                  ? `${profile.address}${published(profile.publish_address)}`
                  : null,
              },
              { term: 'Joined', detail: formatDate(profile.created_at) },
              {
                term: 'Profile last changed',
                detail: profile.updated_at ? formatDate(profile.updated_at) : null,
              },
              { term: 'Description', detail: profile.description, wide: true },
            ]}
          />
        </Stack>
      </Card>
    </>
  );
}

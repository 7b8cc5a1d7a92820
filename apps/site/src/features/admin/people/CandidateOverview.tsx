import { Card, Heading, Inline, Link, Skeleton, Stack, StatusBadge, Text } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  jobCategoryLabel,
  type AdminCandidateProfile,
} from '@globalhire/data';
import { candidateStatusLabels } from '../labels';
import { candidateName, countriesText } from '../../recruiter/recruiterLabels';
import { AccountFlags } from './AccountFlags';
import { candidateFlags } from './accountFlags';
import { Facts } from './Facts';
import { useAccountActivity } from './peopleQueries';

const experience = (years: number | null) =>
  years === null ? '—' : `${years} year${years === 1 ? '' : 's'}`;

/** The candidate's name, standing and the checks to make, then every field of the profile. */
export function CandidateOverview({ profile, now }: { profile: AdminCandidateProfile; now: Date }) {
  const activity = useAccountActivity(profile.id);
  const where = [profile.city, profile.country ? countryLabel(profile.country) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <Card>
        <Stack space="large">
          <Stack space="xsmall">
            <Inline space="small" alignY="center">
              <Heading level={2}>{candidateName(profile)}</Heading>
              <StatusBadge
                status={profile.candidate_status}
                label={candidateStatusLabels[profile.candidate_status]}
              />
            </Inline>
            {profile.headline ? <Text tone="muted">{profile.headline}</Text> : null}
          </Stack>
          {activity.isPending ? (
            <Skeleton lines={3} />
          ) : (
            <Stack space="small">
              <AccountFlags flags={candidateFlags(profile, activity.data, now)} />
              {activity.isError ? (
                <Text size="small" tone="critical">
                  The application counts could not be loaded: {activity.error.message}
                </Text>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Card>
      <Card>
        <Stack space="large">
          <Heading level={3} as="h2">
            Profile
          </Heading>
          <Facts
            facts={[
              {
                term: 'Email',
                detail: profile.email ? (
                  <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
                ) : null,
              },
              {
                term: 'Phone',
                detail: profile.phone ? (
                  <Link href={`tel:${profile.phone.replace(/\s/g, '')}`}>{profile.phone}</Link>
                ) : null,
              },
              { term: 'Lives in', detail: where || null },
              { term: 'Address', detail: profile.address },
              { term: 'Experience', detail: experience(profile.experience_years) },
              { term: 'Wants to work in', detail: countriesText(profile.preferred_countries) },
              {
                term: 'Job categories',
                detail: profile.preferred_categories.length
                  ? profile.preferred_categories.map(jobCategoryLabel).join(', ')
                  : null,
              },
              { term: 'Joined', detail: formatDate(profile.created_at) },
              {
                term: 'Profile last changed',
                detail: profile.updated_at ? formatDate(profile.updated_at) : null,
              },
            ]}
          />
        </Stack>
      </Card>
    </>
  );
}

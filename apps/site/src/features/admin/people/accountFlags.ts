import {
  formatDate,
  formatDateTime,
  formatRelativeDays,
  unusualApplicationsPerHour,
  type AccountActivity,
  type AdminCandidateProfile,
  type AdminEmployerLicence,
  type AdminEmployerProfile,
} from '@globalhire/data';
import type { Tone } from '@globalhire/ui';

/** Something an admin should know before deciding on an account, in the words the page shows. */
export interface AccountFlag {
  key: string;
  tone: Tone;
  title: string;
  detail: string;
}

/** An account younger than this is flagged as new. */
export const newAccountDays = 7;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** 'name, headline or country'. */
const orList = (words: readonly string[]) =>
  new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(words);

function blockedFlag(account: { blocked_at: string | null; blocked_reason: string | null }) {
  if (!account.blocked_at) return [];
  const reason = account.blocked_reason?.trim();
  return [
    {
      key: 'blocked',
      tone: 'critical' as const,
      title: 'Blocked',
      detail: `Since ${formatDate(account.blocked_at)}. ${reason ? `Reason: ${reason}` : 'No reason was recorded.'}`,
    },
  ];
}

function ageFlag(createdAt: string, now: Date): AccountFlag {
  const days = (now.getTime() - Date.parse(createdAt)) / 86_400_000;
  return {
    key: 'age',
    tone: days < newAccountDays ? 'caution' : 'neutral',
    title: days < newAccountDays ? 'New account' : 'Account age',
    detail: `Joined ${formatDate(createdAt)} (${formatRelativeDays(createdAt, now)}).`,
  };
}

/** What the candidate page flags: standing, age, applying and what the profile lacks. */
export function candidateFlags(
  profile: AdminCandidateProfile,
  activity: AccountActivity | undefined,
  now: Date,
): AccountFlag[] {
  const flags: AccountFlag[] = [...blockedFlag(profile)];
  if (profile.candidate_status === 'pending')
    flags.push({
      key: 'pending',
      tone: 'caution',
      title: 'Waiting for approval',
      detail: 'The candidate cannot apply to jobs until an admin approves the profile.',
    });
  flags.push(ageFlag(profile.created_at, now));
  if (activity) {
    flags.push({
      key: 'applications',
      tone: 'neutral',
      title: 'Applications',
      detail:
        activity.sentTotal === 0
          ? 'No applications yet.'
          : `${plural(activity.sentTotal, 'application')}, the last on ${formatDate(activity.lastSentAt ?? profile.created_at)}.`,
    });
    const busiest = activity.busiestHour;
    if (busiest && busiest.count >= unusualApplicationsPerHour)
      flags.push({
        key: 'burst',
        tone: 'caution',
        title: 'Many applications in a short time',
        detail: `${busiest.count} applications within one hour, the last at ${formatDateTime(busiest.endedAt)}.`,
      });
  }
  if (!profile.cv_path)
    flags.push({
      key: 'no-cv',
      tone: 'caution',
      title: 'No CV',
      detail: 'The profile has no current CV.',
    });
  const missing = [
    !profile.first_name && !profile.last_name ? 'name' : null,
    !profile.headline ? 'headline' : null,
    !profile.country ? 'country' : null,
  ].filter((field): field is string => field !== null);
  if (missing.length > 0)
    flags.push({
      key: 'incomplete',
      tone: 'caution',
      title: 'Profile incomplete',
      detail: `No ${orList(missing)} given.`,
    });
  return flags;
}

/** What the employer page flags: standing, age, rejected jobs and what to check. */
export function employerFlags(
  profile: AdminEmployerProfile,
  activity: AccountActivity | undefined,
  licences: readonly AdminEmployerLicence[] | undefined,
  now: Date,
): AccountFlag[] {
  const flags: AccountFlag[] = [...blockedFlag(profile)];
  if (profile.employer_status === 'pending')
    flags.push({
      key: 'unverified',
      tone: 'caution',
      title: 'Not verified yet',
      detail: 'Check the company profile, jobs and licences below before you verify it.',
    });
  flags.push(ageFlag(profile.created_at, now));
  const rejected = activity?.jobs.rejected ?? 0;
  if (activity && rejected > 0)
    flags.push({
      key: 'rejected-jobs',
      tone: 'caution',
      title: 'Rejected jobs',
      detail: `${rejected} of its ${plural(activity.jobsTotal, 'job')} ${rejected === 1 ? 'is' : 'are'} rejected.`,
    });
  if (!profile.website)
    flags.push({
      key: 'no-website',
      tone: 'caution',
      title: 'No website',
      detail: 'The company gave no website to check it against.',
    });
  const claims = (licences ?? []).filter((licence) => licence.status === 'claimed').length;
  if (claims > 0)
    flags.push({
      key: 'licence-claims',
      tone: 'info',
      title: 'Licence to check',
      detail: `${plural(claims, 'sponsor licence claim')} ${claims === 1 ? 'waits' : 'wait'} for an admin's check.`,
    });
  return flags;
}

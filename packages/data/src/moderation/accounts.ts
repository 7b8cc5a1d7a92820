import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type DataError, type Result } from '../result';

/**
 * Account standing. An admin blocks or unblocks any candidate or employer (profiles.blocked_at;
 * the database stamps the time and keeps a candidate's status 'blocked' in step). A blocked
 * employer's jobs leave the public site and it cannot post or edit jobs; a blocked candidate
 * cannot apply or save jobs. Candidates also need an admin's approval before they apply.
 */
export type AccountStanding = 'blocked' | 'pending_approval' | 'good';

type StandingFields = Pick<Tables<'profiles'>, 'user_type' | 'blocked_at' | 'candidate_status'>;

export function accountStanding(profile: StandingFields | null | undefined): AccountStanding {
  if (!profile) return 'good';
  if (profile.blocked_at) return 'blocked';
  if (profile.user_type === 'candidate' && profile.candidate_status === 'pending')
    return 'pending_approval';
  return 'good';
}

/** Where a blocked user is sent to reach the team (the contact form works without signing in). */
export const supportPath = '/contact';

/** The words for each standing, shared by the panel banner, the sign-in notice and refusals. */
export const accountStandingMessages = {
  blockedTitle: 'Your account is blocked',
  blocked: (role: 'employer' | 'candidate' | 'admin' | 'recruiter') =>
    role === 'employer'
      ? 'Your jobs are hidden from the site and you cannot post or edit jobs. You can still sign in and see your jobs and applicants. If you think this is a mistake, contact GlobalHire support through the contact page.'
      : 'You cannot apply to or save jobs. You can still sign in and see your applications. If you think this is a mistake, contact GlobalHire support through the contact page.',
  /** The admin's reason, as the account holder reads it (the database requires one). */
  blockedReason: (reason: string) => `Reason: ${reason}`,
  pendingTitle: 'Your profile is waiting for approval',
  pending:
    'Our team reviews every new candidate, usually within one working day. You can complete your profile, upload your CV and save jobs now, and apply once your profile is approved.',
} as const;

/** Hints the database gives with a refusal (private.refuse_account_out_of_standing). */
const refusalHints = { account_blocked: 'blocked', account_pending: 'pending_approval' } as const;

/**
 * When the database refused because of the caller's account (blocked, or a candidate not yet
 * approved), its standing; null for any other error. The database's own message says the same.
 */
export function accountRefusal(
  error: Pick<DataError, 'hint'> | null | undefined,
): Exclude<AccountStanding, 'good'> | null {
  const hint = error?.hint;
  return hint && hint in refusalHints ? refusalHints[hint as keyof typeof refusalHints] : null;
}

/**
 * Admin: block an account or unblock it. Blocking needs a reason (the database refuses without
 * one, hint block_reason_required): the account holder is told it in-app and by email.
 */
export async function setAccountBlocked(
  client: GlobalHireClient,
  userId: string,
  blocked: boolean,
  reason?: string,
): Promise<
  Result<Pick<Tables<'profiles'>, 'id' | 'blocked_at' | 'blocked_reason' | 'candidate_status'>>
> {
  const { data, error, status } = await client
    .from('profiles')
    .update({
      // The database replaces this with its own clock; any non-null value means "blocked".
      blocked_at: blocked ? new Date().toISOString() : null,
      blocked_reason: blocked ? reason?.trim() || null : null,
    })
    .eq('id', userId)
    .select('id')
    .single();
  if (error) return fail(error, status);
  // blocked_at and blocked_reason are not public columns: read them back through profile_details.
  const saved = await client
    .from('profile_details')
    .select('id, blocked_at, blocked_reason, candidate_status')
    .eq('id', data.id)
    .single();
  if (saved.error) return fail(saved.error, saved.status);
  return ok({ ...saved.data, id: data.id });
}

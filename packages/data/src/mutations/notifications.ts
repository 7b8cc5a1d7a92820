import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import { fail, ok, type Result } from '../result';
import type { NotificationPreferences } from '../queries/notifications';

/** Marks one notification read (already read: left as it was). */
export async function markNotificationRead(
  client: GlobalHireClient,
  id: number,
  clock: Clock = systemClock,
): Promise<Result<null>> {
  const { error, status } = await client
    .from('notifications')
    .update({ read_at: clock().toISOString() })
    .eq('id', id)
    .is('read_at', null);
  return error ? fail(error, status) : ok(null);
}

/** Marks every unread notification of the signed-in user read; answers how many it marked. */
export async function markAllNotificationsRead(
  client: GlobalHireClient,
  userId: string,
  clock: Clock = systemClock,
): Promise<Result<number>> {
  const { data, error, status } = await client
    .from('notifications')
    .update({ read_at: clock().toISOString() })
    .eq('user_id', userId)
    .is('read_at', null)
    .select('id');
  return error ? fail(error, status) : ok(data.length);
}

/** Saves the signed-in user's email preferences (their own row only: RLS). */
export async function saveNotificationPreferences(
  client: GlobalHireClient,
  userId: string,
  preferences: NotificationPreferences,
): Promise<Result<NotificationPreferences>> {
  const muted = [...new Set(preferences.muted_kinds)].sort();
  const { data, error, status } = await client
    .from('notification_preferences')
    .upsert({
      user_id: userId,
      email_enabled: preferences.email_enabled,
      muted_kinds: muted,
      // No zone chosen leaves the one recorded as it is.
      ...(preferences.time_zone ? { time_zone: preferences.time_zone } : {}),
    })
    .select('email_enabled, muted_kinds, time_zone')
    .single();
  return error ? fail(error, status) : ok(data);
}

/**
 * A language tag the emails can be written for ('en-GB', 'zh-Hant-TW'), from what the browser
 * says; null for anything else. Extensions (calendars, numbering) are dropped.
 */
export function emailLocaleOf(tag: string | null | undefined): string | null {
  if (!tag) return null;
  try {
    const { baseName } = new Intl.Locale(tag);
    return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(baseName) ? baseName : null;
  } catch {
    return null;
  }
}

/**
 * Records the browser's time zone (and language, when none is kept) for the signed-in user's
 * emails, unless a zone is already saved: a zone the person chose is never replaced. Answers
 * whether it wrote one.
 */
export async function recordEmailLocale(
  client: GlobalHireClient,
  userId: string,
  browser: { timeZone: string; locale: string | null },
): Promise<Result<boolean>> {
  const kept = await client
    .from('notification_preferences')
    .select('time_zone, locale')
    .eq('user_id', userId)
    .maybeSingle();
  if (kept.error) return fail(kept.error, kept.status);
  if (kept.data?.time_zone) return ok(false);
  const row = {
    time_zone: browser.timeZone,
    locale: kept.data?.locale ?? emailLocaleOf(browser.locale),
  };
  // A row saved meanwhile (another tab, the preferences form) is left as it is.
  const { data, error, status } = kept.data
    ? await client
        .from('notification_preferences')
        .update(row)
        .eq('user_id', userId)
        .is('time_zone', null)
        .select('user_id')
    : await client
        .from('notification_preferences')
        .upsert({ user_id: userId, ...row }, { onConflict: 'user_id', ignoreDuplicates: true })
        .select('user_id');
  return error ? fail(error, status) : ok(data.length > 0);
}

export type NotificationUnsubscribeOutcome =
  { status: 'unsubscribed'; kind: string } | { status: 'invalid' };

/**
 * The one-click unsubscribe of a notification email (works signed out): that kind's emails are
 * turned off for the account the token belongs to; its in-app notifications go on.
 */
export async function unsubscribeNotificationEmail(
  client: GlobalHireClient,
  token: string,
  kind: string,
): Promise<Result<NotificationUnsubscribeOutcome>> {
  if (!/^[0-9a-f]{32,128}$/.test(token) || !/^[a-z]+(_[a-z]+)*$/.test(kind) || kind.length > 60)
    return ok({ status: 'invalid' });
  const { data, error, status } = await client.rpc('unsubscribe_notification_email', {
    token,
    kind,
  });
  if (error) return fail(error, status);
  return ok(data ? { status: 'unsubscribed', kind: data } : { status: 'invalid' });
}

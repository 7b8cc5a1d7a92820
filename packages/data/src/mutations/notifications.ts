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
    .upsert({ user_id: userId, email_enabled: preferences.email_enabled, muted_kinds: muted })
    .select('email_enabled, muted_kinds')
    .single();
  return error ? fail(error, status) : ok(data);
}

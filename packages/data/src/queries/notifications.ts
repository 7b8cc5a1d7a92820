import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { listPage, pageWindow, type ListPage, type ListPaging } from './admin-list';

export type Notification = Pick<
  Tables<'notifications'>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'read_at' | 'created_at'
>;

export interface NotificationPreferences {
  /** False: no notification emails at all (in-app notifications are always kept). */
  email_enabled: boolean;
  /** Kinds not sent by email. */
  muted_kinds: string[];
  /** The IANA zone emails write times in; null until saved or recorded from the browser (UTC). */
  time_zone: string | null;
}

export const NOTIFICATION_SELECT = 'id, kind, title, body, link, read_at, created_at';
export const notificationPageSize = 20;

/** The signed-in user's notifications, unread first, then newest; one page at a time. */
export async function listNotifications(
  client: GlobalHireClient,
  paging: ListPaging = {},
): Promise<Result<ListPage<Notification>>> {
  const { page, pageSize, from, to } = pageWindow({ pageSize: notificationPageSize, ...paging });
  const { data, error, status, count } = await client
    .from('notifications')
    .select(NOTIFICATION_SELECT, { count: 'exact' })
    .order('unread', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error) return fail(error, status);
  return ok(listPage(data, count ?? data.length, page, pageSize));
}

/** How many of the signed-in user's notifications are unread (the panel header's count). */
export async function getUnreadNotificationCount(
  client: GlobalHireClient,
): Promise<Result<number>> {
  const { error, status, count } = await client
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  return error ? fail(error, status) : ok(count ?? 0);
}

/** The signed-in user's email preferences; everything on until they save some. */
export async function getNotificationPreferences(
  client: GlobalHireClient,
): Promise<Result<NotificationPreferences>> {
  const { data, error, status } = await client
    .from('notification_preferences')
    .select('email_enabled, muted_kinds, time_zone')
    .maybeSingle();
  if (error) return fail(error, status);
  return ok(data ?? { email_enabled: true, muted_kinds: [], time_zone: null });
}

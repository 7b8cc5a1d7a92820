import { HttpResponse } from 'msw';
import type { Notification, NotificationPreferences } from '../queries/notifications';
import { profiles } from './fixtures/accounts';
import { notificationPreferences, notifications } from './fixtures/notifications';
import { defineCall } from './scenario';
import { countResponse, restUrl, rowsResponse, rpcUrl, writeResponse } from './wire';

/** The JSON body a write sent. */
const sent = async <T>(request: Request) => (await request.clone().json()) as Partial<T>;

/** Mocks for the notifications page and the panel's unread count. */
export const notificationHandlers = {
  /** The panel header's count: a HEAD of the unread ones. */
  unreadNotifications: defineCall<number>({
    method: 'head',
    url: restUrl('notifications'),
    respond: (_request, count) => countResponse(count),
    fixture: notifications.filter((n) => n.read_at === null).length,
    empty: 0,
  }),
  notifications: defineCall<Notification[]>({
    method: 'get',
    url: restUrl('notifications'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: notifications,
    empty: [],
  }),
  /** Marking read (one by id, or all unread): the rows it changed. */
  markNotificationsRead: defineCall<Notification[]>({
    method: 'patch',
    url: restUrl('notifications'),
    respond: (request, rows) => {
      const id = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');
      const changed = rows.filter((n) => n.read_at === null && (!id || String(n.id) === id));
      return writeResponse(
        request,
        changed.map((n) => ({ id: n.id })),
      );
    },
    fixture: notifications,
    empty: [],
  }),
  notificationPreferences: defineCall<NotificationPreferences | null>({
    method: 'get',
    url: restUrl('notification_preferences'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: notificationPreferences,
    empty: null,
  }),
  /** Saving preferences (an upsert): the row as sent. */
  saveNotificationPreferences: defineCall<NotificationPreferences>({
    method: 'post',
    url: restUrl('notification_preferences'),
    respond: async (request, row) =>
      writeResponse(request, [{ ...row, ...(await sent<NotificationPreferences>(request)) }]),
    fixture: notificationPreferences,
    empty: notificationPreferences,
  }),
  /** The browser's zone filling a preferences row that has none: the rows it changed. */
  recordEmailLocale: defineCall<{ user_id: string }[]>({
    method: 'patch',
    url: restUrl('notification_preferences'),
    respond: (request, rows) => writeResponse(request, rows),
    fixture: [{ user_id: profiles.candidate.id }],
    empty: [],
  }),
  /** An email's unsubscribe link: the kind turned off, or null for an unknown token. */
  unsubscribeNotificationEmail: defineCall<string | null>({
    method: 'post',
    url: rpcUrl('unsubscribe_notification_email'),
    respond: (_request, kind) => HttpResponse.json(kind),
    fixture: 'interview_invited',
    empty: null,
  }),
};

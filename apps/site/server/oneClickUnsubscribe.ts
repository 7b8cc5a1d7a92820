/**
 * One-click unsubscribe (RFC 8058): a mail provider's "Unsubscribe" button POSTs
 * `List-Unsubscribe=One-Click` to the link in the email's List-Unsubscribe header, with no
 * cookies and no scripts. The token in the link is the only credential, as it is for the page at
 * the same address; the answer is a status, never a redirect (the RFC forbids one).
 */
import type { Context } from 'hono';
import {
  unsubscribeJobAlert,
  unsubscribeNotificationEmail,
  type GlobalHireClient,
} from '@globalhire/data';
import { privatePageCache } from './headers';

/** The address of each email's one-click link (the same paths as the browser's pages). */
export const oneClickPaths = {
  notification: '/notifications/unsubscribe',
  alert: '/alerts/unsubscribe',
} as const;

/** The largest body accepted: the one field the RFC sends, in a multipart body with room to spare. */
export const oneClickBodyLimit = 2048;

type Target = keyof typeof oneClickPaths;

/** Whether the body is the RFC's one field, as a urlencoded or multipart form. */
async function isOneClick(c: Context): Promise<boolean> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return false;
  const form = await c.req.parseBody().catch(() => null);
  return form?.['List-Unsubscribe'] === 'One-Click';
}

async function unsubscribe(client: GlobalHireClient, target: Target, query: URLSearchParams) {
  const token = query.get('token') ?? '';
  return target === 'alert'
    ? unsubscribeJobAlert(client, token)
    : unsubscribeNotificationEmail(client, token, query.get('kind') ?? '');
}

/**
 * Answers a one-click POST: 200 once the emails are off (again 200 for a kind already off), 404
 * for a link that turns nothing off (unknown token, or an alert's link used already), 400 for a
 * body that is not the RFC's, 503 when the database could not be asked (the provider may retry).
 */
export async function oneClickUnsubscribeResponse(
  c: Context,
  client: GlobalHireClient,
  target: Target,
): Promise<Response> {
  c.header('Cache-Control', privatePageCache);
  if (!(await isOneClick(c))) return c.text('Send List-Unsubscribe=One-Click to unsubscribe.', 400);
  const result = await unsubscribe(client, target, new URL(c.req.url).searchParams);
  if (result.error) return c.text('Please try again later.', 503, { 'Retry-After': '60' });
  if (result.data.status === 'invalid') return c.text('This unsubscribe link is not valid.', 404);
  return c.text('Unsubscribed.', 200);
}

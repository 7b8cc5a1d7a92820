import type { TestServer } from '@globalhire/supabase-local/testing';
import { mark, newSince, renderQueued } from './notification-mail.js';

export type Mark = Awaited<ReturnType<typeof mark>>;

/**
 * The emails of a kind queued to an address since the mark, rendered by the worker's renderer:
 * subject and plain text as their recipient reads them (throws when the facts do not fit the
 * kind's template).
 */
export async function mailsSince(server: TestServer, since: Mark, to: string, kind: string) {
  const { emails } = await newSince(server, since);
  return Promise.all(
    emails.filter((email) => email.to_address === to && email.kind === kind).map((email) => renderQueued(email)),
  );
}

/** The one email of a kind queued to an address since the mark (fails on none or several). */
export async function onlyMailSince(server: TestServer, since: Mark, to: string, kind: string) {
  const mails = await mailsSince(server, since, to, kind);
  if (mails.length !== 1) throw new Error(`Expected one "${kind}" email to ${to}, found ${mails.length}`);
  return mails[0]!;
}

/** A calendar date as emails write it: '15 January 2030'. */
export const emailDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );

export { mark };

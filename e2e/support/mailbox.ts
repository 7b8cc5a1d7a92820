import { expect } from '@playwright/test';
import { supabaseUrl } from './env';

/** One message as the mailbox's JSON API returns it (supabase-local, `/mailbox/api/messages`). */
export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** 'signup', 'recovery', 'email_change', 'magiclink', 'invite', 'notification' */
  kind: string;
  createdAt: string;
}

/** Messages to `to`, newest first. */
export async function mailTo(to: string): Promise<MailMessage[]> {
  const response = await fetch(`${supabaseUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** Waits for the newest message of `kind` to `to` (the site sends it in the background of a click). */
export async function waitForMail(to: string, kind: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).find((message) => message.kind === kind);
        return found !== undefined;
      },
      { message: `a ${kind} email to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as MailMessage;
}

/** The action link in an email (confirm the address, reset the password, accept an invitation). */
export function linkIn(message: MailMessage): string {
  // An invitation names the site before its link: the verify link is the action.
  const match =
    /https?:\/\/\S+\/auth\/v1\/verify\S*/.exec(message.text) ?? /https?:\/\/\S+/.exec(message.text);
  if (!match) throw new Error(`no link in the email "${message.subject}"`);
  return match[0];
}

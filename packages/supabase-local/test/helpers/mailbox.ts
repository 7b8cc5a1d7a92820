import type { SupabaseClient } from '@supabase/supabase-js';
import type { MailMessage } from '../../src/index.js';

/** Messages to `to`, newest first, read through the mailbox's JSON API. */
export async function mailTo(url: string, to: string): Promise<MailMessage[]> {
  const res = await fetch(`${url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as MailMessage[];
}

/** The newest message to `to`; throws when there is none. */
export async function latestMailTo(url: string, to: string): Promise<MailMessage> {
  const [latest] = await mailTo(url, to);
  if (!latest) throw new Error(`no mail to ${to}`);
  return latest;
}

/** The message's verify link (an invitation also names the site), else its first link. */
export function linkIn(message: MailMessage): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\S*/.exec(message.text) ?? /https?:\/\/\S+/.exec(message.text);
  if (!match) throw new Error(`no link in "${message.subject}"`);
  return match[0];
}

/** The six-digit code in a message's text. */
export function codeIn(message: MailMessage): string {
  const match = /code: (\d{6})/.exec(message.text);
  if (!match) throw new Error(`no code in "${message.subject}"`);
  return match[1] as string;
}

/**
 * Follows an email link as a browser would, without running the page it lands on: returns where
 * the server redirected and the parameters it put in the URL fragment.
 */
export async function followLink(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const hash = location.includes('#') ? location.slice(location.indexOf('#') + 1) : '';
  return { status: res.status, location, fragment: new URLSearchParams(hash) };
}

/**
 * Signs up through `client` and confirms the address with the link from the mailbox, leaving
 * `client` signed in. Returns the user id.
 */
export async function signUpConfirmed(
  client: SupabaseClient,
  url: string,
  email: string,
  password: string,
  data: Record<string, unknown> = {},
): Promise<string> {
  const { error } = await client.auth.signUp({ email, password, options: { data } });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  const link = linkIn(await latestMailTo(url, email));
  const tokenHash = new URL(link).searchParams.get('token') as string;
  const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  if (verified.error || !verified.data.user) throw new Error(`confirming ${email} failed: ${verified.error?.message}`);
  return verified.data.user.id;
}

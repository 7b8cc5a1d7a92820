/**
 * The visitor's citizenship picker as a plain form: a page whose scripts have not run posts here,
 * and the choice is kept in the same cookie the browser writes (never in an account).
 */
import type { Context } from 'hono';
import { countries, normaliseCitizenships } from '@globalhire/data';
import {
  citizenshipsCookieString,
  citizenshipsFromCookies,
} from '../src/features/visa-fit/browserCitizenships';
import { privatePageCache } from './headers';

/** The largest form accepted: a return path and a country code, with room for a long query. */
export const citizenshipsFormLimit = 4096;

/** The longest return path followed; anything longer goes home. */
const maxReturnToLength = 2048;

const countryCodes = new Set(countries.map((country) => country.code));

/**
 * Whether a post comes from a page of this site: the browser's Sec-Fetch-Site when it sends one,
 * else its Origin. A post with neither (no browser sends a form so) is refused.
 */
export function isSameOriginPost(headers: Headers, ownOrigins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && ownOrigins.includes(origin);
}

/**
 * A path on this site to go back to, or '/': only one starting with a single '/', without
 * backslashes, spaces or control characters (which browsers may read as another host).
 */
export function sameSitePath(value: unknown, origin: string): string {
  if (
    typeof value !== 'string' ||
    value.length > maxReturnToLength ||
    !/^\/(?![/\\])/.test(value) ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0020\u007f\\]/.test(value)
  )
    return '/';
  const url = new URL(value, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** The visitor's new citizenships, or null when the form asked for nothing valid. */
export function chosenCitizenships(
  current: readonly string[],
  form: Record<string, unknown>,
): string[] | null {
  const remove = typeof form.remove === 'string' ? form.remove.trim().toUpperCase() : null;
  if (remove !== null) {
    return current.includes(remove) ? current.filter((code) => code !== remove) : null;
  }
  const [added] = normaliseCitizenships(typeof form.add === 'string' ? [form.add] : []);
  if (!added || !countryCodes.has(added) || current.includes(added)) return null;
  const next = normaliseCitizenships([...current, added]);
  return next.length > current.length ? next : null;
}

export interface CitizenshipsFormOptions {
  /** The origins a page of this site is served from (the site's, and the request's own). */
  ownOrigins: readonly string[];
  /** The site's origin, which return paths are read against. */
  origin: string;
  /** Whether the site is served over https (the cookie is then Secure). */
  secure: boolean;
}

/** Answers the picker's post: the cookie set or cleared, then 303 back to the page. */
export async function citizenshipsFormResponse(
  c: Context,
  options: CitizenshipsFormOptions,
): Promise<Response> {
  c.header('Cache-Control', privatePageCache);
  if (!isSameOriginPost(c.req.raw.headers, options.ownOrigins))
    return c.text('This form can only be sent from GlobalHire.', 403);
  // A body that is not a well-formed form asks for nothing.
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const next = chosenCitizenships(citizenshipsFromCookies(c.req.header('cookie')), form);
  if (next) c.header('Set-Cookie', citizenshipsCookieString(next, options.secure));
  return c.redirect(sameSitePath(form.returnTo, options.origin), 303);
}

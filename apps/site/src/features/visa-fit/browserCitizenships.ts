import { normaliseCitizenships } from '@globalhire/data';

/**
 * A visitor's citizenships stay in this browser, in a cookie rather than local storage so that
 * the site's server can render the verdict into the job page's HTML (no request after the page,
 * no shift when the answer arrives). They are never stored in an account.
 */
export const citizenshipsCookie = 'globalhire_citizenships';
const maxAgeSeconds = 365 * 24 * 60 * 60;

const empty: readonly string[] = [];
let cached: { raw: string; value: readonly string[] } = { raw: '', value: empty };

/** The codes in a Cookie header ('IE.GB'), parsed once per distinct value so React sees a stable array. */
export function citizenshipsFromCookies(
  cookieHeader: string | null | undefined,
): readonly string[] {
  const match = new RegExp(`(?:^|;\\s*)${citizenshipsCookie}=([A-Za-z.]{0,40})`).exec(
    cookieHeader ?? '',
  );
  const raw = match?.[1] ?? '';
  if (raw === cached.raw) return cached.value;
  const value = raw ? normaliseCitizenships(raw.split('.')) : empty;
  cached = { raw, value };
  return value;
}

export const readBrowserCitizenships = (): readonly string[] =>
  citizenshipsFromCookies(typeof document === 'undefined' ? '' : document.cookie);

const listeners = new Set<() => void>();

/**
 * The cookie that keeps these citizenships (cleared when there are none), as the browser writes
 * it and as the site's server sets it for the picker's form; Secure on an https site.
 */
export function citizenshipsCookieString(codes: readonly string[], secure: boolean): string {
  const value = normaliseCitizenships(codes);
  const attributes = `Path=/; Max-Age=${value.length ? maxAgeSeconds : 0}; SameSite=Lax`;
  return `${citizenshipsCookie}=${value.join('.')}; ${attributes}${secure ? '; Secure' : ''}`;
}

/** Where the picker's form posts when no script handles it (the site's server answers). */
export const citizenshipsFormPath = '/visa-fit/citizenships';

export function writeBrowserCitizenships(codes: readonly string[]): void {
  document.cookie = citizenshipsCookieString(codes, window.location.protocol === 'https:');
  listeners.forEach((listener) => listener());
}

export function subscribeBrowserCitizenships(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

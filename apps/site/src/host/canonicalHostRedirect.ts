/** Hosts of preview deployments, which keep their own host names (configurable at build time). */
export const defaultPreviewHostSuffixes = ['.vercel.app', '.netlify.app', '.pages.dev', '.onrender.com'];

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]' ||
  hostname === '::1' ||
  hostname === '0.0.0.0';

/**
 * The spec's host rule: a host that is not localhost or a loopback address, not a preview host,
 * and lacks a `www.` prefix goes to the `www.` host with the same path and query.
 * Returns the URL to go to, or null to stay.
 */
export function canonicalHostRedirect(
  location: PageLocation,
  previewHostSuffixes: readonly string[] = defaultPreviewHostSuffixes,
): string | null {
  const hostname = location.hostname.toLowerCase();
  // The protocol starts the Location: anything but http(s) could make it another site's URL.
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return null;
  if (!hostname || isLoopback(hostname)) return null;
  if (hostname.startsWith('www.')) return null;
  if (previewHostSuffixes.some((suffix) => hostname.endsWith(suffix.toLowerCase()))) return null;
  // IP addresses have no www. form.
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':')) return null;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//www.${hostname}${port}${location.pathname}${location.search}${location.hash}`;
}

/** Reads a comma-separated suffix list such as VITE_PREVIEW_HOST_SUFFIXES. */
export function parseHostSuffixes(value: string | undefined): string[] {
  if (!value) return defaultPreviewHostSuffixes;
  return value.split(',').map((suffix) => suffix.trim()).filter(Boolean);
}

import type { LocalConfig } from '../config.js';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** `*` in an allow-list entry matches any run of characters, as in GoTrue's globs. */
function matchesPattern(url: string, pattern: string): boolean {
  if (!pattern.includes('*')) {
    const allowed = parse(pattern);
    const candidate = parse(url);
    if (!allowed || !candidate) return false;
    return candidate.origin === allowed.origin && candidate.pathname.startsWith(allowed.pathname);
  }
  const regex = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(url);
}

/**
 * Where an email link may send the browser: the requested URL when it is allowed (loopback
 * hosts on any port, the site URL, or an `additional_redirect_urls` entry), else the site URL.
 */
export function resolveRedirect(config: LocalConfig, requested: string | null | undefined): string {
  const site = config.auth.siteUrl;
  if (!requested) return site;
  const url = parse(requested);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return site;
  if (loopbackHosts.has(url.hostname)) return requested;
  if ([site, ...config.auth.additionalRedirectUrls].some((pattern) => matchesPattern(requested, pattern))) {
    return requested;
  }
  return site;
}

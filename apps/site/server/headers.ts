/**
 * Security headers of every response. The policy allows scripts only from the site itself or
 * with the response's nonce: an inline script injected into a page is refused.
 */
export interface SecurityHeaderOptions {
  /** The Supabase project the browser talks to (REST, Auth, Storage images, Realtime). */
  supabaseUrl: string;
  nonce: string;
}

export function contentSecurityPolicy({ supabaseUrl, nonce }: SecurityHeaderOptions): string {
  const supabase = new URL(supabaseUrl);
  const realtime = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes (React's style prop, Radix's positioning) need this; style sheets are files.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabase.origin}`,
    "font-src 'self'",
    `connect-src 'self' ${supabase.origin} ${realtime}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** HTML that holds no personal data: a CDN may keep it a minute and serve it stale while it refreshes. */
export const publicPageCache = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** The panels' shell and error pages: never kept by a shared cache. */
export const privatePageCache = 'private, no-cache';
export const immutableAsset = 'public, max-age=31536000, immutable';

/**
 * The site's server in production: `node apps/site/dist/server/main.js`.
 * Reads PORT (3000), HOST (0.0.0.0), SITE_URL, SUPABASE_URL, SUPABASE_ANON_KEY, and optionally
 * SUPABASE_SERVER_URL, PREVIEW_HOST_SUFFIXES and TRUSTED_PROXIES (see docs/deploying.md).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHostSuffixes } from '../src/host/canonicalHostRedirect';
import { parseTrustedProxies, trustedProxyMatcher } from './forwarded';
import { startSiteServer } from './site';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`GlobalHire's site server cannot start: ${name} is not set (see docs/deploying.md).`);
    process.exit(1);
  }
  return value;
}

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
try {
  trustedProxyMatcher(trustedProxies);
} catch (error) {
  console.error(`GlobalHire's site server cannot start: ${(error as Error).message} (see docs/deploying.md).`);
  process.exit(1);
}

const server = await startSiteServer({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  siteUrl: required('SITE_URL'),
  supabase: { url: required('SUPABASE_URL'), anonKey: required('SUPABASE_ANON_KEY') },
  supabaseServerUrl: process.env.SUPABASE_SERVER_URL?.trim() || undefined,
  previewHostSuffixes: parseHostSuffixes(process.env.PREVIEW_HOST_SUFFIXES),
  trustedProxies,
  // This file is dist/server/main.js; the browser's files are dist/client.
  clientDir: join(dirname(fileURLToPath(import.meta.url)), '../client'),
});
console.log(`GlobalHire's site is listening on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Finish the requests in flight, then exit (a balancer's drain, a container's stop).
    void server.close().then(() => process.exit(0));
  });
}

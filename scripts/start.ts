/**
 * `pnpm start` / `pnpm dev`: supabase-local (persisted in .data/, seeded on first start) and the
 * site pointed at it, in one process, so one Ctrl-C stops both.
 *   pnpm start   builds the site and serves the build (vite preview) on http://localhost:5173
 *   pnpm dev     serves the site from source with Vite's dev server (HMR)
 * PORT overrides the site port; SUPABASE_LOCAL_PORT / SUPABASE_LOCAL_DATA_DIR the backend's.
 */
import { join } from 'node:path';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import {
  defaultDataDir,
  demoPassword,
  findWorkspaceRoot,
  lockDataDir,
  startSupabaseLocal,
  usableDemoAccounts,
} from '@globalhire/supabase-local';

const mode = process.argv.includes('--dev') ? 'dev' : 'start';
const sitePort = Number(process.env.PORT ?? 5173);
const backendPort = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const siteRoot = join(findWorkspaceRoot(), 'apps/site');

const dataDir = defaultDataDir();
const unlock = lockDataDir(dataDir);
const backend = await startSupabaseLocal({ port: backendPort, dataDir, quiet: true }).catch((error: unknown) => {
  unlock();
  throw error;
});

// Vite reads VITE_* from the environment; the site and its sitemap build talk to this backend.
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;
process.env.SITE_URL ??= `http://localhost:${sitePort}`;

let site: PreviewServer | ViteDevServer;
try {
  if (mode === 'dev') {
    site = await createServer({ root: siteRoot, server: { port: sitePort, host: '127.0.0.1', strictPort: true } });
    await site.listen();
  } else {
    console.log('Building the site…');
    await build({ root: siteRoot, logLevel: 'warn' });
    site = await preview({ root: siteRoot, preview: { port: sitePort, host: '127.0.0.1', strictPort: true } });
  }
} catch (error) {
  await backend.stop();
  unlock();
  throw error;
}

const demo = await usableDemoAccounts(backend.db);
console.log(
  [
    '',
    `GlobalHire is running (${mode === 'dev' ? 'dev server' : 'built site'}).`,
    '',
    `  Site:      http://localhost:${sitePort}`,
    `  Supabase:  ${backend.url}  (data in ${dataDir}${backend.createdDatabase ? ', new: migrated and seeded' : ''})`,
    `  Mailbox:   ${backend.url}/mailbox  (confirmation and recovery emails land here)`,
    '',
    ...(demo.length ? [`  Demo accounts (password ${demoPassword}):`, ...demo.map((email) => `    ${email}`), ''] : []),
    'Press Ctrl-C to stop both.',
    '',
  ].join('\n'),
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  try {
    await site.close();
    await backend.stop();
  } finally {
    unlock();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

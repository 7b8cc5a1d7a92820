/**
 * `pnpm start` / `pnpm dev`: supabase-local (persisted in .data/, seeded on first start), the email
 * delivery worker (outbox -> the mailbox) and the site pointed at it, in one process, so one Ctrl-C
 * stops all three. It runs as `node --import tsx`,
 * not under the tsx CLI, whose signal relay kills a child that is slow to acknowledge Ctrl-C
 * (here: while the database closes); `pnpm start` adds lib/plain-js-loader.mjs, so the built
 * site and the packages load as plain JavaScript, not through tsx.
 *   pnpm start   serves the built site with its own server (server-rendered public pages) on
 *                http://localhost:5173, building it first only when its sources changed
 *   pnpm dev     serves the site from source with Vite's dev server (HMR, rendered in the browser)
 * PORT overrides the site port; SUPABASE_LOCAL_PORT, SUPABASE_LOCAL_DATA_DIR, SUPABASE_LOCAL_HOST,
 * SUPABASE_LOCAL_JWT_SECRET and SUPABASE_LOCAL_DATABASE_URL configure the backend as for `pnpm backend`; SITE_URL is the site's public URL.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultDataDir,
  demoPassword,
  lockDataDir,
  startSupabaseLocal,
  usableDemoAccounts,
} from '@globalhire/supabase-local';
import { startEmailWorker } from './lib/email-worker';
import { localFunctions } from './lib/functions';
import { startSearchCountsTicker } from './lib/search-counts';
import { isPortFree } from '@globalhire/tooling/ports';
import { buildSiteIfChanged } from '../apps/site/build/buildIfChanged';

const mode = process.argv.includes('--dev') ? 'dev' : 'start';
const sitePort = Number(process.env.PORT ?? 5173);
const backendPort = Number(process.env.SUPABASE_LOCAL_PORT ?? 54321);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteRoot = join(repoRoot, 'apps/site');

process.env.SITE_URL ??= `http://localhost:${sitePort}`;

/** An expected failure (a busy port, a data directory in use): one clear line, no stack trace. */
function exitWith(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

// Before building, make sure the site will be able to listen.
if (!(await isPortFree(sitePort))) {
  exitWith(
    `Port ${sitePort} is already in use: stop what runs there, or set PORT to another port.`,
  );
}

/**
 * The built site, prepared while the database opens: rebuilt only when its sources changed (its
 * two builds in processes of their own, so the database's start does not wait on them), and its
 * server module loaded. Settles to an outcome, so a failed build is reported in order below.
 */
const siteStartedAt = Date.now();
const preparedSite =
  mode === 'start'
    ? buildSiteIfChanged(repoRoot, siteRoot, () => console.log('Building the site…')).then(
        async (built) => ({
          built,
          module: (await import(
            join(siteRoot, 'dist/server/site.js')
          )) as typeof import('../apps/site/server/site'),
        }),
        (error: unknown) => ({ error }),
      )
    : null;

const dataDir = defaultDataDir();
let unlock: () => void;
try {
  unlock = lockDataDir(dataDir);
} catch (error) {
  exitWith(`${(error as Error).message} (Or set SUPABASE_LOCAL_DATA_DIR to another directory.)`);
}
const backend = await startSupabaseLocal({
  port: backendPort,
  host: process.env.SUPABASE_LOCAL_HOST || '127.0.0.1',
  dataDir,
  quiet: true,
  exposeMailbox: process.env.SUPABASE_LOCAL_MAILBOX_EXPOSED === '1',
  ...(process.env.SUPABASE_LOCAL_CONFIG
    ? { configOverlay: process.env.SUPABASE_LOCAL_CONFIG }
    : {}),
  ...(process.env.SUPABASE_LOCAL_DATABASE_URL
    ? { databaseUrl: process.env.SUPABASE_LOCAL_DATABASE_URL }
    : {}),
  ...(process.env.SUPABASE_LOCAL_JWT_SECRET
    ? { jwtSecret: process.env.SUPABASE_LOCAL_JWT_SECRET }
    : {}),
  // Email links that name no page of their own land on this site, whatever its port.
  config: { auth: { siteUrl: process.env.SITE_URL } },
  functions: localFunctions(process.env.SITE_URL),
}).catch((error: NodeJS.ErrnoException) => {
  unlock();
  if (error.code === 'EADDRINUSE') {
    exitWith(
      `Port ${backendPort} is already in use: stop what runs there, or set SUPABASE_LOCAL_PORT to another port.`,
    );
  }
  throw error;
});

// Notification emails: the outbox is drained into supabase-local's mailbox every second.
const emailWorker = startEmailWorker(backend, process.env.SITE_URL);
// The search's facet counts are moved to the present every minute.
const searchCounts = startSearchCountsTicker(backend);

// `pnpm dev` reads VITE_* from the environment; the built site's server sends them in each page.
process.env.VITE_SUPABASE_URL = backend.url;
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey;

// Listen for Ctrl-C from here on, so a stop during the build still closes the database cleanly.
let site: { close(): Promise<void> } | undefined;
let stopRequestedAt = 0;
async function shutdown(signal: string) {
  console.log(`\n${signal}: stopping…`);
  try {
    await site?.close();
    await emailWorker.stop();
    searchCounts.stop();
    await backend.stop();
    console.log('Stopped.');
  } finally {
    unlock();
    process.exit(0);
  }
}
function onSignal(signal: NodeJS.Signals) {
  // One Ctrl-C can arrive twice (from the terminal and relayed by a wrapper): only a second press
  // a moment later means "stop now, without waiting".
  if (stopRequestedAt === 0) {
    stopRequestedAt = Date.now();
    void shutdown(signal);
  } else if (Date.now() - stopRequestedAt > 1000) {
    unlock();
    process.exit(1);
  }
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

try {
  if (mode === 'dev') {
    const { createServer } = await import('vite');
    const devServer = await createServer({
      root: siteRoot,
      server: { port: sitePort, host: '127.0.0.1', strictPort: true },
    });
    site = devServer;
    await devServer.listen();
  } else {
    const prepared = (await preparedSite)!;
    if ('error' in prepared) throw prepared.error;
    site = await prepared.module.startSiteServer({
      port: sitePort,
      host: '127.0.0.1',
      siteUrl: process.env.SITE_URL!,
      supabase: { url: backend.url, anonKey: backend.anonKey },
      clientDir: join(siteRoot, 'dist/client'),
    });
    console.log(
      prepared.built
        ? `Built the site in ${((Date.now() - siteStartedAt) / 1000).toFixed(1)} s.`
        : 'The site is unchanged since its last build: serving that build.',
    );
  }
} catch (error) {
  // Ctrl-C reaches the build's processes too, and they fail: shutdown() is already stopping all.
  if (stopRequestedAt !== 0) await new Promise<never>(() => undefined);
  await site?.close();
  await emailWorker.stop();
  await backend.stop();
  unlock();
  if (/Port \d+ is already in use/.test((error as Error).message)) {
    exitWith(`${(error as Error).message}: stop what runs there, or set PORT to another port.`);
  }
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
    `  Mailbox:   ${backend.url}/mailbox  (account and notification emails land here)`,
    '',
    ...(demo.length
      ? [
          `  Demo accounts (password ${demoPassword}):`,
          ...demo.map((email) =>
            email.startsWith('admin@') || email.startsWith('recruiter@')
              ? `    ${email}  (then a code from an authenticator app: set one up at first login)`
              : `    ${email}`,
          ),
          '',
        ]
      : []),
    'Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

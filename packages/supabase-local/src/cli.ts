import { jwtSecretFileName } from './jwt-secret.js';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './db/open.js';
import { demoPassword, usableDemoAccounts } from './demo-accounts.js';
import { startSupabaseLocal, type SupabaseLocal } from './index.js';
import { cliOptions, usage, type CliOptions } from './cli-options.js';

/** The URL without its password, for the banner. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'SUPABASE_LOCAL_DATABASE_URL';
  }
}

async function printBanner(server: SupabaseLocal, options: CliOptions): Promise<void> {
  const { dataDir } = options;
  const created = server.createdDatabase ? 'new: migrated and seeded' : 'reused';
  const demo = await usableDemoAccounts(server.db);
  const lines = [
    '',
    'supabase-local is running.',
    '',
    `         API URL: ${server.url}`,
    `         Mailbox: ${server.url}/mailbox`,
    `         Project: ${options.supabaseDir}`,
    options.databaseUrl
      ? `        Database: PostgreSQL ${shownUrl(options.databaseUrl)} (${created})`
      : `        Database: PGlite in ${dataDir}/pgdata (${created})`,
    `        Data dir: ${dataDir}`,
    `      JWT secret: ${process.env.SUPABASE_LOCAL_JWT_SECRET ? 'from SUPABASE_LOCAL_JWT_SECRET' : `${dataDir}/${jwtSecretFileName} (this data dir's own)`}`,
    `        anon key: ${server.anonKey}`,
    `service_role key: ${server.serviceRoleKey}`,
    '',
  ];
  if (demo.length > 0) {
    lines.push(
      `Demo accounts (local only), password ${demoPassword}:`,
      ...demo.map((email) => `  ${email}`),
      '',
    );
  }
  lines.push('Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

async function start(options: CliOptions): Promise<void> {
  const { dataDir } = options;
  const unlock = lockDataDir(dataDir);
  let server: SupabaseLocal;
  try {
    server = await startSupabaseLocal({
      port: options.port,
      host: options.host,
      dataDir,
      supabaseDir: options.supabaseDir,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      exposeMailbox: process.env.SUPABASE_LOCAL_MAILBOX_EXPOSED === '1',
      ...(process.env.SUPABASE_LOCAL_CONFIG
        ? { configOverlay: process.env.SUPABASE_LOCAL_CONFIG }
        : {}),
      ...(process.env.SUPABASE_LOCAL_JWT_SECRET
        ? { jwtSecret: process.env.SUPABASE_LOCAL_JWT_SECRET }
        : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  await printBanner(server, options);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      console.log('Stopping now.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping supabase-local…`);
    server
      .stop()
      .then(() => {
        unlock();
        console.log('Stopped.');
        process.exit(0);
      })
      .catch((error: unknown) => {
        unlock();
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

async function reset(options: CliOptions): Promise<void> {
  if (options.databaseUrl) {
    throw new Error(
      'reset rebuilds a PGlite data directory; for a PostgreSQL database, drop and create it, then start.',
    );
  }
  const { dataDir } = options;
  const unlock = lockDataDir(dataDir);
  try {
    rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });
    rmSync(join(dataDir, 'storage'), { recursive: true, force: true });
    const opened = await openDatabase({
      pgDataDir: join(dataDir, 'pgdata'),
      supabaseDir: options.supabaseDir,
      log: (line) => console.log(`[supabase-local] ${line}`),
    });
    await opened.db.close();
    console.log(
      `Reset ${dataDir}: ${opened.appliedMigrations.length} migrations applied${opened.seeded ? ', seeded' : ''}.`,
    );
  } finally {
    unlock();
  }
}

async function main(): Promise<void> {
  const options = cliOptions(process.argv.slice(2));
  const { command } = options;
  if (command === 'start') return start(options);
  if (command === 'reset') return reset(options);
  if (command === 'help') {
    console.log(usage);
    return;
  }
  console.error(`Unknown command "${command}".\n\n${usage}`);
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

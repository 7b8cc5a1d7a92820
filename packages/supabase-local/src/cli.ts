import { jwtSecretFileName } from './jwt-secret.js';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './db/open.js';
import { demoPassword, usableDemoAccounts } from './demo-accounts.js';
import { startSupabaseLocal, type SupabaseLocal } from './index.js';
import { defaultDataDir } from './paths.js';

const usage = `Usage: supabase-local [start|reset]

  start   Serve the embedded Supabase backend (default). A new data directory is created,
          migrated and seeded; an existing one is reused and brought up to date.
  reset   Delete the data directory and build it again from supabase/migrations and seed.sql.

Environment:
  SUPABASE_LOCAL_DATA_DIR  data directory (default: <workspace>/.data)
  SUPABASE_LOCAL_PORT      port (default: 54321)
  SUPABASE_LOCAL_HOST      interface (default: 127.0.0.1)
  SUPABASE_LOCAL_JWT_SECRET  HS256 secret (default: a random one the data dir keeps in jwt-secret, mode 0600)`;

function port(): number {
  const value = process.env.SUPABASE_LOCAL_PORT;
  if (value === undefined || value === '') return 54321;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`Invalid SUPABASE_LOCAL_PORT: ${value}`);
  return parsed;
}

async function printBanner(server: SupabaseLocal, dataDir: string): Promise<void> {
  const demo = await usableDemoAccounts(server.db);
  const lines = [
    '',
    'supabase-local is running.',
    '',
    `         API URL: ${server.url}`,
    `         Mailbox: ${server.url}/mailbox`,
    `        Data dir: ${dataDir} (${server.createdDatabase ? 'new: migrated and seeded' : 'reused'})`,
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

async function start(): Promise<void> {
  const dataDir = defaultDataDir();
  const unlock = lockDataDir(dataDir);
  let server: SupabaseLocal;
  try {
    server = await startSupabaseLocal({
      port: port(),
      host: process.env.SUPABASE_LOCAL_HOST || '127.0.0.1',
      dataDir,
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
  await printBanner(server, dataDir);
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

async function reset(): Promise<void> {
  const dataDir = defaultDataDir();
  const unlock = lockDataDir(dataDir);
  try {
    rmSync(join(dataDir, 'pgdata'), { recursive: true, force: true });
    rmSync(join(dataDir, 'storage'), { recursive: true, force: true });
    const opened = await openDatabase({
      pgDataDir: join(dataDir, 'pgdata'),
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
  const command = process.argv[2] ?? 'start';
  if (command === 'start') return start();
  if (command === 'reset') return reset();
  if (command === 'help' || command === '--help' || command === '-h') {
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

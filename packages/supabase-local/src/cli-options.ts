import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { configuredApiPort } from './config.js';
import { defaultDataDir, defaultSupabaseDir } from './paths.js';

export const usage = `Usage: supabase-local [start|reset] [options]

  start   Serve the embedded Supabase backend (default). A new database is created, migrated
          and seeded; an existing one is reused and brought up to date.
  reset   Delete the data directory and build it again from the migrations and seed.

Options (each also an environment variable):
  --dir <path>           the Supabase project folder: config.toml, migrations/, the seed
                         (SUPABASE_LOCAL_DIR; default: this repository's supabase/)
  --port <n>             port (SUPABASE_LOCAL_PORT; default: config.toml's [api] port, else 54321)
  --host <addr>          interface (SUPABASE_LOCAL_HOST; default 127.0.0.1)
  --data-dir <path>      database and stored files (SUPABASE_LOCAL_DATA_DIR; default with --dir:
                         <dir>/.temp/supabase-local, else <workspace>/.data)
  --database-url <url>   a PostgreSQL server instead of the embedded PGlite (superuser; stored
                         files and the JWT secret stay in the data dir)
                         (SUPABASE_LOCAL_DATABASE_URL)

Environment only:
  SUPABASE_LOCAL_JWT_SECRET  HS256 secret (default: a random one the data dir keeps in jwt-secret, mode 0600)
  SUPABASE_LOCAL_CONFIG      a TOML file of config.toml's layout whose values win over it
  SUPABASE_LOCAL_MAILBOX_EXPOSED=1  let the mailbox answer beyond loopback`;

export interface CliOptions {
  command: string;
  supabaseDir: string;
  dataDir: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
}

function parsePort(value: string, from: string): number {
  const parsed = Number(value);
  if (value === '' || !Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`Invalid ${from}: ${value}`);
  return parsed;
}

const nonEmpty = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : value;

/** Command-line flags first, then SUPABASE_LOCAL_* variables, then config.toml, then defaults. */
export function cliOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = values.help ? 'help' : (positionals[0] ?? 'start');
  const dir = nonEmpty(values.dir) ?? nonEmpty(env.SUPABASE_LOCAL_DIR);
  const supabaseDir = dir ? resolve(dir) : command === 'help' ? '' : defaultSupabaseDir();
  if (dir && !existsSync(supabaseDir))
    throw new Error(`No Supabase project folder at ${supabaseDir}`);
  const dataDirValue = nonEmpty(values['data-dir']) ?? nonEmpty(env.SUPABASE_LOCAL_DATA_DIR);
  const portValue = nonEmpty(values.port);
  return {
    command,
    supabaseDir,
    dataDir: dataDirValue
      ? resolve(dataDirValue)
      : dir
        ? join(supabaseDir, '.temp', 'supabase-local')
        : command === 'help'
          ? ''
          : defaultDataDir(),
    port: portValue
      ? parsePort(portValue, '--port')
      : nonEmpty(env.SUPABASE_LOCAL_PORT)
        ? parsePort(env.SUPABASE_LOCAL_PORT as string, 'SUPABASE_LOCAL_PORT')
        : command === 'help'
          ? 0
          : configuredApiPort(supabaseDir),
    host: nonEmpty(values.host) ?? nonEmpty(env.SUPABASE_LOCAL_HOST) ?? '127.0.0.1',
    databaseUrl: nonEmpty(values['database-url']) ?? nonEmpty(env.SUPABASE_LOCAL_DATABASE_URL),
  };
}

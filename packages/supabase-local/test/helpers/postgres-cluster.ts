/**
 * A throwaway PostgreSQL 15 cluster (Debian's `postgresql-15`) in a temp directory, on a free
 * loopback port, for the PostgreSQL runs of the database tests and of `pnpm bench:backend`.
 * initdb and postgres refuse to run as root: as root, they run as the `postgres` user.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's postgresql-15 puts its programs (`POSTGRES15_BIN` overrides). */
export const postgres15Bin = process.env.POSTGRES15_BIN ?? '/usr/lib/postgresql/15/bin';

export function postgres15Available(): boolean {
  return existsSync(join(postgres15Bin, 'postgres')) && existsSync(join(postgres15Bin, 'initdb'));
}

export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs a program (as `postgres` when we are root and `asPostgres`); its stdout, or throws. */
export function runProgram(
  command: string,
  args: string[],
  asPostgres: boolean,
  input?: string,
): string {
  const [cmd, argv] =
    asPostgres && process.getuid?.() === 0
      ? ['su', ['postgres', '-s', '/bin/sh', '-c', [command, ...args].map(shellQuote).join(' ')]]
      : [command, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface PostgresCluster {
  /** The temp directory (data, log, unix socket). */
  dir: string;
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication, loopback only). */
  url(database?: string): string;
  /** psql's arguments for the server (host = the socket directory, port, user). */
  psqlArgs: string[];
  stop(): void;
}

export interface ClusterOptions {
  /** fsync and synchronous commit off: faster, for tests whose cluster is thrown away (default false). */
  fast?: boolean;
  maxConnections?: number;
}

/** initdb with PGlite's locale (C collation, UTF-8, C messages), then pg_ctl start. */
export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'globalhire-pg15-'));
  if (process.getuid?.() === 0) {
    chownSync(dir, Number(runProgram('id', ['-u', 'postgres'], false).trim()), 0);
  }
  const data = join(dir, 'data');
  runProgram(
    join(postgres15Bin, 'initdb'),
    [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--lc-collate=C',
      '--lc-ctype=C.UTF-8',
      '--lc-messages=C',
      '--no-sync',
    ],
    true,
  );
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 200}`,
    ...(options.fast
      ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']
      : []),
  ];
  runProgram(
    join(postgres15Bin, 'pg_ctl'),
    ['-D', data, '-w', '-l', join(dir, 'log'), '-o', settings.join(' '), 'start'],
    true,
  );
  let stopped = false;
  return {
    dir,
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    psqlArgs: ['-h', dir, '-p', String(port), '-U', 'postgres'],
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runProgram(join(postgres15Bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

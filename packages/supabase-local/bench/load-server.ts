/**
 * The server side of the load figure: supabase-local as its own process (the `supabase-local`
 * bin), on a PGlite data directory or a PostgreSQL URL, and the memory it and PostgreSQL hold.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defaultSupabaseDir, packageDir } from '../src/paths.js';

export interface BenchServer {
  child: ChildProcess;
  url: string;
  anonKey: string;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Kilobytes of a /proc/<pid>/status field (VmHWM: peak RSS, VmRSS: now). */
export function procKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1] ?? 0);
  } catch {
    return 0;
  }
}

/** RSS of the postmaster and its children (shared buffers counted once per process that touched them). */
export function clusterRssMb(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let kb = procKb(postmaster, 'VmRSS');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
        kb += procKb(Number(entry), 'VmRSS');
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

/** The `supabase-local` bin on the repository's project, until its banner is printed. */
export async function startServer(args: string[]): Promise<BenchServer> {
  const port = await freePort();
  const overlay = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'limits.toml');
  // Every session signs in from one address within seconds: lift the per-address limits.
  writeFileSync(overlay, '[auth.rate_limit]\nsign_in_sign_ups = 100000\ntoken_refresh = 100000\n');
  // BENCH_LOAD_CPU_PROF=<dir>: a V8 CPU profile of the server process, for finding hot spots.
  const profile = process.env.BENCH_LOAD_CPU_PROF;
  const child = spawn(
    process.execPath,
    [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      join(packageDir, 'bin/supabase-local.mjs'),
      'start',
      '--dir',
      defaultSupabaseDir(),
      '--port',
      String(port),
      ...args,
    ],
    { env: { ...process.env, SUPABASE_LOCAL_CONFIG: overlay }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.once('exit', () => rmSync(dirname(overlay), { recursive: true, force: true }));
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) ready();
    });
    child.once('exit', (code) => fail(new Error(`supabase-local exited with ${code}:\n${output}`)));
  });
  const anonKey = /anon key: (\S+)/.exec(output)?.[1] ?? '';
  return { child, url: `http://127.0.0.1:${port}`, anonKey };
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

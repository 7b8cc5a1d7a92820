import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProduct {
  siteUrl: string;
  supabaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs `pnpm start` (supabase-local + the built site) on a fresh temporary data directory, in its
 * own process group, and resolves once it prints that it is running. `stop()` sends Ctrl-C to the
 * whole group (SIGKILL if it lingers) and deletes the data directory.
 */
export async function startProduct(options: {
  sitePort: number;
  backendPort: number;
  timeoutMs?: number;
  /** A data directory to use and keep (a restart); by default a fresh one, deleted at stop. */
  dataDir?: string;
}): Promise<RunningProduct> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'globalhire-product-'));
  const siteUrl = `http://127.0.0.1:${options.sitePort}`;
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.sitePort),
      SUPABASE_LOCAL_PORT: String(options.backendPort),
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  });
  let output = '';
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // the group has already exited
    }
  };
  const stop = async () => {
    signalGroup('SIGINT');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 20_000);
    await closed;
    clearTimeout(timer);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('GlobalHire is running')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void closed.then(() => reject(new Error(`pnpm start exited before it was ready:\n${output}`)));
    setTimeout(
      () =>
        reject(
          new Error(
            `pnpm start was not ready within ${(options.timeoutMs ?? 360_000) / 1000} s:\n${output}`,
          ),
        ),
      options.timeoutMs ?? 360_000,
    ).unref();
  });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { siteUrl, supabaseUrl: `http://127.0.0.1:${options.backendPort}`, stop };
}

// Small helpers shared by the root scripts: run a command in its own process group (so a
// stopped run leaves no server behind), time it, and find Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Throws a clear message when the browser suites cannot run. */
export function assertChromium() {
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium not found at ${chromiumPath()}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/**
 * Runs `command args` in its own process group with output passed through (or captured).
 * Resolves with the exit code, the seconds it took and, when captured, stdout.
 */
export function run(command, args, { cwd = repoRoot, env = {}, capture = false } = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
      detached: true,
    });
    children.add(child);
    let stdout = '';
    child.stdout?.on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000, stdout });
    });
  });
}

/** Kills a long-running child's whole process group (servers started with `run`-like spawns). */
export function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

// Small helpers shared by the root scripts: run a command in its own process group (so a
// stopped or finished run leaves no browser or server behind), time it, and find Chromium.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '@globalhire/tooling/chromium';
import { watchProcessTree } from './processTreeCpu.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

/**
 * The workspace's package folders, `packages/*`, `apps/*` then `tooling`, as
 * pnpm-workspace.yaml lists them.
 */
export const workspaceDirs = () => [
  ...['packages', 'apps'].flatMap((parent) =>
    readdirSync(join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`)
      .sort(),
  ),
  'tooling',
];

/** Throws a clear message when the browser suites cannot run. */
export function assertChromium() {
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium not found at ${chromiumPath()}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
}

/**
 * Kills a child's whole process group, browsers and servers it started included; a child in the
 * runner's own group is stopped by itself (its tools stop what they started).
 */
function killGroup(child) {
  try {
    process.kill(child.ownSession ? -child.pid : child.pid, 'SIGTERM');
  } catch {
    // the process or its group is already gone
  }
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) killGroup(child);
    process.exit(130);
  });
}

/**
 * Runs `command args` in a session and process group of its own (`ownSession: false` keeps it in
 * the runner's), output passed through (or written to `logFile`,
 * for suites that run side by side). Resolves with the exit code (non-zero when it was stopped),
 * the seconds it took and the CPU seconds it and its processes used (null where unknown).
 */
export function run(
  command,
  args,
  { cwd = repoRoot, env = {}, timeoutSeconds, logFile, ownSession = true } = {},
) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const log = logFile ? openSync(logFile, 'a') : undefined;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
      stdio: ['ignore', log ?? 'inherit', log ?? 'inherit'],
      detached: ownSession,
    });
    child.ownSession = ownSession;
    if (log !== undefined) closeSync(log);
    const cpu = watchProcessTree(child.pid);
    children.add(child);
    let timedOut = false;
    const timer = timeoutSeconds
      ? setTimeout(() => {
          timedOut = true;
          console.error(
            `\n${command} ${args.join(' ')} ran over ${timeoutSeconds} s: stopping it.`,
          );
          killGroup(child);
        }, timeoutSeconds * 1000)
      : undefined;
    child.on('error', (error) => {
      cpu.stop();
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      const cpuSeconds = cpu.stop();
      killGroup(child);
      const stopped = timedOut || signal !== null;
      resolve({
        code: stopped ? code || 1 : code,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds,
        timedOut,
      });
    });
  });
}

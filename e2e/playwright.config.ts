/**
 * End-to-end suite: Playwright against `pnpm start` (supabase-local + the built site) on a fresh
 * temporary data directory, in Debian's Chromium headless shell (never a downloaded browser).
 *   pnpm test:e2e                      site on 5173, backend on 54321 (free ports if those are busy)
 *   PORT=6510 SUPABASE_LOCAL_PORT=6511 pnpm test:e2e     exactly these ports
 *   E2E_DEV=1 pnpm test:e2e            against `pnpm dev` (no build), while iterating
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '@globalhire/tooling/chromium';
import { choosePort } from '@globalhire/tooling/ports';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

// The runner loads this file first and each worker loads it again: choose ports and the data
// directory once, in the runner, and hand them to the workers through the environment.
if (!process.env.E2E_SITE_URL) {
  const sitePort = await choosePort(process.env.PORT, 5173);
  const backendPort = await choosePort(process.env.SUPABASE_LOCAL_PORT, 54321, [sitePort]);
  const dataDir = mkdtempSync(join(tmpdir(), 'globalhire-e2e-'));
  // The server is stopped after every teardown hook has run, so the directory goes at exit.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  process.env.E2E_SITE_PORT = String(sitePort);
  process.env.E2E_SITE_URL = `http://127.0.0.1:${sitePort}`;
  process.env.E2E_SUPABASE_PORT = String(backendPort);
  process.env.E2E_SUPABASE_URL = `http://127.0.0.1:${backendPort}`;
  process.env.E2E_DATA_DIR = dataDir;
  // Tests sign their own service-role key with it to prepare rows (see support/backend.ts).
  process.env.E2E_JWT_SECRET = randomBytes(32).toString('hex');
}
const siteUrl = process.env.E2E_SITE_URL as string;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  // One backend and 2 cores: tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: siteUrl,
    // A trace recorded for every test cost a quarter of the suite's CPU: only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Nothing here compares pictures: the headless shell, at well under half the CPU.
      executablePath: headlessShellPath(),
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // E2E_DEV=1 runs the suite against Vite's dev server instead (no build: a quicker loop).
    command: process.env.E2E_DEV ? 'pnpm dev' : 'pnpm start',
    cwd: repoRoot,
    url: siteUrl,
    env: {
      PORT: process.env.E2E_SITE_PORT as string,
      SUPABASE_LOCAL_PORT: process.env.E2E_SUPABASE_PORT as string,
      SUPABASE_LOCAL_DATA_DIR: process.env.E2E_DATA_DIR as string,
      SUPABASE_LOCAL_JWT_SECRET: process.env.E2E_JWT_SECRET as string,
      // Raised per-address rate limits: every test browser signs in from 127.0.0.1.
      SUPABASE_LOCAL_CONFIG: join(repoRoot, 'e2e/supabase-local.toml'),
      SITE_URL: siteUrl,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
    reuseExistingServer: false,
    // A new database (migrations + seed) and a production build of the site on 2 shared cores.
    timeout: 6 * 60_000,
    // Ctrl-C, as a person would: the start script stops the site and the backend cleanly.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

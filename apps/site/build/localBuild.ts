/**
 * The site's build for a local run (`pnpm start`): the same two builds as the production build
 * (dist/client, dist/server), at once, each in a process of its own, so each has a JavaScript
 * thread to itself (Vite's plugins, vanilla-extract's style evaluation) and neither shares one
 * with the database the caller opens meanwhile. SITE_BUILD=local selects quicker compression
 * (see vite.config.ts).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const partScript = fileURLToPath(new URL('./buildPart.mjs', import.meta.url));

type Part = 'client' | 'server';

function buildPart(siteRoot: string, part: Part, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [partScript, siteRoot, part], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SITE_BUILD: 'local' },
      signal,
    });
    // The caller exits mid-build: the build stops with it.
    const stop = () => child.kill();
    process.once('exit', stop);
    child.once('error', (error) => {
      if (error.name !== 'AbortError') reject(error);
    });
    child.once('close', (code, killedBy) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `The site's ${part} build failed (${killedBy ?? `exit code ${code}`}): its errors are above.`,
          ),
        );
    });
  });
}

/** Builds the client and the server of the site at `siteRoot`, both at once. */
export async function buildSiteForLocalRun(siteRoot: string): Promise<void> {
  const abort = new AbortController();
  const parts: Part[] = ['client', 'server'];
  try {
    await Promise.all(parts.map((part) => buildPart(siteRoot, part, abort.signal)));
  } catch (error) {
    // One build failed: the other's work would be wasted.
    abort.abort();
    throw error;
  }
}

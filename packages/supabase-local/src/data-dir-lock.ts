import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process that holds the data directory, if one is running. */
export function dataDirOwner(dataDir: string): number | null {
  const file = join(dataDir, 'supabase-local.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Claims the data directory for this process. PGlite is single-process: two servers on one
 * directory would corrupt it, so a second start (or a reset) while one runs is refused.
 */
export function lockDataDir(dataDir: string): () => void {
  const owner = dataDirOwner(dataDir);
  if (owner !== null) {
    throw new Error(`${dataDir} is in use by supabase-local (pid ${owner}); stop it first.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'supabase-local.pid');
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

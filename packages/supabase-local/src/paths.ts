import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The directory of this package (packages/supabase-local). */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm workspace root: the nearest ancestor of this package holding pnpm-workspace.yaml. */
export function findWorkspaceRoot(start: string = packageDir): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${start}`);
    dir = parent;
  }
}

/** The repository's `supabase/` directory (migrations, seed.sql, config.toml). */
export function defaultSupabaseDir(): string {
  return join(findWorkspaceRoot(), 'supabase');
}

/** Where `supabase-local start` keeps its data unless SUPABASE_LOCAL_DATA_DIR says otherwise. */
export function defaultDataDir(): string {
  return process.env.SUPABASE_LOCAL_DATA_DIR
    ? resolve(process.env.SUPABASE_LOCAL_DATA_DIR)
    : join(findWorkspaceRoot(), '.data');
}

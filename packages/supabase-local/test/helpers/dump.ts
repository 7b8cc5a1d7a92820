import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/open.js';
import { defaultSupabaseDir, packageDir } from '../../src/paths.js';

function sqlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')).sort().map((f) => join(dir, f)) : [];
}

/** A fingerprint of everything that shapes the database: platform SQL, migrations, seed, PGlite. */
function fingerprint(supabaseDir: string): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(packageDir, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  const files = [
    ...sqlFiles(join(packageDir, 'src/platform')),
    ...sqlFiles(join(supabaseDir, 'migrations')),
    ...sqlFiles(supabaseDir),
  ];
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the fully migrated and seeded database once and keeps its `dumpDataDir('gzip')` tarball
 * in the temp directory, keyed by a fingerprint of its inputs, so every test file restores it
 * in about a second instead of rebuilding it.
 */
export async function buildTestDump(supabaseDir: string = defaultSupabaseDir()): Promise<string> {
  const file = join(tmpdir(), `supabase-local-test-${fingerprint(supabaseDir)}.tar.gz`);
  if (existsSync(file)) return file;
  const { db } = await openDatabase({ supabaseDir, seed: true });
  try {
    const dump = await db.dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/open.js';
import { defaultSupabaseDir, packageDir } from '../../src/paths.js';

function sqlFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => join(dir, f))
    : [];
}

/** A fingerprint of everything that shapes the database: platform SQL, migrations, seed, PGlite. */
function fingerprint(supabaseDir: string): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(packageDir, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  // How the dump is made (bump when that changes: an older dump of the same SQL is not reused).
  hash.update('dump layout 2: checkpointed, old WAL removed');
  // The seed writes rows relative to now() (recent jobs, upcoming interviews): a dump is good for one day.
  hash.update(new Date().toISOString().slice(0, 10));
  const files = [
    ...sqlFiles(join(packageDir, 'src/platform')),
    ...sqlFiles(join(supabaseDir, 'migrations')),
    ...sqlFiles(supabaseDir),
    // Each area's demo rows (config.toml's [db.seed] sql_paths reads ./seeds/*.sql too).
    ...sqlFiles(join(supabaseDir, 'seeds')),
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
 * (under a second) instead of rebuilding it.
 */
export async function buildTestDump(supabaseDir: string = defaultSupabaseDir()): Promise<string> {
  const file = join(tmpdir(), `supabase-local-test-${fingerprint(supabaseDir)}.tar.gz`);
  if (existsSync(file)) return file;
  const { db, pglite } = await openDatabase({ supabaseDir, seed: true });
  try {
    // A checkpoint that removes the migrations' and seed's write-ahead log instead of keeping it
    // for reuse: every restore unpacks one 1 MB segment, not seven (4.0 MB gzipped, not 6.1).
    await db.exec('set wal_recycle = off; checkpoint');
    const dump = await (pglite as NonNullable<typeof pglite>).dumpDataDir('gzip');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.close();
  }
  removeStaleDumps(file);
  return file;
}

/** Dumps of older SQL, left by earlier runs; spared for a while in case a running suite still reads one. */
function removeStaleDumps(current: string): void {
  const cutoff = Date.now() - 15 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!/^supabase-local-test-[0-9a-f]{16}\.tar\.gz$/.test(name) || path === current) continue;
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

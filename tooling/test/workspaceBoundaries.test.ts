import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/viteWorkspace.mjs';

const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', '.data']);

/** The TypeScript and JavaScript sources under `dir`, relative to the repository root. */
function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith('.scratch')) continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name)) found.push(relative(repoRoot, path));
    }
  };
  walk(join(repoRoot, dir));
  return found;
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
const specifiers = (file: string) =>
  [
    ...readFileSync(join(repoRoot, file), 'utf8').matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g,
    ),
  ].map(([, specifier]) => specifier as string);

describe('the workspace boundaries', () => {
  it('no package, app or config imports from the root scripts folder', () => {
    const files = [
      ...['packages', 'apps'].flatMap((parent) => sources(parent)),
      ...sources('tooling'),
      ...sources('e2e'),
      ...sources('.storybook'),
      ...sources('supabase'),
      'vitest.config.ts',
      'vitest.node.config.ts',
    ];
    const intoScripts = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) =>
          relative(repoRoot, join(repoRoot, file, '..', specifier)).startsWith('scripts/'),
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(intoScripts).toEqual([]);
  });

  it("tests reach supabase-local's helpers through its package export", () => {
    const files = [...sources('supabase'), ...sources('packages')].filter(
      (file) => !file.startsWith('packages/supabase-local/'),
    );
    const relativeHelpers = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => /^\.{1,2}\/.*supabase-local\/test\/helpers/.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(relativeHelpers).toEqual([]);
  });
});

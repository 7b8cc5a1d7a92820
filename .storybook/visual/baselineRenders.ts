import { execFileSync } from 'node:child_process';
import { recordFile } from './recordFile';

/**
 * A file of render digests by name (see renderFingerprint), kept by `pnpm test:visual --update`:
 * - `renders.json`: for each picture, the digest of the render its baseline was photographed
 *   from. A later run whose render of that picture has the same digest, in the same browser and
 *   fonts, draws the same pixels, so the picture is not taken again (as Chromatic's TurboSnap
 *   skips unchanged stories).
 * - `axe-clean.json`: for each story test, the digest of the render axe last found nothing wrong
 *   with after its play function, axe's version and the story's rules included. axe reads
 *   only the document, so the same digest gets the same answer, and axe is not run on it again.
 */
export function renderDigestsFile(file: string) {
  const entries = recordFile(file);
  return {
    all: entries.all,
    /** The digest `name` was taken from, or none (a render markup cannot describe). */
    record: (name: string, digest: string | null) => entries.set({ [name]: digest ?? undefined }),
    /** Entries of names no story has any more; with `remove`, deleted. */
    stale(expected: Set<string>, { remove }: { remove: boolean }) {
      const names = Object.keys(entries.all()).filter((name) => !expected.has(name));
      if (remove) entries.set(Object.fromEntries(names.map((name) => [name, undefined])));
      return names;
    },
  };
}

export type RenderDigests = ReturnType<typeof renderDigestsFile>;

/**
 * What draws the pixels besides the page: Debian's packages of the browser, the fallback and
 * emoji fonts and the font rasteriser. An upgrade of any of them takes every picture again.
 */
const renderingPackages = [
  'chromium',
  'fonts-dejavu-core',
  'fonts-liberation',
  'fonts-noto-color-emoji',
  'libfreetype6',
  'libfontconfig1',
  'libharfbuzz0b',
];

export function renderingEnvironment(browserVersion: string) {
  let packages = '';
  try {
    packages = execFileSync('dpkg-query', ['-W', ...renderingPackages], { encoding: 'utf8' });
  } catch (error) {
    // A package missing (its line absent), or not Debian: the browser's version alone.
    packages = String((error as { stdout?: unknown }).stdout ?? '');
  }
  return `${browserVersion}\n${packages.trim()}`;
}

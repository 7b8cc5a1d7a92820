import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `renders.json` beside the baselines: for each picture, the digest of the render it was last
 * photographed from by `pnpm test:visual --update` (see renderFingerprint). A later run whose
 * render of that picture has the same digest, in the same browser and fonts, draws the same
 * pixels, so the picture is not taken again (as Chromatic's TurboSnap skips unchanged stories).
 */
export function baselineRendersFile(file: string) {
  let entries: Record<string, string> = {};
  try {
    entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // No file yet: every picture is photographed.
  }
  let saving: NodeJS.Timeout | undefined;
  // An update records a digest per picture: written once the burst of records is over.
  const save = () => {
    clearTimeout(saving);
    saving = setTimeout(() => {
      const sorted = Object.fromEntries(
        Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)),
      );
      writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
    }, 200);
  };
  return {
    all: () => ({ ...entries }),
    /** The digest `name` was photographed from, or none (a render markup cannot describe). */
    record(name: string, digest: string | null) {
      if ((entries[name] ?? null) === digest) return;
      if (digest) entries[name] = digest;
      else delete entries[name];
      save();
    },
    /** Entries for pictures no story draws any more; with `remove`, deleted. */
    stale(expected: Set<string>, { remove }: { remove: boolean }) {
      const names = Object.keys(entries).filter((name) => !expected.has(name));
      if (remove && names.length > 0) {
        names.forEach((name) => delete entries[name]);
        save();
      }
      return names;
    },
  };
}

export type BaselineRenders = ReturnType<typeof baselineRendersFile>;

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

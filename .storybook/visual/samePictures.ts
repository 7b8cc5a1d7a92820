import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `same-as.json` beside the baselines: each picture that draws the same as another's baseline,
 * and that baseline (a play story photographed before its play function, a loading state two
 * pages share). Such a picture has no PNG of its own. `pnpm test:visual --update` keeps the file
 * current: a picture whose pixels equal a baseline taken earlier in the run joins it here, and
 * one that draws something else gets its own baseline again.
 */
export function samePicturesFile(file: string) {
  let entries: Record<string, string> = {};
  try {
    entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // No file yet: every picture has its own baseline.
  }
  const save = () => {
    const sorted = Object.fromEntries(
      Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  };
  return {
    /** The baseline a picture is compared with: its own, or the one it draws the same as. */
    baselineOf: (name: string) => entries[name] ?? name,
    all: () => ({ ...entries }),
    /** Records that `name` draws the same as `baseline` (written at once: runs may be filtered). */
    join(name: string, baseline: string) {
      if (entries[name] === baseline) return;
      entries[name] = baseline;
      save();
    },
    /** `name` has a baseline of its own again. */
    leave(name: string) {
      if (!(name in entries)) return;
      delete entries[name];
      save();
    },
  };
}

export type SamePictures = ReturnType<typeof samePicturesFile>;

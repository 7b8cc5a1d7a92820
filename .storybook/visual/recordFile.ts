import { readFileSync, writeFileSync } from 'node:fs';

/**
 * A JSON file of picture names and strings beside the baselines (same-as.json, renders.json):
 * read once, and written whole after each change, sorted by name so its diffs stay small.
 * A file not there yet reads as empty.
 */
export function recordFile(file: string) {
  let entries: Record<string, string> = {};
  try {
    entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // No file yet.
  }
  const save = () => {
    const sorted = Object.fromEntries(
      Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  };
  return {
    get: (name: string): string | undefined => entries[name],
    all: () => ({ ...entries }),
    /** Sets (or, with undefined, removes) the names given; written at once: runs may be cut short. */
    set(changes: Record<string, string | undefined>) {
      let changed = false;
      for (const [name, value] of Object.entries(changes)) {
        if (entries[name] === value) continue;
        if (value === undefined) delete entries[name];
        else entries[name] = value;
        changed = true;
      }
      if (changed) save();
    },
  };
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHistoryWords, isChecked, lintRepository } from '../src/historyWords.mjs';

// `pnpm lint` fails on words that say how the code was written rather than what it does
// (scripts/lint-history-words.mjs, with the rules of src/historyWords.mjs). The samples are put
// together when the test runs, so this file itself holds none of the words it checks for.
const numbered = (word: string, n: number | string) => `${word} ${n}`;
describe('the history-words check', () => {
  it('finds a numbered work session, naming its line', () => {
    expect(
      findHistoryWords(`// Why this is so.\n// Cut in ${numbered('session', 12)} to save time.`),
    ).toEqual([{ line: 2, words: numbered('session', 12), records: 'a numbered work session' }]);
    expect(findHistoryWords(`as ${numbered('sessions', '21–26')} measured`)).toHaveLength(1);
  });

  it('leaves an auth session alone', () => {
    expect(findHistoryWords('Signing out ends the auth session; other sessions stay.')).toEqual([]);
    expect(findHistoryWords('the session is aal2, and 3 sessions may be open')).toEqual([]);
  });

  it('finds issue and finding numbers, timings of one machine and abandoned experiments', () => {
    const text = [
      `-- Contact details (${numbered('issue', 11)}, ${numbered('finding', 1)}).`,
      `// 259 → 94 ${['core-seconds', 'here'].join(' ')}.`,
      'costs 0.85 core-s',
      'Tried and dropped: a larger heap.',
      'while five other sessions ran',
      'as measured here',
      'written by helper-3',
    ].join('\n');
    expect(findHistoryWords(text).map(({ line, records }) => `${line} ${records}`)).toEqual([
      '1 an issue number',
      '1 a finding number',
      "2 one machine's CPU timing",
      "3 one machine's CPU timing",
      '4 an abandoned experiment',
      '5 the other work going on at the time',
      "6 one machine's measurement",
      "7 a helper's name",
    ]);
  });

  it('leaves product words alone', () => {
    const text = [
      'Employers can issue offers; an issue with the upload shows an error.',
      'A finding of the visa check is shown to the candidate.',
      'Core-seconds the machine spent busy so far (Linux).',
      'spec §5: the route guard',
    ].join('\n');
    expect(findHistoryWords(text)).toEqual([]);
  });

  it('names file:line for each hit and skips generated files', () => {
    const root = mkdtempSync(join(tmpdir(), 'history-words-'));
    writeFileSync(join(root, 'notes.md'), `Fine.\nAs ${numbered('session', 12)} found.\n`);
    writeFileSync(join(root, 'auth.ts'), '// Ends the auth session.\n');
    expect(lintRepository(root, ['notes.md', 'auth.ts'])).toEqual([
      `notes.md:2: "${numbered('session', 12)}" (a numbered work session)`,
    ]);
    expect(isChecked('apps/site/dist/assets/main.js')).toBe(false);
    expect(isChecked('pnpm-lock.yaml')).toBe(false);
    expect(isChecked('docs/testing.md')).toBe(true);
  });
});

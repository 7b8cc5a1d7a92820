// Code, comments, docs and configs say what the product does and why. Words that record how the
// code came to be written (numbered work sessions, issue and finding numbers, one machine's CPU
// timings, helpers' names, experiments abandoned) age at once and mean nothing to the next
// reader: `pnpm lint` fails on them (scripts/lint-history-words.mjs), naming file:line.
// Types: historyWords.d.mts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const numberWord = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many)`;

/** Each rule: what it matches, and what such words record. An auth session never matches. */
export const historyRules = [
  { pattern: /\bsessions?\s+#?\d+/i, records: 'a numbered work session' },
  {
    pattern: new RegExp(String.raw`\b${numberWord}\s+other\s+sessions\b`, 'i'),
    records: 'the other work going on at the time',
  },
  { pattern: /\bissues?\s+#\d+|\bissues?\s+\d+\b/i, records: 'an issue number' },
  { pattern: /\bfindings?\s+#?\d+/i, records: 'a finding number' },
  { pattern: /\d+(?:[.,]\d+)*\s*core-s(?:econds?)?\b/i, records: "one machine's CPU timing" },
  { pattern: /\bmeasured\s+here\b/i, records: "one machine's measurement" },
  { pattern: /\bhelper-\d+/i, records: "a helper's name" },
  { pattern: /\btried\s+and\s+dropped\b/i, records: 'an abandoned experiment' },
];

/** Generated, binary or recorded files, and this check with its own test samples. */
const skipped = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /(^|\/)storybook-static\//,
  /(^|\/)pnpm-lock\.yaml$/,
  /(^|\/)__screenshots__\//,
  /\.(?:png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|tgz|wasm|docx?)$/i,
  /^tooling\/src\/historyWords\.mjs$/,
  /^tooling\/test\/historyWords\.test\.ts$/,
];

export const isChecked = (file) => !skipped.some((pattern) => pattern.test(file));

/** Every line of `text` holding history words: its number (from 1), the words, what they record. */
export function findHistoryWords(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, records } of historyRules) {
      const match = pattern.exec(line);
      if (match) found.push({ line: index + 1, words: match[0], records });
    }
  });
  return found;
}

/** The repository's files, tracked or new (not ignored), as git lists them; nothing is changed. */
export function repositoryFiles(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0').filter(Boolean))].filter(isChecked);
}

/** `file:line: "words" (what they record)` for every hit in the files under `root`. */
export function lintRepository(root, files = repositoryFiles(root)) {
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    if (text.includes('\0')) continue;
    for (const { line, words, records } of findHistoryWords(text))
      problems.push(`${file}:${line}: "${words}" (${records})`);
  }
  return problems;
}

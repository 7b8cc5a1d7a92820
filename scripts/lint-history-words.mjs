#!/usr/bin/env node
// `pnpm lint` runs this after ESLint: it fails on words that say how the code was written rather
// than what it does, naming file:line. The rules are in @globalhire/tooling (historyWords.mjs).
import { fileURLToPath } from 'node:url';
import { lintRepository } from '@globalhire/tooling/history-words';

const problems = lintRepository(fileURLToPath(new URL('..', import.meta.url)));
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} line(s) say how the code was written rather than what it does and why: reword them in product terms.`,
  );
  process.exit(1);
}

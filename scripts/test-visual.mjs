#!/usr/bin/env node
// `pnpm test:visual`: a screenshot of every story compared with its committed baseline in
// .storybook/visual/__screenshots__. `pnpm test:visual --update` rewrites the baselines (and
// removes those whose story is gone); other arguments go to Vitest, e.g. `-t JobCard`.
import { assertChromium, bin, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update') || args.includes('-u');
const passThrough = args.filter((arg) => arg !== '--update' && arg !== '-u');

assertChromium();
const { code } = await run(bin('vitest'), [
  'run',
  '-c',
  '.storybook/visual/vitest.config.ts',
  ...(update ? ['--update'] : []),
  ...passThrough,
]);
process.exit(code);

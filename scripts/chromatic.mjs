#!/usr/bin/env node
// `pnpm chromatic`: publishes Storybook to Chromatic for visual review (settings in
// chromatic.config.json). Without CHROMATIC_PROJECT_TOKEN there is nothing to publish to, so it
// says so and stops; the committed-baseline suite (`pnpm test:visual`) needs no account.
import { bin, run } from './lib/run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Create a project at chromatic.com, ' +
      'then run CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic. Visual regression without an ' +
      'account: pnpm test:visual.',
  );
  process.exit(0);
}

// The CLI reads the token from the environment; extra arguments pass through (e.g. --dry-run).
const { code } = await run(bin('chromatic'), [
  '--config-file',
  'chromatic.config.json',
  ...process.argv.slice(2),
]);
process.exit(code);

#!/usr/bin/env node
// The static Storybook smoke test: build Storybook as `pnpm build-storybook` does (what
// Chromatic publishes), serve it, and check in headless Chromium that its stories draw their
// text in the bundled Inter, as in dev Storybook where the visual baselines are taken, and that
// its props tables name every type (no `unknown`) and show Button's choices and defaults. A
// production build can drop what dev keeps (the font's CSS once was), so only the build tells.
// `--reuse` checks an existing `storybook-static/` instead of building into a temp dir.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { assertInterRendered } from './lib/fontCheck.mjs';
import { buttonTableProblems, libraryArgTypes, unknownTypes } from './lib/propsTableCheck.mjs';
import { chromiumArgs, chromiumPath } from '@globalhire/tooling/chromium';
import { assertChromium, bin, repoRoot } from './lib/run.mjs';
import { serveStatic } from './lib/serveStatic.mjs';
import { mustRun, smokeChecks } from './lib/smokeChecks.mjs';

const reuse = process.argv.includes('--reuse');
const work = reuse ? undefined : mkdtempSync(join(tmpdir(), 'globalhire-storybook-'));
const out = reuse ? join(repoRoot, 'storybook-static') : join(work, 'storybook-static');
const { check, runChecks } = smokeChecks('storybook static smoke');

const storyUrl = (id, viewMode = 'story') => `iframe.html?id=${id}&viewMode=${viewMode}`;

async function main() {
  if (reuse) {
    if (!existsSync(join(out, 'iframe.html')))
      throw new Error('--reuse: storybook-static/ has no build (run pnpm build-storybook)');
    console.log(`storybook static smoke on ${out}`);
  } else {
    console.log(`storybook static smoke in ${work}`);
    await check('Storybook builds (storybook build)', () =>
      mustRun(bin('storybook'), ['build', '--loglevel', 'error', '-o', out]),
    );
  }

  assertChromium();
  const server = await serveStatic(out, { ports: [6200, 6299] });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();

    await check('a story draws its text in the bundled Inter', async () => {
      await page.goto(server.url + storyUrl('components-button--default'));
      await page.locator('#storybook-root button').first().waitFor({ timeout: 20_000 });
      await assertInterRendered(page, '#storybook-root button');
    });

    // The symptom seen without the font: DejaVu has two weights, so 400 and 500 looked alike.
    await check('the Design tokens page shows four distinct font weights', async () => {
      await page.goto(server.url + storyUrl('design-tokens--docs', 'docs'));
      const samples = page.getByText('Senior Frontend Engineer', { exact: true });
      await samples.first().waitFor({ timeout: 20_000 });
      await assertInterRendered(page, '#storybook-docs td[style*="font-weight"]');
      const widths = await samples.evaluateAll(async (cells) => {
        await document.fonts.ready;
        return cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return `${getComputedStyle(cell).fontWeight}: ${range.getBoundingClientRect().width.toFixed(2)}`;
        });
      });
      const distinct = new Set(widths.map((entry) => entry.split(': ')[1]));
      if (widths.length !== 4 || distinct.size !== 4)
        throw new Error(`the weight samples are not four different widths (${widths.join(', ')})`);
    });

    // react-docgen could not resolve `(typeof buttonTones)[number]` and showed `unknown[number]`.
    let components;
    await check('no prop in any props table has an unknown type', async () => {
      await page.goto(server.url + storyUrl('components-button--default'));
      await page.locator('#storybook-root button').first().waitFor({ timeout: 20_000 });
      components = await libraryArgTypes(page);
      const count = Object.keys(components).length;
      if (count < 50) throw new Error(`only ${count} components' argTypes were found`);
      const unknown = unknownTypes(components);
      if (unknown.length) throw new Error(`${unknown.length} unknown types: ${unknown.join('; ')}`);
    });

    await check("Button's table lists its unions, shows defaults, and `type` is a select", () => {
      const problems = buttonTableProblems(components ?? {});
      if (problems.length) throw new Error(problems.join('; '));
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await runChecks(main, () => {
  if (work) rmSync(work, { recursive: true, force: true });
});

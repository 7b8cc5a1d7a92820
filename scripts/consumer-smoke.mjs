#!/usr/bin/env node
// The consumer smoke test: pack @globalhire/ui as npm would publish it, install the tarball
// into a throwaway Vite + React app in a temp dir, build that app, open it in headless
// Chromium and check that a component renders with the package's CSS applied.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { assertInterRendered } from './lib/fontCheck.mjs';
import { chromiumArgs, chromiumPath } from '@globalhire/tooling/chromium';
import { assertChromium, repoRoot } from './lib/run.mjs';
import { serveStatic } from './lib/serveStatic.mjs';
import { mustRun, smokeChecks } from './lib/smokeChecks.mjs';

const uiDir = join(repoRoot, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'globalhire-consumer-'));
const { check, runChecks } = smokeChecks('consumer smoke');

const versionOf = (name) =>
  JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;

let tarball;
let manifest;
const app = join(work, 'app');

/** Opens the built app in Chromium; fails on any page error or console error. */
async function inBrowser(visit) {
  assertChromium();
  const server = await serveStatic(join(app, 'dist'), { ports: [6100, 6199] });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(server.url);
    await visit(page);
    if (errors.length > 0) throw new Error(`the page logged errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  console.log(`consumer smoke test in ${work}`);
  await check('the package builds (tsup)', () =>
    mustRun('pnpm', ['--filter', '@globalhire/ui', 'run', 'build']),
  );

  await check('pnpm pack applies publishConfig: exports point at dist', async () => {
    await mustRun('pnpm', ['pack', '--pack-destination', work], { cwd: uiDir });
    tarball = join(
      work,
      readdirSync(work).find((file) => file.endsWith('.tgz')),
    );
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    await mustRun('tar', ['-xzf', tarball, '-C', unpacked]);
    manifest = JSON.parse(readFileSync(join(unpacked, 'package/package.json'), 'utf8'));
    const entry = manifest.exports?.['.'];
    if (entry?.import !== './dist/index.js' || entry?.types !== './dist/index.d.ts') {
      throw new Error(`packed exports["."] is ${JSON.stringify(entry)}`);
    }
    if (manifest.exports['./styles.css'] !== './dist/index.css')
      throw new Error('styles.css is not exported');
    const files = readdirSync(join(unpacked, 'package/dist'));
    for (const file of ['index.js', 'index.d.ts', 'index.css']) {
      if (!files.includes(file)) throw new Error(`the tarball lacks dist/${file}`);
    }
    if (readdirSync(join(unpacked, 'package')).includes('src'))
      throw new Error('the tarball ships src/');
  });

  await check('the tarball is lean: minified JS, a map without sources, a LICENSE', async () => {
    const packed = (path) => join(work, 'unpacked/package', path);
    const code = readFileSync(packed('dist/index.js'), 'utf8');
    // Unminified, the bundle has a line per statement (about 3,700).
    if (code.split('\n').length > 1000) throw new Error('dist/index.js is not minified');
    if (!code.includes('/* @__PURE__ */'))
      throw new Error('dist/index.js lost its pure annotations: consumers cannot tree-shake it');
    const map = JSON.parse(readFileSync(packed('dist/index.js.map'), 'utf8'));
    if (map.sourcesContent) throw new Error('dist/index.js.map embeds the sources');
    if (!map.sources.some((source) => source.startsWith('../src/')))
      throw new Error('dist/index.js.map does not point into src/');
    for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md', 'dist/inter-LICENSE.txt']) {
      readFileSync(packed(file));
    }
    const fontDependency = Object.keys(manifest.dependencies ?? {}).find((name) =>
      name.startsWith('@fontsource'),
    );
    if (fontDependency)
      throw new Error(`${fontDependency} is a dependency, though styles.css bundles the font`);
  });

  await check('the tarball installs into a fresh Vite + React app and the app builds', async () => {
    mkdirSync(join(app, 'src'), { recursive: true });
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'globalhire-consumer-smoke',
          private: true,
          type: 'module',
          dependencies: {
            '@globalhire/ui': `file:${tarball}`,
            react: versionOf('react'),
            'react-dom': versionOf('react-dom'),
          },
          devDependencies: {
            vite: versionOf('vite'),
            '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
          },
        },
        null,
        2,
      ),
    );
    writeFileSync(
      join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
    );
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
    );
    writeFileSync(
      join(app, 'src/main.jsx'),
      [
        "import '@globalhire/ui/styles.css';",
        "import { Button, Dialog, DialogContent, Theme } from '@globalhire/ui';",
        "import { createRoot } from 'react-dom/client';",
        // The README's set-up: a Theme on the app's root div (not <body>), each with an open dialog.
        'const Section = ({ theme }) => (',
        '  <Theme theme={theme} data-testid={`${theme}-theme`}>',
        '    <h1>Jobs abroad</h1>',
        '    <Button>Apply now ({theme})</Button>',
        '    <Dialog defaultOpen modal={false}>',
        // Two open at once: neither takes focus from the other (which would close a non-modal one).
        '      <DialogContent',
        '        title={`Apply in ${theme}?`}',
        '        onOpenAutoFocus={(event) => event.preventDefault()}',
        '        onInteractOutside={(event) => event.preventDefault()}',
        '      >',
        '        Your profile goes to the employer.',
        '      </DialogContent>',
        '    </Dialog>',
        '  </Theme>',
        ');',
        "createRoot(document.getElementById('root')).render(",
        '  <main><Section theme="light" /><Section theme="dark" /></main>,',
        ');',
        '',
      ].join('\n'),
    );
    // The workspace's store already holds every package: install offline-first, outside the workspace.
    await mustRun(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'],
      {
        cwd: app,
      },
    );
    await mustRun(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: app,
    });
  });

  await check('a Button renders in Chromium with the package CSS and font applied', async () => {
    await inBrowser(async (page) => {
      const button = page.getByRole('button', { name: 'Apply now (light)' });
      await button.waitFor({ timeout: 10_000 });
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          radius: style.borderRadius,
          font: style.fontFamily,
        };
      });
      const unstyled = ['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)', 'rgb(240, 240, 240)'];
      if (unstyled.includes(look.background))
        throw new Error(`the button has no theme background (${look.background})`);
      if (look.radius === '0px') throw new Error('the button has no radius from the theme');
      if (!look.font.includes('Inter')) throw new Error(`the button font is ${look.font}`);
      await assertInterRendered(page, 'button');
    });
  });

  await check('a div-level Theme draws itself and its Dialog, in light and in dark', async () => {
    await inBrowser(async (page) => {
      // tokens.ts: background, text and surfaceRaised (the dialog) of each theme.
      const expected = {
        light: {
          background: 'rgb(248, 250, 252)',
          text: 'rgb(15, 23, 42)',
          dialog: 'rgb(255, 255, 255)',
        },
        dark: {
          background: 'rgb(11, 18, 32)',
          text: 'rgb(226, 232, 240)',
          dialog: 'rgb(22, 33, 58)',
        },
      };
      for (const [theme, colours] of Object.entries(expected)) {
        const dialog = page.getByRole('dialog', { name: `Apply in ${theme}?` });
        await dialog.waitFor({ timeout: 10_000 });
        const look = await dialog.evaluate((element) => {
          const themeElement = element.closest('[data-theme]');
          const of = (node) => {
            const style = getComputedStyle(node);
            return { background: style.backgroundColor, text: style.color, font: style.fontFamily };
          };
          return {
            insideTheme: themeElement?.getAttribute('data-testid') ?? null,
            theme: themeElement ? of(themeElement) : null,
            dialog: of(element),
          };
        });
        if (look.insideTheme !== `${theme}-theme`)
          throw new Error(`the ${theme} dialog renders outside its Theme (in ${look.insideTheme})`);
        const problems = [
          look.theme.background !== colours.background &&
            `Theme background ${look.theme.background}`,
          look.theme.text !== colours.text && `Theme text ${look.theme.text}`,
          !look.theme.font.includes('Inter') && `Theme font ${look.theme.font}`,
          look.dialog.background !== colours.dialog &&
            `dialog background ${look.dialog.background}`,
          look.dialog.text !== colours.text && `dialog text ${look.dialog.text}`,
          !look.dialog.font.includes('Inter') && `dialog font ${look.dialog.font}`,
        ].filter(Boolean);
        if (problems.length > 0) throw new Error(`${theme}: ${problems.join('; ')}`);
      }
    });
  });
}

await runChecks(main, () => {
  if (!process.env.KEEP_CONSUMER_APP) rmSync(work, { recursive: true, force: true });
});

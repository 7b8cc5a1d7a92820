/**
 * `pnpm start`'s build (localBuild.ts, and its freshness check in buildIfChanged.ts) on a
 * small site: a client and a server entry, a config whose plugin notes when each build runs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSiteIfChanged } from './buildIfChanged';
import { buildSiteForLocalRun } from './localBuild';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A repository with a site at apps/site; each build appends `part event time env` lines to a log. */
function fixtureRepo(serverSource = 'export const server = () => "ok";\n') {
  const repo = mkdtempSync(join(tmpdir(), 'local-build-'));
  dirs.push(repo);
  const site = join(repo, 'apps/site');
  mkdirSync(site, { recursive: true });
  const log = join(repo, 'builds.log');
  writeFileSync(join(site, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(site, 'client.js'), 'document.title = "client";\n');
  writeFileSync(join(site, 'server.js'), serverSource);
  writeFileSync(
    join(site, 'vite.config.mjs'),
    `import { appendFileSync } from 'node:fs';
const note = (part, event) => appendFileSync(${JSON.stringify(log)}, \`\${part} \${event} \${Date.now()} \${process.env.SITE_BUILD}\\n\`);
const timeline = (part) => ({
  name: 'timeline',
  async buildStart() {
    note(part, 'start');
    // Long enough that two builds run one after the other cannot overlap.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  },
  writeBundle() { note(part, 'end'); },
});
export default ({ isSsrBuild }) => ({
  plugins: [timeline(isSsrBuild ? 'server' : 'client')],
  build: isSsrBuild
    ? { outDir: 'dist/server', rolldownOptions: { input: { site: 'server.js' } } }
    : { outDir: 'dist/client', manifest: true, rolldownOptions: { input: 'client.js' } },
});
`,
  );
  const events = () =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((line) => {
            const [part, event, time, env] = line.split(' ');
            return { part, event, time: Number(time), env };
          })
      : [];
  return { repo, site, events };
}

describe('the local build', { timeout: 60_000 }, () => {
  it('builds the client and the server at once, as a local build', async () => {
    const { site, events } = fixtureRepo();
    await buildSiteForLocalRun(site);
    expect(existsSync(join(site, 'dist/client/.vite/manifest.json'))).toBe(true);
    expect(existsSync(join(site, 'dist/server/site.js'))).toBe(true);
    const at = (part: string, event: string) =>
      events().find((entry) => entry.part === part && entry.event === event)!.time;
    expect(at('server', 'start')).toBeLessThan(at('client', 'end'));
    expect(at('client', 'start')).toBeLessThan(at('server', 'end'));
    expect(new Set(events().map((entry) => entry.env))).toEqual(new Set(['local']));
  });

  it('fails, naming the build that failed, when one of them does', async () => {
    const { site } = fixtureRepo('export const server = (;\n');
    await expect(buildSiteForLocalRun(site)).rejects.toThrow(/The site's server build failed/);
  });
});

describe('pnpm start builds the site only when its inputs changed', { timeout: 60_000 }, () => {
  it('reuses a build of the same inputs, and never one a failed build left behind', async () => {
    const { repo, site, events } = fixtureRepo();
    expect(await buildSiteIfChanged(repo, site)).toBe(true);
    expect(await buildSiteIfChanged(repo, site)).toBe(false);
    const builds = events().length;

    // The next build fails halfway (the client is written, the server is not)...
    const server = readFileSync(join(site, 'server.js'), 'utf8');
    writeFileSync(join(site, 'server.js'), 'export const server = (;\n');
    await expect(buildSiteIfChanged(repo, site)).rejects.toThrow(/server build failed/);
    // ...and with the inputs back as they were, the mixed build on disk is not taken for theirs.
    writeFileSync(join(site, 'server.js'), server);
    expect(await buildSiteIfChanged(repo, site)).toBe(true);
    expect(events().length).toBeGreaterThan(builds);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../apps/site');
const routesFile = join(siteRoot, 'src/app/routes.tsx');

export interface SiteRoute {
  /** '/', '/jobs/:id', … */
  path: string;
  /** The lazily loaded page module relative to apps/site ('src/pages/jobs/JobsPage.tsx'), if any. */
  module?: string;
}

/**
 * The site's public route table (`publicRoutes` in apps/site/src/app/routes.tsx), read from its
 * source so that the e2e suite and the bench cover a route the moment it is added there.
 */
export function publicSiteRoutes(): SiteRoute[] {
  const source = readFileSync(routesFile, 'utf8');
  const start = source.indexOf('export const publicRoutes');
  const end = source.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error(`no publicRoutes array in ${routesFile}`);
  // Each route object runs from its `index`/`path` key to the next one (formatting may wrap it).
  const table = source.slice(start, end);
  const routes = [
    ...table.matchAll(
      /(?:index:\s*true|path:\s*'([^']+)')([\s\S]*?)(?=(?:index:\s*true|path:\s*')|$)/g,
    ),
  ].map(([, path, rest]): SiteRoute => {
    // `lazy: page('jobs/JobsPage')` (a module of src/pages) or `import('../pages/jobs/JobsPage')`.
    const lazy =
      /page\('([^']+)'/.exec(rest ?? '') ?? /import\('\.\.\/pages\/([^']+)'\)/.exec(rest ?? '');
    return { path: `/${path ?? ''}`, ...(lazy ? { module: `src/pages/${lazy[1]}.tsx` } : {}) };
  });
  if (routes.length === 0)
    throw new Error(`no routes found in the publicRoutes array of ${routesFile}`);
  return routes;
}

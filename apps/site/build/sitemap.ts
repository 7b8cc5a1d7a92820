import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Public pages that exist whatever the database holds. */
export const staticPaths = [
  '/',
  '/jobs',
  '/employers',
  '/candidates',
  '/about',
  '/contact',
  '/faqs',
  '/blog',
  '/blog/visa-guides',
  '/blog/relocation-tips',
  '/blog/career-advice',
  '/terms',
  '/privacy-policy',
  '/cookie-policy',
  '/fees',
  '/login',
  '/register',
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(siteUrl: string, entries: { path: string; lastmod?: string }[]): string {
  const base = siteUrl.replace(/\/$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const last = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(base + path)}</loc>${last}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Writes dist/sitemap.xml and robots.txt at build: the static public pages plus every approved
 * job, article and company page read from the database the build points at (VITE_SUPABASE_URL).
 */
export function sitemapPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'globalhire-sitemap',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    // After the files are written (closeBundle also runs when the build failed, hiding the error).
    async writeBundle() {
      const siteUrl = process.env.SITE_URL ?? 'http://localhost:5173';
      const entries: { path: string; lastmod?: string }[] = staticPaths.map((path) => ({ path }));
      const url = process.env.VITE_SUPABASE_URL;
      const anonKey = process.env.VITE_SUPABASE_ANON_KEY;
      if (url && anonKey) {
        const [{ createSupabaseClient, listSitemapEntries }, { default: WebSocket }] =
          await Promise.all([import('@globalhire/data'), import('ws')]);
        // Node 20 has no WebSocket of its own, and supabase-js builds its realtime client eagerly.
        const client = createSupabaseClient(
          { url, anonKey },
          {
            auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
            realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
          },
        );
        const { data, error } = await listSitemapEntries(client);
        if (error) throw new Error(`sitemap: could not read the database (${error.message})`);
        entries.push(
          ...data.jobs.map((job) => ({ path: `/jobs/${job.id}`, lastmod: job.updated_at })),
          ...data.articles.map((article) => ({
            path: `/blog/${article.slug}`,
            lastmod: article.updated_at,
          })),
          ...data.employers.map((employer) => ({
            path: `/employers/${employer.slug}`,
            lastmod: employer.created_at,
          })),
        );
      } else {
        this.warn('VITE_SUPABASE_URL is not set: sitemap.xml lists the static pages only.');
      }
      await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl, entries));
      await writeFile(
        join(outDir, 'robots.txt'),
        `User-agent: *\nDisallow: /admin\nDisallow: /employer/\nDisallow: /applicant/\nDisallow: /dashboard\n\nSitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml\n`,
      );
    },
  };
}

import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import { fail, ok, type Result } from '../result';

export interface SitemapEntries {
  jobs: { id: number; updated_at: string }[];
  articles: { slug: string; updated_at: string }[];
  employers: { slug: string; created_at: string }[];
}

/** The public pages backed by rows, for sitemap.xml: approved live jobs, articles, company pages. */
export async function listSitemapEntries(client: GlobalHireClient, clock: Clock = systemClock): Promise<Result<SitemapEntries>> {
  const [jobs, articles, employers] = await Promise.all([
    client
      .from('jobs')
      .select('id, updated_at')
      .eq('approved', true)
      .eq('status', 'published')
      .or(`expires_at.is.null,expires_at.gt.${clock().toISOString()}`)
      .order('id'),
    client.from('articles').select('slug, updated_at').eq('status', 'published').order('id'),
    client.from('profiles').select('slug, created_at').eq('user_type', 'employer').not('slug', 'is', null).order('slug'),
  ]);
  const failed = [jobs, articles, employers].find((response) => response.error);
  if (failed) return fail(failed.error, failed.status);
  return ok({
    jobs: jobs.data ?? [],
    articles: articles.data ?? [],
    employers: (employers.data ?? []).filter((row): row is { slug: string; created_at: string } => row.slug !== null),
  });
}

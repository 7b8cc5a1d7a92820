import type { GlobalHireClient } from '../client';
import { ALL_BLOG_CATEGORIES } from '../constants';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

export type Article = Tables<'articles'>;
export type ArticleSummary = Pick<Article, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'image_path' | 'published_at'>;
export type Faq = Pick<Tables<'faqs'>, 'id' | 'question' | 'answer' | 'position'>;

const ARTICLE_SUMMARY_SELECT = 'id, slug, title, excerpt, category, author, image_path, published_at';

/** PostgREST `or=` values must be quoted when they hold reserved characters; `*` is ilike's wildcard. */
function ilikePattern(text: string): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/"/g, '\\"');
  return `"*${escaped}*"`;
}

export interface ArticleFilters {
  /** Case-insensitive substring of the title or the excerpt (spec §5). */
  search?: string;
  /** A blog category; 'All' or empty shows every category. */
  category?: string;
}

/** Published articles, newest first, narrowed by search and category. */
export async function listArticles(
  client: GlobalHireClient,
  filters: ArticleFilters = {},
): Promise<Result<ArticleSummary[]>> {
  let query = client.from('articles').select(ARTICLE_SUMMARY_SELECT).eq('status', 'published');
  const search = filters.search?.trim();
  if (search) query = query.or(`title.ilike.${ilikePattern(search)},excerpt.ilike.${ilikePattern(search)}`);
  if (filters.category && filters.category !== ALL_BLOG_CATEGORIES) query = query.eq('category', filters.category);
  const { data, error, status } = await query.order('published_at', { ascending: false });
  return error ? fail(error, status) : ok(data);
}

/** One published article by slug (or numeric id, as the spec's /blog/{id} links use). */
export async function getArticle(client: GlobalHireClient, slugOrId: string): Promise<Result<Article | null>> {
  const query = client.from('articles').select('*').eq('status', 'published');
  const byId = /^\d+$/.test(slugOrId);
  const { data, error, status } = await (byId ? query.eq('id', Number(slugOrId)) : query.eq('slug', slugOrId)).maybeSingle();
  return error ? fail(error, status) : ok(data);
}

/** The published FAQs in their order (the FAQ page filters them locally as the visitor types). */
export async function listFaqs(client: GlobalHireClient): Promise<Result<Faq[]>> {
  const { data, error, status } = await client
    .from('faqs')
    .select('id, question, answer, position')
    .eq('status', 'published')
    .order('position', { ascending: true });
  return error ? fail(error, status) : ok(data);
}

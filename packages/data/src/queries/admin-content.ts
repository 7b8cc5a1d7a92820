import type { GlobalHireClient } from '../client';
import type { Enums } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
} from './admin-list';

export const contentKinds = ['article', 'faq'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** A row of the CMS list (spec §3 "Content item": title, type blog|faq, status, author, date). */
export interface ContentItem {
  kind: ContentKind;
  id: number;
  title: string;
  status: Enums<'content_status'>;
  /** Articles have one; FAQs do not. */
  author: string | null;
  /** An article's page is /blog/{slug}. */
  slug: string | null;
  category: string | null;
  /** When an article was published (or written, for a draft); when an FAQ was added. */
  dated_at: string;
}

const CONTENT_ITEM_SELECT = 'kind, id, title, status, author, slug, category, dated_at';

export interface ContentFilters extends ListPaging {
  /** Words found in the title (an FAQ's question) or the author. */
  search?: string;
  kind?: ContentKind;
  status?: Enums<'content_status'>;
}

/** Articles and FAQs in one list, newest first; admins see drafts too (RLS). */
export async function listAdminContent(
  client: GlobalHireClient,
  filters: ContentFilters = {},
): Promise<Result<ListPage<ContentItem>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('content_items').select(CONTENT_ITEM_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search))
    query = query.or(anyColumnContains(['title', 'author'], term));
  if (filters.kind) query = query.eq('kind', filters.kind);
  if (filters.status) query = query.eq('status', filters.status);
  const { data, count, error, status } = await query
    .order('dated_at', { ascending: false })
    .order('kind', { ascending: true })
    .order('id', { ascending: false })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as ContentItem[], count ?? 0, page, pageSize));
}

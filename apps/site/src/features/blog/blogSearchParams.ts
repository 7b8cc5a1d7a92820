import { ALL_BLOG_CATEGORIES, blogCategoryFilters } from '@globalhire/data';

export type BlogCategoryFilter = (typeof blogCategoryFilters)[number];

export interface BlogFilters {
  /** Case-insensitive text in the title or the excerpt. */
  search: string;
  /** 'All' shows every category (spec §4). */
  category: BlogCategoryFilter;
}

const isCategoryFilter = (value: string | null): value is BlogCategoryFilter =>
  value !== null && (blogCategoryFilters as readonly string[]).includes(value);

/** Reads `?q=&category=` (an unknown category falls back to All, so a stale link still shows articles). */
export function blogFiltersFrom(params: URLSearchParams): BlogFilters {
  const category = params.get('category');
  return {
    search: params.get('q')?.trim() ?? '',
    category: isCategoryFilter(category) ? category : ALL_BLOG_CATEGORIES,
  };
}

/** The URL form of the filters; defaults are left out so the plain /blog stays plain. */
export function searchParamsFromBlogFilters(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('q', search);
  if (filters.category !== ALL_BLOG_CATEGORIES) params.set('category', filters.category);
  return params;
}

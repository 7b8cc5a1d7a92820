import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, Stack, TextInput } from '@globalhire/ui';
import { ALL_BLOG_CATEGORIES, listArticles, type BlogCategory } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { ContentPage } from '../content/ContentPage';
import { usePageMeta } from '../../seo/usePageMeta';
import { ArticleResults } from './ArticleResults';
import { BlogCategoryButtons } from './BlogCategoryButtons';
import { blogFiltersFrom, searchParamsFromBlogFilters, type BlogFilters } from './blogSearchParams';
import * as styles from './BlogListing.css';

/** How long typing in the search box waits before searching. */
const TYPING_PAUSE_MS = 400;

export interface BlogListingProps {
  title: string;
  intro: string;
  /** A category page lists only this category, without the category buttons. */
  category?: BlogCategory;
}

/**
 * An article list with a search box (and, on /blog, the category buttons). The filters live in
 * the URL, so a filtered list can be shared and back/forward work; the server does the filtering.
 */
export function BlogListing({ title, intro, category }: BlogListingProps) {
  usePageMeta({ title, description: intro });
  const client = useSupabase();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = blogFiltersFrom(searchParams);
  const filters: BlogFilters = category ? { ...urlFilters, category } : urlFilters;

  const articles = useQuery({
    queryKey: ['articles', filters.search, filters.category],
    queryFn: async () => unwrap(await listArticles(client, filters)),
    // While a new search runs, the previous cards stay instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

  // The box follows the URL (back/forward, a shared link) unless the visitor is typing.
  const [draft, setDraft] = useState({ urlSearch: filters.search, text: filters.search });
  if (draft.urlSearch !== filters.search)
    setDraft({ urlSearch: filters.search, text: filters.search });
  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const apply = (next: BlogFilters, replace = false) => {
    window.clearTimeout(typingTimer.current);
    const params = searchParamsFromBlogFilters(
      category ? { ...next, category: ALL_BLOG_CATEGORIES } : next,
    );
    setSearchParams(params, { replace, preventScrollReset: true });
  };

  const type = (text: string) => {
    setDraft((previous) => ({ ...previous, text }));
    window.clearTimeout(typingTimer.current);
    typingTimer.current = window.setTimeout(
      () => apply({ ...filters, search: text }, true),
      TYPING_PAUSE_MS,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, search: draft.text });
  };

  const narrowed = filters.search !== '' || (!category && filters.category !== ALL_BLOG_CATEGORIES);

  return (
    <ContentPage title={title} intro={intro}>
      <Stack space="large">
        <form role="search" onSubmit={submit} className={styles.search}>
          <TextInput
            type="search"
            label="Search articles"
            placeholder="Search by title or summary"
            value={draft.text}
            onChange={(event) => type(event.target.value)}
            autoComplete="off"
          />
        </form>
        {category && <Link href="/blog">Browse all articles</Link>}
        {!category && (
          <BlogCategoryButtons
            selected={filters.category}
            onSelect={(next) => apply({ ...filters, category: next })}
          />
        )}
      </Stack>
      <ArticleResults
        state={
          articles.isPending
            ? { status: 'pending' }
            : articles.isError
              ? { status: 'error', message: articles.error.message }
              : { status: 'success', articles: articles.data }
        }
        onRetry={() => void articles.refetch()}
        onClearFilters={
          narrowed ? () => apply({ search: '', category: ALL_BLOG_CATEGORIES }) : undefined
        }
      />
    </ContentPage>
  );
}

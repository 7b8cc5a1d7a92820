import { http } from 'msw';
import { fixtures, restUrl, rowsResponse } from '@globalhire/data/mocks';

/** The article-list requests a story saw, to check what the page asked the server for. */
export const articleRequests: URL[] = [];

/**
 * The articles endpoint filtering the fixtures the way PostgREST would for listArticles
 * (`category=eq.X`, `or=(title.ilike."*x*",excerpt.ilike."*x*")`), so filtering shows on screen.
 */
export const filteringArticles = http.get(restUrl('articles'), ({ request }) => {
  const url = new URL(request.url);
  if (url.searchParams.has('slug') || url.searchParams.has('id')) return undefined;
  articleRequests.push(url);
  const category = url.searchParams.get('category')?.replace(/^eq\./, '');
  const needle = url.searchParams
    .get('or')
    ?.match(/title\.ilike\."\*(.*?)\*"/)?.[1]
    ?.toLowerCase();
  const rows = fixtures.articleSummaries.filter(
    (article) =>
      (!category || article.category === category) &&
      (!needle ||
        article.title.toLowerCase().includes(needle) ||
        article.excerpt.toLowerCase().includes(needle)),
  );
  return rowsResponse(request, rows);
});

export const lastArticleRequest = () => articleRequests[articleRequests.length - 1];

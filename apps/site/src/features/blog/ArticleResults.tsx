import { SearchX } from 'lucide-react';
import {
  Alert,
  ArticleCard,
  Button,
  Card,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
} from '@globalhire/ui';
import { formatDate, publicImageUrl, type ArticleSummary } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { messages } from '../../content/messages';
import * as styles from './BlogListing.css';

export interface ArticleResultsProps {
  state:
    | { status: 'pending' }
    | { status: 'error'; message: string }
    | { status: 'success'; articles: ArticleSummary[] };
  onRetry: () => void;
  /** Offered on the empty state while a search or category narrows the list. */
  onClearFilters?: () => void;
}

const countLabel = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** The article cards, or the loading, empty or error state, under a heading that counts them. */
export function ArticleResults({ state, onRetry, onClearFilters }: ArticleResultsProps) {
  const client = useSupabase();
  const heading =
    state.status === 'success'
      ? countLabel(state.articles.length)
      : state.status === 'pending'
        ? 'Loading articles...'
        : 'Articles could not be loaded';
  return (
    <section aria-labelledby="article-results-heading" aria-busy={state.status === 'pending'}>
      <Stack space="large">
        <Heading
          level={4}
          as="h2"
          id="article-results-heading"
          aria-live="polite"
          className={styles.resultsHeading}
        >
          {heading}
        </Heading>
        {state.status === 'pending' ? (
          <div className={styles.grid}>
            {[0, 1, 2].map((i) => (
              <Card key={i}>
                <Stack space="medium">
                  <Skeleton width="40%" />
                  <Skeleton height="xlarge" />
                  <Skeleton lines={3} />
                </Stack>
              </Card>
            ))}
          </div>
        ) : state.status === 'error' ? (
          <Alert
            tone="critical"
            title="Articles could not be loaded."
            action={
              <Button variant="outline" tone="critical" onClick={onRetry}>
                Try again
              </Button>
            }
          >
            {state.message}
          </Alert>
        ) : state.articles.length === 0 ? (
          <Card>
            <EmptyState
              titleAs="h3"
              icon={<SearchX />}
              title={messages.noArticles.title}
              description={messages.noArticles.description}
              action={
                onClearFilters ? (
                  <Button variant="outline" onClick={onClearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          </Card>
        ) : (
          <ul className={styles.grid}>
            {state.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  href={`/blog/${article.slug}`}
                  title={article.title}
                  excerpt={article.excerpt}
                  category={article.category}
                  author={article.author}
                  date={article.published_at ? formatDate(article.published_at) : undefined}
                  dateTime={article.published_at ?? undefined}
                  imageUrl={
                    publicImageUrl(client, 'article-images', article.image_path) ?? undefined
                  }
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonLink,
  Container,
  Divider,
  EmptyState,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import {
  blogCategoryPages,
  formatDate,
  getArticle,
  publicImageUrl,
  type Article,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { ArticleBody } from '../../features/blog/ArticleBody';
import { blogPageCopy } from '../../content/blog';
import { usePageMeta } from '../../seo/usePageMeta';
import * as styles from './ArticlePage.css';

/** The category page that lists more of the same, when the category has one. */
function categoryPageOf(category: string) {
  const entry = Object.entries(blogCategoryPages).find(
    ([, pageCategory]) => pageCategory === category,
  );
  if (!entry) return null;
  const [slug] = entry as [keyof typeof blogCategoryPages, string];
  return { href: `/blog/${slug}`, title: blogPageCopy.categoryPages[slug].title };
}

const backToBlog = (
  <Link href="/blog">
    <Inline space="xxsmall" alignY="center" wrap={false}>
      <ArrowLeft aria-hidden size="1em" />
      Back to Blog
    </Inline>
  </Link>
);

function ArticleView({ article }: { article: Article }) {
  const client = useSupabase();
  const more = categoryPageOf(article.category);
  const cover = publicImageUrl(client, 'article-images', article.image_path);
  return (
    <article>
      <Stack space="xxlarge">
        <Stack space="large">
          {backToBlog}
          <Stack space="medium">
            <Inline space="small">
              <Badge tone="brand">{article.category}</Badge>
            </Inline>
            <Heading level={1}>{article.title}</Heading>
            {article.excerpt && (
              <Text size="large" tone="muted">
                {article.excerpt}
              </Text>
            )}
            <Text tone="muted">
              By <strong>{article.author}</strong>
              {article.published_at && (
                <>
                  {' · '}
                  <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
                </>
              )}
            </Text>
          </Stack>
          {cover ? <img src={cover} alt="" className={styles.cover} /> : <Divider />}
        </Stack>
        <ArticleBody markdown={article.body} />
        <Divider />
        <Inline space="large" align="space-between" alignY="center">
          {backToBlog}
          {more && <Link href={more.href}>More {more.title}</Link>}
        </Inline>
      </Stack>
    </article>
  );
}

/** /blog/{slug} (or the numeric id the spec's links use): one published article. */
export default function ArticlePage() {
  const { id = '' } = useParams();
  const client = useSupabase();
  const article = useQuery({
    queryKey: ['article', id],
    queryFn: async () => unwrap(await getArticle(client, id)),
  });
  const found = article.data ?? null;

  usePageMeta({
    image: publicImageUrl(client, 'article-images', found?.image_path) ?? undefined,
    title: found?.title ?? (article.isPending ? 'Blog' : 'Article not found'),
    description:
      found?.excerpt ||
      'Career, relocation and visa advice for working abroad, from the GlobalHire team.',
    type: 'article',
    noIndex: !article.isPending && !found,
    status: article.isSuccess && !found ? 404 : undefined,
  });

  return (
    <Container width="medium">
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        {article.isPending ? (
          <Stack space="large" aria-busy="true">
            <Skeleton width="8rem" />
            <Skeleton height="xxlarge" width="80%" />
            <Skeleton width="40%" />
            <Skeleton lines={8} />
            <Text tone="muted" size="small">
              Loading the article...
            </Text>
          </Stack>
        ) : article.isError ? (
          <Stack space="large">
            {backToBlog}
            <Heading level={1}>Blog</Heading>
            <Alert
              tone="critical"
              title="The article could not be loaded."
              action={
                <Button variant="outline" tone="critical" onClick={() => void article.refetch()}>
                  Try again
                </Button>
              }
            >
              {article.error.message}
            </Alert>
          </Stack>
        ) : found ? (
          <ArticleView article={found} />
        ) : (
          <EmptyState
            titleAs="h1"
            icon={<FileQuestion />}
            title="Article not found."
            description="It may have been moved or unpublished. The blog has the latest articles."
            action={<ButtonLink href="/blog">Back to Blog</ButtonLink>}
          />
        )}
      </Box>
    </Container>
  );
}

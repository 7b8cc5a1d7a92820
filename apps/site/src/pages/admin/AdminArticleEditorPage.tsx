import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import {
  Alert,
  ButtonLink,
  Card,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
} from '@globalhire/ui';
import { getArticleForEdit, type EditableArticle } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { adminKey, useMarkAdminStale } from '../../features/admin/adminQueries';
import { ArticleForm } from '../../features/admin/cms/ArticleForm';

const backToCms = (
  <Link href="/admin/content">
    <Inline space="xxsmall" alignY="center" wrap={false}>
      <ArrowLeft aria-hidden size="1em" />
      Back to the CMS
    </Inline>
  </Link>
);

function Editor({ article }: { article: EditableArticle | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const onSaved = (saved: EditableArticle) => {
    markStale();
    // The blog caches what visitors read; a saved article changes it.
    void queryClient.invalidateQueries({ queryKey: ['article'] });
    void queryClient.invalidateQueries({ queryKey: ['articles'] });
    queryClient.setQueryData([adminKey, 'article', saved.id], saved);
    if (!article) navigate(`/admin/content/articles/${saved.id}`, { replace: true });
  };
  return (
    <Stack space="large">
      {article ? (
        <Inline space="small" alignY="center">
          <StatusBadge status={article.status} />
          {article.status === 'published' ? (
            <Link href={`/blog/${article.slug}`}>Read it on the blog</Link>
          ) : (
            <Text tone="muted" size="small">
              Visitors do not see drafts.
            </Text>
          )}
        </Inline>
      ) : null}
      <Card padding={['large', 'xlarge']}>
        <ArticleForm key={article?.id ?? 'new'} article={article} onSaved={onSaved} />
      </Card>
    </Stack>
  );
}

/** /admin/content/articles/new and /admin/content/articles/:id: write, preview and publish. */
export default function AdminArticleEditorPage() {
  const { id } = useParams();
  const articleId = id === undefined ? null : Number(id);
  const client = useSupabase();
  const article = useQuery({
    queryKey: [adminKey, 'article', articleId],
    enabled: articleId !== null,
    queryFn: async () =>
      Number.isInteger(articleId) && articleId! > 0
        ? unwrap(await getArticleForEdit(client, articleId!))
        : null,
  });
  const title =
    articleId === null
      ? 'New article'
      : article.data
        ? `Edit "${article.data.title}"`
        : article.isPending
          ? 'Edit article'
          : 'Article not found';

  return (
    <AdminPage
      title={title}
      intro="Write in Markdown and check the Preview tab: it shows the article as readers will see it."
      action={backToCms}
    >
      {articleId === null ? (
        <Editor article={null} />
      ) : article.isPending ? (
        <Stack space="large" aria-busy="true">
          <Skeleton width="60%" />
          <Skeleton lines={10} />
          <Text tone="muted" size="small">
            Loading the article...
          </Text>
        </Stack>
      ) : article.isError ? (
        <Alert
          tone="critical"
          title="The article could not be loaded."
          action={<RetryButton query={article} />}
        >
          {article.error.message}
        </Alert>
      ) : article.data ? (
        <Editor article={article.data} />
      ) : (
        <EmptyState
          icon={<FileQuestion />}
          title="This article no longer exists."
          description="It may have been deleted. The CMS lists every article."
          action={<ButtonLink href="/admin/content">Back to the CMS</ButtonLink>}
        />
      )}
    </AdminPage>
  );
}

import { Eye, EyeOff, ListOrdered, Pencil, Plus } from 'lucide-react';
import { Badge, ButtonLink, Inline, Link, StatusBadge, type DataTableColumn } from '@globalhire/ui';
import {
  contentKinds,
  contentStatuses,
  formatDate,
  listAdminContent,
  setContentStatus,
  type ContentItem,
  type ContentKind,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { adminMessages } from '../../features/admin/adminMessages';
import { useAdminList, useApplyAdminChange } from '../../features/admin/adminQueries';
import { contentKindLabels, contentStatusLabels, optionsOf } from '../../features/admin/labels';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { useListState } from '../../features/admin/useListState';
import { RowActionButton } from '../../features/admin/RowActionButton';

type ContentStatus = ContentItem['status'];

const keyOf = (item: Pick<ContentItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

const columns: DataTableColumn<ContentItem>[] = [
  {
    key: 'title',
    header: 'Title',
    // A published article can be read on the blog; drafts and FAQs have no page of their own.
    cell: (item) =>
      item.kind === 'article' && item.slug && item.status === 'published' ? (
        <Link href={`/blog/${item.slug}`}>{item.title}</Link>
      ) : (
        item.title
      ),
  },
  {
    key: 'kind',
    header: 'Type',
    nowrap: true,
    cell: (item) => (
      <Badge tone={item.kind === 'article' ? 'info' : 'neutral'}>
        {contentKindLabels[item.kind]}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (item) => <StatusBadge status={item.status} />,
  },
  { key: 'author', header: 'Author', cell: (item) => item.author ?? '—' },
  { key: 'dated_at', header: 'Date', nowrap: true, cell: (item) => formatDate(item.dated_at) },
];

/** /admin/content: articles and FAQs, drafts included; publish and unpublish. */
export default function AdminContentPage() {
  const list = useListState({ filters: { type: contentKinds, status: contentStatuses } });
  const content = useAdminList(
    'content',
    {
      search: list.search,
      kind: (list.filters.type || undefined) as ContentKind | undefined,
      status: (list.filters.status || undefined) as ContentStatus | undefined,
      page: list.page,
    },
    listAdminContent,
  );
  const applyChange = useApplyAdminChange();
  const publishing = useAdminAction({
    write: (client, { item, status }: { item: ContentItem; status: ContentStatus }) =>
      setContentStatus(client, item.kind, item.id, status),
    onSaved: (_saved, { item, status }) =>
      applyChange<ContentItem>('content', (row) =>
        keyOf(row) === keyOf(item) ? { ...row, status } : row,
      ),
    notice: (_saved, { item, status }) => adminMessages.content[status](item.title),
  });

  return (
    <AdminPage
      title="CMS"
      intro="Blog articles and FAQs. Publish a draft to put it on the site; unpublish to take it down."
      action={
        <Inline space="small">
          <ButtonLink href="/admin/content/articles/new" icon={<Plus aria-hidden />}>
            New article
          </ButtonLink>
          <ButtonLink href="/admin/content/faqs" variant="soft" icon={<ListOrdered aria-hidden />}>
            Edit and order FAQs
          </ButtonLink>
        </Inline>
      }
    >
      <AdminDataTable<ContentItem>
        caption="Articles and FAQs"
        noun={['item', 'items']}
        result={content}
        list={list}
        columns={columns}
        getRowId={keyOf}
        rowActions={{
          header: 'Actions',
          cell: (item) => {
            const next: ContentStatus = item.status === 'published' ? 'draft' : 'published';
            const label = next === 'published' ? 'Publish' : 'Unpublish';
            const editHref =
              item.kind === 'article'
                ? `/admin/content/articles/${item.id}`
                : '/admin/content/faqs';
            return (
              <Inline space="xsmall" wrap={false}>
                <ButtonLink
                  href={editHref}
                  size="small"
                  variant="soft"
                  tone="neutral"
                  icon={<Pencil aria-hidden />}
                  aria-label={`Edit ${item.title}`}
                >
                  Edit
                </ButtonLink>
                <RowActionButton
                  tone={next === 'published' ? 'positive' : 'neutral'}
                  icon={next === 'published' ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
                  aria-label={`${label} ${item.title}`}
                  loading={
                    publishing.pending !== undefined &&
                    keyOf(publishing.pending.item) === keyOf(item)
                  }
                  onClick={() => publishing.run({ item, status: next })}
                >
                  {label}
                </RowActionButton>
              </Inline>
            );
          },
        }}
        toolbar={
          <ListToolbar
            searchLabel="Search content"
            searchPlaceholder="Title, question or author"
            search={list.search}
            onSearch={list.setSearch}
            filters={[
              {
                name: 'type',
                label: 'Type',
                options: optionsOf('All types', contentKindLabels),
                value: list.filters.type ?? '',
                onChange: (value) => list.setFilter('type', value),
              },
              {
                name: 'status',
                label: 'Status',
                options: optionsOf('All statuses', contentStatusLabels),
                value: list.filters.status ?? '',
                onChange: (value) => list.setFilter('status', value),
              },
            ]}
          />
        }
        emptyTitle="No articles or FAQs yet"
        emptyDescription="Blog articles and FAQs appear here, drafts included."
      />
    </AdminPage>
  );
}

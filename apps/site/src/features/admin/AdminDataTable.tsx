import { formatNumber } from '@globalhire/data';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  Button,
  ButtonLink,
  DataTable,
  Pagination,
  type DataTableColumn,
  type DataTableRowActions,
  type DataTableSort,
} from '@globalhire/ui';
import type { ListPage } from '@globalhire/data';
import type { ListControls } from './useListState';
import { isNarrowed } from './listParams';
import { RetryButton } from './RetryButton';

export interface AdminDataTableProps<Row> {
  /** Names the table, e.g. 'All jobs'. */
  caption: string;
  /** The counted thing, singular and plural, e.g. ['job', 'jobs']. */
  noun: readonly [string, string];
  result: UseQueryResult<ListPage<Row>>;
  list: ListControls;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  rowActions?: DataTableRowActions<Row>;
  toolbar?: ReactNode;
  /** The empty state when nothing is narrowed, e.g. 'No jobs yet'. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
}

/**
 * An admin list: the table with its toolbar, loading skeletons, an error with Retry, an empty
 * state (with Clear filters when the list was narrowed) and Previous/Next links over the URL.
 */
export function AdminDataTable<Row>({
  caption,
  noun,
  result,
  list,
  columns,
  getRowId,
  rowActions,
  toolbar,
  emptyTitle,
  emptyDescription,
}: AdminDataTableProps<Row>) {
  const page = result.data;
  const narrowed = isNarrowed(list);
  const beyondTheEnd = page !== undefined && page.rows.length === 0 && list.page > 1;
  const count = (n: number) => `${formatNumber(n)} ${n === 1 ? noun[0] : noun[1]}`;

  let emptyTitleShown = emptyTitle;
  let emptyAction: ReactNode = null;
  if (beyondTheEnd) {
    emptyTitleShown = 'This page is empty.';
    emptyAction = (
      <ButtonLink href={list.pageHref(1)} size="small" variant="soft">
        Back to the first page
      </ButtonLink>
    );
  } else if (narrowed) {
    emptyTitleShown = `No ${noun[1]} match your search.`;
    emptyAction = (
      <Button size="small" variant="soft" onClick={() => list.clear()}>
        Clear filters
      </Button>
    );
  }

  return (
    <DataTable<Row>
      caption={caption}
      columns={columns}
      rows={page?.rows ?? []}
      getRowId={getRowId}
      loading={result.isPending}
      error={result.isError ? result.error.message : undefined}
      errorTitle={`The ${noun[1]} could not be loaded.`}
      errorAction={<RetryButton query={result} />}
      emptyTitle={emptyTitleShown}
      emptyDescription={beyondTheEnd || narrowed ? undefined : emptyDescription}
      emptyAction={emptyAction}
      sort={list.sort}
      onSortChange={(sort: DataTableSort) => list.setSort(sort)}
      rowActions={rowActions}
      toolbar={toolbar}
      aria-busy={result.isFetching || undefined}
      pagination={
        page && page.total > 0 ? (
          <Pagination
            label={`${caption} pages`}
            page={page.page}
            pageCount={page.pageCount}
            pageInfo={`Page ${page.page} of ${page.pageCount} · ${count(page.total)}`}
            previousHref={list.pageHref(page.page - 1)}
            nextHref={list.pageHref(page.page + 1)}
          />
        ) : undefined
      }
    />
  );
}

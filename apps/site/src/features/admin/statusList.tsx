import type { ListPage, Result } from '@globalhire/data';
import type { useSupabase } from '../../app/supabase';
import { ListToolbar } from './ListToolbar';
import { useAdminList } from './adminQueries';
import { optionsOf } from './labels';
import { useListState, type ListControls } from './useListState';

/** What an account list asks the data layer for: words to find, a status, a page. */
export interface StatusListFilters<Status extends string> {
  search: string;
  status: Status | undefined;
  page: number;
}

/**
 * An admin list of accounts narrowed by search and one status filter (candidates, employers):
 * the list's state from the URL and the page of rows it asks for.
 */
export function useStatusList<Row, Status extends string>(
  name: string,
  statuses: readonly Status[],
  load: (
    client: ReturnType<typeof useSupabase>,
    filters: StatusListFilters<Status>,
  ) => Promise<Result<ListPage<Row>>>,
) {
  const list = useListState({ filters: { status: statuses } });
  const result = useAdminList(
    name,
    {
      search: list.search,
      status: (list.filters.status || undefined) as Status | undefined,
      page: list.page,
    },
    load,
  );
  return { list, result };
}

export interface StatusListToolbarProps<Status extends string> {
  list: ListControls;
  searchLabel: string;
  searchPlaceholder: string;
  /** Each status's label, in the filter's order. */
  statusLabels: Record<Status, string>;
}

/** The search box and the status filter above an account list. */
export function StatusListToolbar<Status extends string>({
  list,
  searchLabel,
  searchPlaceholder,
  statusLabels,
}: StatusListToolbarProps<Status>) {
  return (
    <ListToolbar
      searchLabel={searchLabel}
      searchPlaceholder={searchPlaceholder}
      search={list.search}
      onSearch={list.setSearch}
      filters={[
        {
          name: 'status',
          label: 'Status',
          options: optionsOf('All statuses', statusLabels),
          value: list.filters.status ?? '',
          onChange: (value) => list.setFilter('status', value),
        },
      ]}
    />
  );
}

import type { DataTableSort } from '@globalhire/ui';

/** What an admin list reads from its URL: ?q=&<filter>=&sort=column.asc|desc&page= */
export interface ListState {
  search: string;
  /** Each filter's value, '' when it is not set. */
  filters: Record<string, string>;
  page: number;
  sort: DataTableSort | null;
}

/**
 * The filters a list accepts, with the values each may take (or a test of a free value, such as
 * a date), and the columns it sorts by.
 */
export interface ListSpec {
  filters?: Record<string, readonly string[] | ((value: string) => boolean)>;
  sortKeys?: readonly string[];
}

/** The list's state from the URL; unknown filter values and sort columns are ignored (URLs are untrusted). */
export function readListState(params: URLSearchParams, spec: ListSpec): ListState {
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(spec.filters ?? {})) {
    const value = params.get(name) ?? '';
    const accepted = typeof allowed === 'function' ? allowed(value) : allowed.includes(value);
    filters[name] = accepted ? value : '';
  }
  const page = Math.floor(Number(params.get('page')));
  const [key = '', direction] = (params.get('sort') ?? '').split('.');
  const sort: DataTableSort | null =
    spec.sortKeys?.includes(key) && (direction === 'asc' || direction === 'desc')
      ? { key, direction: direction === 'asc' ? 'ascending' : 'descending' }
      : null;
  return {
    search: (params.get('q') ?? '').trim(),
    filters,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sort,
  };
}

/** The URL query for a list state: empty values left out, so a plain list has a plain URL. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  if (state.sort)
    params.set(
      'sort',
      `${state.sort.key}.${state.sort.direction === 'ascending' ? 'asc' : 'desc'}`,
    );
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Whether the admin narrowed the list (so an empty result says "no match", not "nothing yet"). */
export const isNarrowed = (state: ListState) =>
  state.search !== '' || Object.values(state.filters).some(Boolean);

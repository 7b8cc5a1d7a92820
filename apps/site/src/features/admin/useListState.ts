import { useSearchParams, useLocation } from 'react-router-dom';
import type { DataTableSort } from '@globalhire/ui';
import { readListState, writeListState, type ListSpec, type ListState } from './listParams';

export interface ListControls extends ListState {
  setSearch: (search: string) => void;
  setFilter: (name: string, value: string) => void;
  setSort: (sort: DataTableSort) => void;
  /** Back to the whole list: search and filters cleared. */
  clear: () => void;
  /** The URL of another page of the same list (for Previous/Next links). */
  pageHref: (page: number) => string;
}

/**
 * An admin list's search, filters, sort and page, kept in the URL so a list can be shared,
 * reloaded and walked with back/forward. Narrowing or sorting starts again at page 1.
 */
export function useListState(spec: ListSpec): ListControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = readListState(params, spec);
  const update = (patch: Partial<ListState>, replace = false) =>
    setParams(writeListState({ ...state, page: 1, ...patch }), {
      replace,
      preventScrollReset: true,
    });
  return {
    ...state,
    // Typing replaces the history entry rather than adding one per pause.
    setSearch: (search) => update({ search }, true),
    setFilter: (name, value) => update({ filters: { ...state.filters, [name]: value } }),
    setSort: (sort) => update({ sort }),
    clear: () =>
      update({
        search: '',
        filters: Object.fromEntries(Object.keys(state.filters).map((name) => [name, ''])),
      }),
    pageHref: (page) => {
      const query = writeListState({ ...state, page }).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
  };
}

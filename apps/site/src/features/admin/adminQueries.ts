import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListPage, Result } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';

/** Every admin query key starts with this, so one write can refresh what it changed. */
export const adminKey = 'admin';

/**
 * One page of an admin list. The previous page stays on screen while the next one loads, so
 * paging and filtering do not flash skeletons.
 */
export function useAdminList<Row, Filters>(
  name: string,
  filters: Filters,
  load: (
    client: ReturnType<typeof useSupabase>,
    filters: Filters,
  ) => Promise<Result<ListPage<Row>>>,
) {
  const client = useSupabase();
  return useQuery({
    queryKey: [adminKey, name, filters] as QueryKey,
    queryFn: async () => unwrap(await load(client, filters)),
    placeholderData: keepPreviousData,
  });
}

/** Marks every admin query (and the public job pages) stale, to be read again when next shown. */
export function useMarkAdminStale() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [adminKey], refetchType: 'none' });
    // The public job pages cache what visitors see; moderation changes that.
    void queryClient.invalidateQueries({ queryKey: ['jobs'], refetchType: 'none' });
  };
}

/**
 * After a write: the rows on screen take the change at once (`patch`), and every admin query
 * (the dashboard counts, other pages and filters of the lists) is marked stale. The list on
 * screen is not re-read at once, so the admin sees the row they just changed, with its new
 * status, rather than watching it vanish from a filtered list.
 */
export function useApplyAdminChange() {
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  return <Row>(name: string, patch: (row: Row) => Row) => {
    queryClient.setQueriesData<ListPage<Row>>({ queryKey: [adminKey, name] }, (page) =>
      page ? { ...page, rows: page.rows.map(patch) } : page,
    );
    markStale();
  };
}

/** Reads one admin list again (every page and filter of it), e.g. after a row was added. */
export function useRefreshAdminList(name: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [adminKey, name] });
}

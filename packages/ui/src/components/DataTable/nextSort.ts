import type { DataTableSort } from './dataTableTypes';

/**
 * The sort a click on a column header asks for: a new column starts ascending, and the
 * sorted column flips between ascending and descending.
 */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort {
  if (current?.key === key && current.direction === 'ascending')
    return { key, direction: 'descending' };
  return { key, direction: 'ascending' };
}

/** Shared paging, sorting and search helpers for the admin list screens. */

/** Rows per page on the admin lists. */
export const adminPageSize = 20;

/** One page of a list, with the exact total for pagination. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Sorting by one column the list allows. */
export interface ListSort<Key extends string> {
  key: Key;
  ascending: boolean;
}

export interface ListPaging {
  /** Counting from 1. */
  page?: number;
  pageSize?: number;
}

/** The page asked for, clamped to sane bounds, and its row range for `.range(from, to)`. */
export function pageWindow(paging: ListPaging) {
  const pageSize = Math.min(Math.max(Math.floor(paging.pageSize ?? adminPageSize), 1), 100);
  const page = Math.max(Math.floor(paging.page ?? 1), 1);
  const from = (page - 1) * pageSize;
  return { page, pageSize, from, to: from + pageSize - 1 };
}

export function listPage<Row>(
  rows: Row[],
  total: number,
  page: number,
  pageSize: number,
): ListPage<Row> {
  return { rows, total, page, pageSize, pageCount: Math.max(Math.ceil(total / pageSize), 1) };
}

/**
 * A quoted PostgREST `ilike` pattern matching `text` anywhere: quoted because `or=` values may hold
 * reserved characters, with LIKE's own wildcards escaped so they match literally.
 */
export function containsPattern(text: string): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/"/g, '\\"');
  return `"*${escaped}*"`;
}

/** An `or=` filter: any of `columns` contains `text`, case-insensitively. */
export function anyColumnContains(columns: readonly string[], text: string): string {
  const pattern = containsPattern(text);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}

/** The words of a search box, so 'priya sharma' finds a first and a last name. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
}

/** The key, if it is one of the allowed ones (URL values are untrusted). */
export function allowedSortKey<Key extends string>(
  keys: readonly Key[],
  key: string | undefined,
): Key | undefined {
  return keys.find((allowed) => allowed === key);
}

import type { ReactNode } from 'react';

export const dataTableAligns = ['start', 'center', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Which column the rows are sorted by; the caller sorts (usually on the server). */
export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

interface DataTableColumnBase {
  header: ReactNode;
  /** The header becomes a button that asks for this column's sort. */
  sortable?: boolean;
  align?: DataTableAlign;
  /** Keep the cell on one line (dates, amounts, statuses). */
  nowrap?: boolean;
}

/** A column showing a field of the row as it is: the key must be a field of Row. */
interface FieldColumn<Row> extends DataTableColumnBase {
  key: Extract<keyof Row, string>;
  cell?: (row: Row) => ReactNode;
}

/** A column computed from the row: any key, with a `cell` renderer. */
interface ComputedColumn<Row> extends DataTableColumnBase {
  key: string;
  cell: (row: Row) => ReactNode;
}

export type DataTableColumn<Row> = FieldColumn<Row> | ComputedColumn<Row>;

export interface DataTableRowActions<Row> {
  /** The actions column's header, e.g. 'Actions'. */
  header: string;
  cell: (row: Row) => ReactNode;
}

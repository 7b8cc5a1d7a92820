import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ChevronsUpDown, Inbox } from 'lucide-react';
import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './DataTable.css';
import type { DataTableColumn, DataTableRowActions, DataTableSort } from './dataTableTypes';
import { nextSort } from './nextSort';
import { useHorizontalOverflow } from './useHorizontalOverflow';

export interface DataTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Names the table for assistive technology, e.g. 'All jobs'. */
  caption: string;
  /** Show the caption above the table (it is always read out). */
  captionVisible?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Shown in place of rows while they load. */
  loading?: boolean;
  loadingRowCount?: number;
  /** Shown in place of rows when loading failed, e.g. the error message. */
  error?: ReactNode;
  errorTitle?: string;
  /** An action beside the error, e.g. a retry button. */
  errorAction?: ReactNode;
  /** Shown when there are no rows. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** A decorative icon over the empty state; an inbox by default. */
  emptyIcon?: ReactNode;
  /** The current sort; the caller sorts the rows. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** A trailing column of per-row actions (buttons, menus). */
  rowActions?: DataTableRowActions<Row>;
  /** Above the table: search, filters, bulk actions. */
  toolbar?: ReactNode;
  /** Below the table, usually a Pagination. */
  pagination?: ReactNode;
}

/** A header's words for the stacked layout's labels; a header made of elements gets none. */
const labelOf = (header: ReactNode) =>
  typeof header === 'string' || typeof header === 'number' ? String(header) : undefined;

const fieldValue = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** A list of records with typed columns, sortable headers, row actions and every loading state. */
export function DataTable<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowId,
  loading = false,
  loadingRowCount = 5,
  error,
  errorTitle,
  errorAction,
  emptyTitle,
  emptyDescription,
  emptyAction,
  emptyIcon = <Inbox />,
  sort,
  onSortChange,
  rowActions,
  toolbar,
  pagination,
  className,
  ...rest
}: DataTableProps<Row>) {
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(scrollerRef);
  const hasError = error !== undefined && error !== null && error !== false;

  // Empty and error messages sit under the header row, outside the scrolling table, so they
  // stay readable on a phone however wide the columns are.
  let body: ReactNode = null;
  let message: ReactNode = null;
  if (loading) {
    body = Array.from({ length: loadingRowCount }, (_, index) => (
      <tr key={index} className={styles.row} data-slot="data-table-skeleton-row">
        {columns.map((column) => (
          <td key={column.key} className={styles.cell()}>
            <Skeleton width="70%" />
          </td>
        ))}
        {rowActions ? (
          <td className={styles.cell({ align: 'end' })}>
            <Skeleton width="60%" />
          </td>
        ) : null}
      </tr>
    ));
  } else if (hasError) {
    message = (
      <Alert tone="critical" title={errorTitle} action={errorAction}>
        {error}
      </Alert>
    );
  } else if (rows.length === 0) {
    message = (
      <EmptyState
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
        icon={emptyIcon}
      />
    );
  } else {
    // Each cell carries its column's name (data-label), shown only when the rows stack as cards.
    body = rows.map((row) => (
      <tr key={getRowId(row)} role="row" className={styles.row}>
        {columns.map((column) => (
          <td
            key={column.key}
            // jsx-a11y takes a td for a grid cell; this is a table's, kept when stacked as cards.
            // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
            role="cell"
            data-label={labelOf(column.header)}
            className={styles.cell({ align: column.align, nowrap: column.nowrap })}
          >
            <span className={styles.cellValue}>
              {column.cell ? column.cell(row) : fieldValue(row, column.key)}
            </span>
          </td>
        ))}
        {rowActions ? (
          <td
            // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
            role="cell"
            data-label={rowActions.header}
            className={styles.cell({ align: 'end', nowrap: true })}
          >
            <div className={styles.actions}>{rowActions.cell(row)}</div>
          </td>
        ) : null}
      </tr>
    ));
  }

  return (
    <div data-slot="data-table" className={clsx(styles.root, className)} {...rest}>
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      <div
        ref={scrollerRef}
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        // A region that scrolls must take focus, so keyboard users can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={overflowing ? 0 : undefined}
      >
        {/* Explicit roles: some browsers drop a table's semantics once CSS stacks it as cards. */}
        <table role="table" className={styles.table} aria-busy={loading || undefined}>
          <caption
            id={captionId}
            className={captionVisible ? styles.caption : styles.captionHidden}
          >
            {caption}
          </caption>
          <thead>
            <tr
              role="row"
              className={clsx(
                styles.headerRow,
                columns.some((column) => column.sortable) ? undefined : styles.headerRowPlain,
              )}
            >
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    role="columnheader"
                    aria-sort={sorted}
                    className={clsx(
                      styles.cell({ kind: 'header', align: column.align }),
                      column.sortable ? styles.headerSortable : styles.headerPlain,
                    )}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => onSortChange?.(nextSort(sort, column.key))}
                      >
                        {column.header}
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {rowActions ? (
                <th
                  scope="col"
                  role="columnheader"
                  className={clsx(
                    styles.cell({ kind: 'header', align: 'end' }),
                    styles.headerPlain,
                  )}
                >
                  {rowActions.header}
                </th>
              ) : null}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept when stacked, as above */}
          <tbody role="rowgroup">{body}</tbody>
        </table>
      </div>
      {message ? (
        <div className={styles.message} data-slot="data-table-message">
          {message}
        </div>
      ) : null}
      {pagination ? <div className={styles.footer}>{pagination}</div> : null}
    </div>
  );
}

function SortIcon({ direction }: { direction: DataTableSort['direction'] | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  return <Icon className={styles.sortIcon} aria-hidden="true" />;
}

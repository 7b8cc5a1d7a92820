export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { nextSort } from './nextSort';
export { dataTableAligns, sortDirections } from './dataTableTypes';
export type {
  DataTableAlign,
  DataTableColumn,
  DataTableRowActions,
  DataTableSort,
  SortDirection,
} from './dataTableTypes';

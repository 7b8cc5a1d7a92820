export {
  Columns,
  Column,
  columnsCollapseBreakpoints,
  columnsAlignsY,
  columnWidths,
} from './Columns';
export type {
  ColumnsProps,
  ColumnProps,
  ColumnsCollapseBelow,
  ColumnsAlignY,
  ColumnWidth,
} from './Columns';

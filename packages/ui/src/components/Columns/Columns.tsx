import { clsx } from 'clsx';
import { createContext, use, type HTMLAttributes, type Ref } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import type { Space } from '../../theme/tokens';
import { normalizeResponsive, type ResponsiveSpace } from '../private/responsive';
import * as styles from './Columns.css';

export { columnsCollapseBreakpoints, columnsAlignsY, columnWidths } from './Columns.css';
export type ColumnsCollapseBelow = (typeof styles.columnsCollapseBreakpoints)[number];
export type ColumnsAlignY = (typeof styles.columnsAlignsY)[number];
export type ColumnWidth = (typeof styles.columnWidths)[number];

const CollapseContext = /* @__PURE__ */ createContext<ColumnsCollapseBelow | undefined>(undefined);

export type ColumnsProps = HTMLAttributes<HTMLDivElement> & {
  /** Space between the columns (and between stacked columns when collapsed). */
  space: ResponsiveSpace;
  /** Below this breakpoint the columns stack, each full width. */
  collapseBelow?: ColumnsCollapseBelow;
  alignY?: ColumnsAlignY;
  ref?: Ref<HTMLDivElement>;
};

const alignItemsOf = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;

/** Side-by-side columns of `Column`, fluid or fixed fractions, that can stack on small screens. */
export function Columns({
  space,
  collapseBelow,
  alignY = 'top',
  className,
  children,
  ...props
}: ColumnsProps) {
  const gaps = normalizeResponsive<Space>(space);
  const align = alignItemsOf[alignY];
  return (
    <div
      data-slot="columns"
      data-collapse-below={collapseBelow}
      className={clsx(
        styles.root,
        gaps.mobile && styles.gap.mobile[gaps.mobile],
        gaps.tablet && styles.gap.tablet[gaps.tablet],
        gaps.desktop && styles.gap.desktop[gaps.desktop],
        sprinkles({
          display: 'flex',
          flexDirection:
            collapseBelow === 'tablet'
              ? ['column', 'row']
              : collapseBelow === 'desktop'
                ? ['column', 'column', 'row']
                : 'row',
          alignItems:
            collapseBelow === 'tablet'
              ? ['stretch', align]
              : collapseBelow === 'desktop'
                ? ['stretch', 'stretch', align]
                : align,
        }),
        className,
      )}
      {...props}
    >
      <CollapseContext value={collapseBelow}>{children}</CollapseContext>
    </div>
  );
}

export type ColumnProps = HTMLAttributes<HTMLDivElement> & {
  /** A fraction of the row, or 'content' to fit the content; fluid columns share what is left. */
  width?: ColumnWidth;
  ref?: Ref<HTMLDivElement>;
};

/** One column of `Columns`. */
export function Column({ width, className, ...props }: ColumnProps) {
  const collapseBelow = use(CollapseContext);
  const widths =
    collapseBelow === 'tablet'
      ? styles.columnWidth.fromTablet
      : collapseBelow === 'desktop'
        ? styles.columnWidth.fromDesktop
        : styles.columnWidth.always;
  return (
    <div
      data-slot="column"
      data-width={width ?? 'fluid'}
      className={clsx(styles.column, widths[width ?? 'fluid'], className)}
      {...props}
    />
  );
}

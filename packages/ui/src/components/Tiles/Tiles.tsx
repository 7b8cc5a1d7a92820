import { clsx } from 'clsx';
import { isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import { flattenChildren } from '../private/flattenChildren';
import type { ResponsiveSpace } from '../private/responsive';
import * as styles from './Tiles.css';

export { tilesColumnCounts, tilesElements } from './Tiles.css';
export type TilesColumnCount = (typeof styles.tilesColumnCounts)[number];
export type TilesElement = (typeof styles.tilesElements)[number];

/** Columns per breakpoint, mobile first: a breakpoint left out keeps the one below it. */
export type TilesColumns =
  | TilesColumnCount
  | readonly (TilesColumnCount | null)[]
  | { mobile?: TilesColumnCount; tablet?: TilesColumnCount; desktop?: TilesColumnCount };

export type TilesProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** How many equal columns; one number or per breakpoint. Default: 1 on mobile. */
  columns?: TilesColumns;
  /** Space between the tiles, across and down; one value or a mobile-first array. */
  space: ResponsiveSpace;
  /** `ul` / `ol` wrap each child in an `li`. */
  as?: TilesElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

function columnsPerBreakpoint(columns: TilesColumns) {
  if (typeof columns === 'number') return { mobile: columns };
  if (Array.isArray(columns)) {
    const [mobile, tablet, desktop] = columns as readonly (TilesColumnCount | null | undefined)[];
    return {
      mobile: mobile ?? undefined,
      tablet: tablet ?? undefined,
      desktop: desktop ?? undefined,
    };
  }
  return columns as {
    mobile?: TilesColumnCount;
    tablet?: TilesColumnCount;
    desktop?: TilesColumnCount;
  };
}

/** A grid of equal-width tiles; the tiles in a row share the height of the tallest one. */
export function Tiles({
  columns = 1,
  space,
  as = 'div',
  className,
  children,
  ...props
}: TilesProps) {
  const Root = as;
  const Item = as === 'ul' || as === 'ol' ? 'li' : 'div';
  const isList = Item === 'li';
  const { mobile = 1, tablet, desktop } = columnsPerBreakpoint(columns);
  return (
    <Root
      data-slot="tiles"
      // `list-style: none` drops the list role in Safari; the explicit role keeps it.
      role={isList ? 'list' : undefined}
      className={clsx(
        styles.root,
        styles.columns.mobile[mobile],
        tablet && styles.columns.tablet[tablet],
        desktop && styles.columns.desktop[desktop],
        sprinkles({ gap: space }),
        className,
      )}
      {...(props as HTMLAttributes<HTMLElement>)}
    >
      {flattenChildren(children).map((child, index) => (
        <Item
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={styles.item}
        >
          {child}
        </Item>
      ))}
    </Root>
  );
}

import { globalStyle, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/tokens';

export const tilesColumnCounts = [1, 2, 3, 4, 5, 6] as const;
export const tilesElements = ['div', 'ul', 'ol', 'section'] as const;

type ColumnCount = (typeof tilesColumnCounts)[number];

export const root = style({
  display: 'grid',
  // Rows size to their tallest tile, and every tile stretches to its row.
  alignItems: 'stretch',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});

// The cell is a column flexbox so its one child can grow to the full row height.
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
globalStyle(`${item} > *`, { flexGrow: 1 });

// minmax(0, 1fr): a long word or a wide table never makes one column wider than the others.
const columnsRule = (count: ColumnCount): StyleRule => ({
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
});

const eachCount = (toRule: (count: ColumnCount) => StyleRule) =>
  styleVariants(
    Object.fromEntries(tilesColumnCounts.map((count) => [count, toRule(count)])) as Record<
      ColumnCount,
      StyleRule
    >,
  );

export const columns = {
  mobile: eachCount(columnsRule),
  tablet: eachCount((count) => ({ '@media': { [mediaQuery.tablet]: columnsRule(count) } })),
  desktop: eachCount((count) => ({ '@media': { [mediaQuery.desktop]: columnsRule(count) } })),
};

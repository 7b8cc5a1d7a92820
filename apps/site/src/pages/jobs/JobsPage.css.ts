import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

// The sticky site header's height plus a little air, so scrolled-to content is never under it.
const belowHeader = `calc(${vars.space.huge} + ${vars.space.large})`;

// The search form holds the keyword bar and the filter panel; the results sit outside it. From
// desktop width the form takes the layout's tracks (subgrid): the bar spans both columns and the
// panel sits beside the results. Without subgrid everything stacks, as on a phone.
const subgrid = '(grid-template-columns: subgrid)';

/** Keyword bar, then the folded filters, then the results; filters beside results on desktop. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: {
      '@supports': {
        [subgrid]: {
          gridTemplateColumns: 'minmax(16rem, 1fr) 3fr',
          gridTemplateRows: 'auto 1fr',
          columnGap: vars.space.xxlarge,
        },
      },
    },
  },
});

export const search = style({
  '@media': {
    [mediaQuery.desktop]: {
      '@supports': {
        // As specific as the form's own layout (element and class), and later.
        [subgrid]: {
          selectors: {
            'form&': {
              gridColumn: '1 / -1',
              gridRow: '1 / -1',
              display: 'grid',
              gridTemplateColumns: 'subgrid',
              gridTemplateRows: 'subgrid',
              // The layout's own gaps, so the panel keeps its column's width.
              columnGap: vars.space.xxlarge,
              rowGap: vars.space.xlarge,
              alignItems: 'start',
            },
          },
        },
      },
    },
  },
});

export const searchBar = style({
  '@media': {
    [mediaQuery.desktop]: { '@supports': { [subgrid]: { gridColumn: '1 / -1', gridRow: 1 } } },
  },
});

export const filters = style({
  '@media': {
    [mediaQuery.desktop]: {
      '@supports': {
        [subgrid]: { gridColumn: 1, gridRow: 2, position: 'sticky', top: belowHeader },
      },
    },
  },
});

/** Paging scrolls the results heading into view below the sticky site header. */
export const results = style({
  minWidth: 0,
  scrollMarginTop: belowHeader,
  '@media': {
    [mediaQuery.desktop]: { '@supports': { [subgrid]: { gridColumn: 2, gridRow: 2 } } },
  },
});

/** Focus moves to the heading after paging (for screen readers); it is not a control, so no ring. */
export const resultsHeading = style({ outline: 'none' });

/** The results heading with the sort beside it (below it on narrow screens). */
export const resultsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** The sort, and its own button where no script applies it. */
export const sort = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const sortSelect = style({ minWidth: '13rem' });

export const notes = style({ margin: 0, paddingInlineStart: vars.space.large });

import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

// The sticky site header's height plus a little air, so scrolled-to content is never under it.
const belowHeader = `calc(${vars.space.huge} + ${vars.space.large})`;

/** Filters beside the results from desktop width; above them (folded) on smaller screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(16rem, 1fr) 3fr',
      gap: vars.space.xxlarge,
    },
  },
});

export const filters = style({
  '@media': { [mediaQuery.desktop]: { position: 'sticky', top: belowHeader } },
});

/** Paging scrolls the results heading into view below the sticky site header. */
export const results = style({ minWidth: 0, scrollMarginTop: belowHeader });

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

export const sort = style({ minWidth: '13rem' });

export const notes = style({ margin: 0, paddingInlineStart: vars.space.large });

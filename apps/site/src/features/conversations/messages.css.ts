import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/**
 * The list beside the open conversation on wide screens. On narrower ones a page shows one of
 * them: the list at /messages, the conversation at /messages/{application}.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.wide]: { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)' },
  },
});

export const listColumn = style({
  selectors: { [`${layout}[data-open] &`]: { display: 'none' } },
  '@media': {
    [mediaQuery.wide]: {
      selectors: { [`${layout}[data-open] &`]: { display: 'block' } },
    },
  },
});

export const chooser = style({
  display: 'none',
  '@media': { [mediaQuery.wide]: { display: 'block' } },
});

/** The way back to the list, for screens that show the conversation alone. */
export const backLink = style({
  '@media': { [mediaQuery.wide]: { display: 'none' } },
});

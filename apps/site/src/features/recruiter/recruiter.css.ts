import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** A candidate's facts as a definition list: one column on phones, two from tablet width. */
export const facts = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const fact = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const factDetail = style({ margin: 0, overflowWrap: 'anywhere' });

/** The job finder's filters under its search box: side by side where they fit, else stacked. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

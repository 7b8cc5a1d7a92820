import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** An account's facts as a definition list: one column on phones, two from tablet width. */
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

/** A long fact (a description) takes the whole row. */
export const wideFact = style({ gridColumn: '1 / -1' });

export const factDetail = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

/** A flag: its badge beside its sentence, wrapping under it on narrow screens. */
export const flag = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

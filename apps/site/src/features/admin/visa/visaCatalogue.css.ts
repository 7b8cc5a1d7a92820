import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** A dialog form's fields two to a row from tablet width, one to a row on phones. */
export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A field that takes the whole row of the grid (a label, a note, a web address). */
export const wholeRow = style({ gridColumn: '1 / -1' });

/** A table cell's main line and the smaller lines under it. */
export const cellLines = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  justifyItems: 'start',
});

/** A flag and the reason beside it, wrapping under it when the cell is narrow. */
export const flag = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlockStart: vars.space.xxsmall,
});

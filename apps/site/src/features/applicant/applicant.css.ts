import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** An icon in front of a line of text: the text's size, in a quieter colour. */
export const inlineIcon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** Cards read in line order (left to right in English), then down: one column on phones, two from tablet width. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A minimum salary and its currency side by side, as on /jobs: the amount takes the room. */
export const salaryRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});
export const salaryAmount = style({ flex: '1 1 0', minWidth: 0 });
export const salaryCurrency = style({ flex: '0 0 6.5rem' });

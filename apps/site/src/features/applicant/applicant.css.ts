import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** An icon in front of a line of text: the text's size, in a quieter colour. */
export const inlineIcon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** Cards read left to right, then down: one column on phones, two from tablet width. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

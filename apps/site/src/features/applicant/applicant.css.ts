import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** An icon in front of a line of text: the text's size, in a quieter colour. */
export const inlineIcon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
  color: vars.color.textMuted,
});

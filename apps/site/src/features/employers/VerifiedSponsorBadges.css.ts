import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The shield before a badge's words, on the text baseline. */
export const icon = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
  marginInlineEnd: vars.space.xsmall,
});

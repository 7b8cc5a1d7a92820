import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The cover image spans the text column at a steady shape, whatever the uploaded size. */
export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
});

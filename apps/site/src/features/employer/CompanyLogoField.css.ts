import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The current logo, whole and square, on the page's surface. */
export const logo = style({
  display: 'block',
  width: vars.space.huge,
  height: vars.space.huge,
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
});

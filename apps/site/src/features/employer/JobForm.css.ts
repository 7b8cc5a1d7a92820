import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The relocation package, set in under the checkbox that offers it. */
export const relocationPackage = style({
  minWidth: 0,
  margin: 0,
  paddingBlock: 0,
  paddingInlineEnd: 0,
  paddingInlineStart: vars.space.large,
  border: 'none',
  borderInlineStart: `${vars.borderWidth.large} solid ${vars.color.border}`,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  marginBottom: vars.space.xxsmall,
});

export const count = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
});

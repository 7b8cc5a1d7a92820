import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fractionVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
});

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // The empty track needs a visible edge (3:1) against the page, in both themes.
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.borderField}`,
  overflow: 'hidden',
});

export const indicator = style({
  height: '100%',
  width: `calc(${fractionVar} * 100%)`,
  borderRadius: 'inherit',
  background: vars.color.tone.brand.solid,
  transition: `width ${vars.motion.durationStandard} ${vars.motion.easing}`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.tone.critical.text,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.critical.text,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.lineHeight.small,
  height: vars.lineHeight.small,
  padding: vars.space.xxsmall,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emblem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.space.huge} + ${vars.space.large})`,
  height: `calc(${vars.space.huge} + ${vars.space.large})`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.critical.soft,
  color: vars.color.tone.critical.text,
  boxShadow: `0 0 0 ${vars.space.small} ${vars.color.surfaceSunken}`,
});

export const emblemIcon = style({
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.small,
});

export const title = style({
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.h2,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
});

export const description = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  color: vars.color.textMuted,
});

export const details = style({
  maxWidth: vars.contentWidth.small,
  width: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({ height: '100%' });

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  height: '100%',
  margin: 0,
});

export const quoteMark = style({
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  color: vars.color.tone.brand.text,
  opacity: 0.35,
});

export const quote = style({
  margin: 0,
  flexGrow: 1,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.small,
});

globalStyle(`${avatar} img`, { width: '100%', height: '100%', objectFit: 'cover' });

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 8rem',
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const byline = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const journey = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.h4,
  lineHeight: 1,
});

export const arrow = style({
  width: vars.space.large,
  height: vars.space.large,
  color: vars.color.textMuted,
});

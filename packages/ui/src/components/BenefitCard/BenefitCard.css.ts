import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  marginBottom: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
});

globalStyle(`${icon} svg`, { width: vars.space.xlarge, height: vars.space.xlarge });

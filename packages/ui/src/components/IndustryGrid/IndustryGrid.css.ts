import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: vars.space.large,
    },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  textAlign: 'center',
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
});

globalStyle(`${icon} svg`, { width: vars.space.xlarge, height: vars.space.xlarge });

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

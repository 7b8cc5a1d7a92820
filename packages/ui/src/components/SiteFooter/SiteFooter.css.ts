import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

export const root = style({
  background: vars.color.surfaceSunken,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  paddingTop: vars.space.xxxlarge,
  paddingBottom: vars.space.xlarge,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.xlarge, paddingTop: vars.space.huge },
  },
});

export const top = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  paddingBottom: vars.space.xxlarge,
  '@media': {
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space.huge,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const logo = style({ display: 'flex', alignItems: 'center' });

export const tagline = style({
  maxWidth: '36ch',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: `calc(${vars.space.xxlarge} + ${vars.space.xsmall})`,
  height: `calc(${vars.space.xxlarge} + ${vars.space.xsmall})`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  ':hover': { color: vars.color.tone.brand.text, borderColor: vars.color.tone.brand.text },
});

// Two columns on phones, one per group on wider screens.
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  '@media': { [mediaQuery.tablet]: { columnGap: vars.space.xxlarge } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small });

export const bottom = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.medium,
  paddingTop: vars.space.xlarge,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const legalLink = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

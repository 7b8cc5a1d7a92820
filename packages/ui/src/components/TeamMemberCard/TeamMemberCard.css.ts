import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ height: '100%' });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.large,
  height: '100%',
});

const avatarSize = `calc(${vars.space.huge} + ${vars.space.xxlarge})`;

export const avatar = style({
  width: avatarSize,
  height: avatarSize,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
  boxShadow: `0 0 0 ${vars.space.xsmall} ${vars.color.tone.brand.soft}`,
});

export const initials = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: vars.color.tone.brand.soft,
    color: vars.color.tone.brand.onSoft,
    fontSize: vars.fontSize.h3,
    lineHeight: vars.lineHeight.h3,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
  },
]);

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const name = style({
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const jobTitle = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.tone.brand.text,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const socialList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: 'auto',
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.tone.brand.soft, color: vars.color.tone.brand.onSoft },
  },
});

export const socialIcon = style({ display: 'inline-flex' });

// Whatever icon the caller passes is sized to the button.
globalStyle(`${socialIcon} svg`, { width: vars.space.large, height: vars.space.large });

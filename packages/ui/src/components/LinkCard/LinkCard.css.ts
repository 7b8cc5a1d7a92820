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
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover &`]: {
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
  },
});

globalStyle(`${icon} svg`, { width: vars.space.xlarge, height: vars.space.xlarge });

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  paddingTop: vars.space.small,
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const ctaArrow = style({
  width: '1em',
  height: '1em',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${root}:hover &`]: { transform: `translateX(${vars.space.xsmall})` } },
});

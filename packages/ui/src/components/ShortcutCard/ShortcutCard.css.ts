import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ height: '100%' });

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.large,
  height: '100%',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  flexGrow: 1,
});

export const title = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

// Card stretches this link (data-card-link) over the whole card: one target, named by the title.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { [`${card}:hover &`]: { color: vars.color.link } },
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const arrow = style({
  flexShrink: 0,
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  alignSelf: 'center',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${card}:hover &`]: {
      transform: `translateX(${vars.space.xsmall})`,
      color: vars.color.tone.brand.text,
    },
  },
});

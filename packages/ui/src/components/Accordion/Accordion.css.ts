import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const header = style({
  margin: 0,
  display: 'flex',
});

export const trigger = style({
  display: 'flex',
  flex: 1,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  borderRadius: vars.radius.small,
  transitionProperty: 'color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { color: vars.color.tone.brand.text },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: vars.space.xxsmall,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
});

// Radix measures the panel and exposes its height, so opening and closing can animate.
const slideDown = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideDown} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideUp} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
  },
});

export const contentInner = style({
  paddingInline: vars.space.xsmall,
  paddingBottom: vars.space.large,
});

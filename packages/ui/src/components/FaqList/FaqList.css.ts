import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const search = style({ display: 'block' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

// The browser's disclosure triangle gives way to the chevron (both the standard and WebKit's).
export const summary = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xsmall,
  listStyle: 'none',
  cursor: 'pointer',
  color: vars.color.text,
  borderRadius: vars.radius.small,
  transitionProperty: 'color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.tone.brand.text },
  },
});

export const question = style({
  margin: 0,
  color: 'inherit',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
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
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

// The answer eases in as it opens (no motion for those who ask for less: the theme zeroes it).
const reveal = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
  to: { opacity: 1, transform: 'none' },
});

export const answerBody = style({
  paddingInline: vars.space.xsmall,
  paddingBottom: vars.space.large,
  selectors: {
    [`${item}[open] > &`]: {
      animation: `${reveal} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
  },
});

export const answer = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'pre-line',
});

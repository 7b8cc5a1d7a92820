import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: `translate(-50%, calc(-50% + ${vars.space.small}))` },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': {
      animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
  },
});

const gutter = vars.space.large;

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    width: `calc(100% - ${gutter} * 2)`,
    maxHeight: `calc(100dvh - ${gutter} * 2)`,
    overflowY: 'auto',
    padding: vars.space.xlarge,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': {
        animation: `${rise} ${vars.motion.durationStandard} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}`,
      },
    },
    '@media': { [mediaQuery.tablet]: { padding: vars.space.xxlarge } },
  },
  variants: {
    size: {
      small: { maxWidth: `calc(${vars.contentWidth.small} * 0.7)` },
      medium: { maxWidth: vars.contentWidth.small },
      large: { maxWidth: vars.contentWidth.medium },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

// Room at the inline end for the close button, which is positioned over the title's corner.
export const title = style({
  margin: 0,
  paddingInlineEnd: `calc(${vars.space.xxlarge} + ${vars.space.medium})`,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const close = style({
  position: 'absolute',
  top: vars.space.large,
  insetInlineEnd: vars.space.large,
  '@media': { [mediaQuery.tablet]: { top: vars.space.xlarge, insetInlineEnd: vars.space.xlarge } },
});

export const body = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

// Actions sit on the right; on a phone they stack with the main action on top.
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' },
  },
});

import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [mediaQuery.tablet]: {
      insetInline: 'auto',
      insetInlineEnd: 0,
      maxWidth: `calc(${vars.space.huge} * 6 + ${vars.space.xlarge} * 2)`,
      padding: vars.space.xlarge,
    },
  },
});

// 1 left to right, -1 right to left: toasts come in from, and leave toward, the inline end.
const towardEnd = createVar();
const offEdge = `calc((100% + ${vars.space.xlarge}) * ${towardEnd})`;

const slideIn = keyframes({
  from: { transform: `translateX(${offEdge})`, opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(${offEdge})` },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid`,
    boxShadow: vars.shadow.large,
    vars: { [towardEnd]: '1' },
    selectors: {
      '&:dir(rtl)': { vars: { [towardEnd]: '-1' } },
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.durationStandard} ${vars.motion.easing} forwards`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.durationStandard} ${vars.motion.easing}`,
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${vars.motion.durationStandard} ${vars.motion.easing} forwards`,
      },
    },
  },
  variants: {
    tone: {
      default: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      positive: {
        background: vars.color.tone.positive.soft,
        borderColor: vars.color.tone.positive.text,
        color: vars.color.tone.positive.onSoft,
      },
      critical: {
        background: vars.color.tone.critical.solid,
        borderColor: vars.color.tone.critical.solid,
        color: vars.color.tone.critical.onSolid,
      },
    },
  },
  defaultVariants: { tone: 'default' },
});
export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = style({
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: vars.space.xxsmall,
});

// Without an icon the text starts at the inline start.
export const textBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  selectors: { '&:first-child': { gridColumn: '1 / 3' } },
});

export const title = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: `calc(${vars.space.xsmall} * -1)`,
  padding: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  opacity: 0.85,
  selectors: {
    '&:hover': { opacity: 1, background: `color-mix(in srgb, currentColor 12%, transparent)` },
  },
});

export const closeIcon = style({
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: vars.space.xxsmall,
});

import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

const barHeight = vars.space.huge;

export const root = style({
  background: `color-mix(in srgb, ${vars.color.surface} 88%, transparent)`,
  backdropFilter: `saturate(180%) blur(${vars.space.medium})`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: {
    '&[data-sticky]': { position: 'sticky', top: 0, zIndex: vars.zIndex.sticky },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  minHeight: barHeight,
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  '@media': { [mediaQuery.tablet]: { paddingInline: vars.space.xlarge } },
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 });

export const desktopNav = style({
  display: 'none',
  flex: 1,
  minWidth: 0,
  '@media': { [mediaQuery.desktop]: { display: 'block' } },
});

// Links wrap rather than run under the actions when a site passes more than fit.
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': {
      color: vars.color.text,
      background: vars.color.surfaceSunken,
      textDecorationLine: 'none',
    },
    '&[aria-current="page"]': {
      color: vars.color.tone.brand.onSoft,
      background: vars.color.tone.brand.soft,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const desktopActions = style({
  display: 'none',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
  '@media': { [mediaQuery.desktop]: { display: 'flex' } },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  marginLeft: 'auto',
  '@media': { [mediaQuery.desktop]: { marginLeft: 0 } },
});

export const menuButton = style({
  marginInlineStart: 'auto',
  selectors: { [`${tools} ~ &`]: { marginInlineStart: 0 } },
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
// Right to left the sheet sits on the left edge and comes in from there.
const slideInRtl = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The menu sheet is a native popover (in the top layer, so no ancestor clips or stacks it): the
 * browser's centred popover box becomes a panel along the inline end. It shows only while open,
 * and never on desktop, where the full bar is back.
 */
export const sheet = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  insetInlineEnd: 0,
  insetInlineStart: 'auto',
  width: `min(100%, calc(${vars.contentWidth.small} / 2 + ${vars.space.huge}))`,
  height: 'auto',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  flexDirection: 'column',
  gap: vars.space.xlarge,
  padding: vars.space.large,
  paddingTop: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  animation: `${slideIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
  ':focus': { outline: 'none' },
  selectors: {
    // Only an open popover is drawn: the browser's own rule hides a closed one.
    '&:popover-open': { display: 'flex' },
    '[dir="rtl"] &': { animationName: slideInRtl },
    '&::backdrop': {
      background: vars.color.overlay,
      animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [mediaQuery.desktop]: {
      selectors: { '&:popover-open': { display: 'none' }, '&::backdrop': { display: 'none' } },
    },
  },
});

// While the sheet is open the page under the overlay holds still, as under a dialog.
globalStyle(`html:has(${sheet}:popover-open)`, {
  '@media': { [`not ${mediaQuery.desktop}`]: { overflow: 'hidden' } },
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: barHeight,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const sheetNav = style({ display: 'block' });

export const sheetNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sheetNavLink = style([
  navLink,
  {
    display: 'flex',
    paddingBlock: vars.space.medium,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    color: vars.color.text,
  },
]);

export const sheetActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginTop: 'auto',
  paddingTop: vars.space.large,
  paddingBottom: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

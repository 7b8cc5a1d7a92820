import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

const sidebarWidth = `calc(${vars.space.huge} * 4 + ${vars.space.large})`;

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)` },
  },
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [mediaQuery.desktop]: {
      display: 'flex',
      position: 'sticky',
      top: 0,
      height: '100dvh',
      borderInlineEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      background: vars.color.surface,
    },
  },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});

export const main = style({
  minWidth: 0,
  // Focused only by the skip link, as a starting point: the region itself needs no ring.
  outline: 'none',
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  '@media': {
    [mediaQuery.tablet]: { padding: vars.space.xxlarge },
    [mediaQuery.desktop]: { padding: `${vars.space.xxlarge} ${vars.space.xxxlarge}` },
  },
});

/* The menu itself, shared by the sidebar and the small-screen drawer. */

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
});

export const menuHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.large} ${vars.space.large}`,
});

export const menuTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
});

export const company = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nav = style({
  flexGrow: 1,
  overflowY: 'auto',
  padding: `0 ${vars.space.medium}`,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}, color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.tone.neutral.soft, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.tone.brand.soft,
      color: vars.color.tone.brand.onSoft,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const menuFooter = style({
  padding: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/* The small-screen drawer. */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const slideOut = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
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

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  width: `min(85vw, ${sidebarWidth})`,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideIn} ${vars.motion.durationSlow} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideOut} ${vars.motion.durationStandard} ${vars.motion.easing}`,
    },
  },
});

export const drawerClose = style({
  position: 'absolute',
  top: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});

globalStyle(`${navIcon} svg`, {
  width: `calc(${vars.space.large} + ${vars.space.xxsmall})`,
  height: `calc(${vars.space.large} + ${vars.space.xxsmall})`,
});

// In the drawer the close button sits in the header's corner; keep the title clear of it.
globalStyle(`${drawer} ${menuHeader}`, {
  paddingInlineEnd: `calc(${vars.space.xxxlarge} + ${vars.space.medium})`,
});

/* The notifications link with its unread count. */

export const notificationsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  alignSelf: 'flex-start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.tone.neutral.soft },
  },
});

export const notificationsIcon = style({
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
});

export const notificationsCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xxsmall}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
});

/** A menu item's count, at the end of its line. */
export const navCount = style([notificationsCount, { marginInlineStart: 'auto', flexShrink: 0 }]);

export const topBarActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

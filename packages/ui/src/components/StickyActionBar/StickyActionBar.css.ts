import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const stickyActionBarBreakpoints = ['tablet', 'desktop'] as const;

// On phones the bar stays on screen at the bottom while the page scrolls under it, clear of the
// home indicator (safe-area inset; needs `viewport-fit=cover` to be non-zero).
export const root = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBottom: `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
});

// Actions share the bar's width on a phone: big, equal targets for the thumb.
export const action = style({ flex: '1 1 0', minWidth: 0, display: 'flex' });
globalStyle(`${action} > *`, { flexGrow: 1 });

const inline = {
  position: 'static',
  padding: 0,
  background: 'transparent',
  borderTop: 0,
  boxShadow: 'none',
} as const;

export const inlineFrom = styleVariants({
  tablet: { '@media': { [mediaQuery.tablet]: inline } },
  desktop: { '@media': { [mediaQuery.desktop]: inline } },
});

export const actionInlineFrom = styleVariants({
  tablet: { '@media': { [mediaQuery.tablet]: { flex: '0 0 auto' } } },
  desktop: { '@media': { [mediaQuery.desktop]: { flex: '0 0 auto' } } },
});

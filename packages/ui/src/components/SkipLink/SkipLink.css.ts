import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { visuallyHiddenRule } from '../private/visuallyHidden';

// Out of sight until focused (the visually-hidden clip), then a solid chip over the page's
// top corner, above the sticky header, wherever the page is scrolled.
export const root = style({
  ...visuallyHiddenRule,
  position: 'fixed',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  selectors: {
    '&:focus': {
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      paddingBlock: vars.space.small,
      paddingInline: vars.space.medium,
      borderRadius: vars.radius.medium,
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.standard,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      boxShadow: vars.shadow.large,
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

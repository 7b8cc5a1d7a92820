import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

// Out of sight until focused (the visually-hidden clip), then a solid chip over the page's
// top corner, above the sticky header, wherever the page is scrolled.
export const root = style({
  position: 'fixed',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: vars.zIndex.toast,
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
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

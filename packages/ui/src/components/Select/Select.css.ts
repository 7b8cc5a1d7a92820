import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/controlStyles.css';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

// The native arrow is replaced by the theme's chevron, so leave room for it on the right.
export const select = style([
  control,
  {
    appearance: 'none',
    cursor: 'pointer',
    paddingInlineEnd: `calc(${vars.lineHeight.standard} + ${vars.space.medium} * 2)`,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    selectors: {
      '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
    },
  },
]);

export const option = style({
  color: vars.color.text,
  background: vars.color.surface,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: vars.space.xxsmall,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

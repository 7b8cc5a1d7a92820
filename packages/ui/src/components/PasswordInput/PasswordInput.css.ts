import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/controlStyles.css';

export const wrapper = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

// Room at the inline end for the show/hide button, which sits inside the input's box.
export const input = style([
  control,
  {
    paddingInlineEnd: `calc(${vars.lineHeight.standard} + ${vars.space.small} * 2 + ${vars.space.small})`,
  },
]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.small,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const toggleIcon = style({
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: vars.space.xxsmall,
});

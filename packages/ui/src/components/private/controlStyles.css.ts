import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Shared by every text control so TextInput, PasswordInput, Select and Textarea read as one family.
const controlBorder = `${vars.borderWidth.standard} solid ${vars.color.borderField}`;

/** The box of a single-line or multi-line text control. */
export const control = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  border: controlBorder,
  borderRadius: vars.radius.medium,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.focusRing, outlineOffset: 0 },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.tone.critical.text,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.tone.critical.text}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../private/visuallyHidden';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const labelGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

// The whole zone is a <label> for the file input, so a click anywhere opens the picker.
export const dropzone = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  cursor: 'pointer',
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.large} dashed ${vars.color.borderField}`,
  borderRadius: vars.radius.large,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover': { borderColor: vars.color.tone.brand.text, background: vars.color.surfaceSunken },
    '&:has(input:focus-visible)': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xxsmall,
    },
    '&[data-dragging]': {
      borderStyle: 'solid',
      borderColor: vars.color.tone.brand.solid,
      background: vars.color.tone.brand.soft,
    },
    '&[data-invalid]': { borderColor: vars.color.tone.critical.text },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});

// Hidden from sight but still focusable, so keyboard users open the picker with Enter or Space.
export const input = style(visuallyHiddenRule);

export const uploadIcon = style({
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  padding: vars.space.xsmall,
  color: vars.color.tone.brand.text,
  selectors: { [`${dropzone}[data-disabled] &`]: { color: vars.color.textMuted } },
});

export const dropText = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
});

export const limits = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

export const fileIcon = style({
  flexShrink: 0,
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: vars.space.xxsmall,
  color: vars.color.tone.positive.text,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fileSize = style({
  flexShrink: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

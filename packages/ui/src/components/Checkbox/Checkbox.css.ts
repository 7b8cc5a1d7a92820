import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const boxSize = vars.lineHeight.standard;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const box = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
});

// The native input keeps keyboard, form and screen-reader behaviour; only its look is replaced.
export const input = style({
  appearance: 'none',
  margin: 0,
  width: '100%',
  height: '100%',
  cursor: 'pointer',
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.small,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:checked': {
      background: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
    },
    '&:checked:hover:not(:disabled)': {
      background: vars.color.tone.brand.solidHover,
      borderColor: vars.color.tone.brand.solidHover,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.tone.critical.text,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.tone.critical.text}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
    '&:checked:disabled': { background: vars.color.textMuted, borderColor: vars.color.textMuted },
  },
});

export const checkIcon = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  padding: vars.space.xxsmall,
  color: vars.color.tone.brand.onSolid,
  pointerEvents: 'none',
  opacity: 0,
  selectors: {
    [`${input}:checked + &`]: { opacity: 1 },
  },
});

export const label = style({
  display: 'inline',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    [`${row}:has(${input}:disabled) &`]: { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const requiredSpacer = style({ marginInlineStart: vars.space.xxsmall });

// Hint and error line up with the label text, not the box.
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInlineStart: `calc(${boxSize} + ${vars.space.small})`,
});

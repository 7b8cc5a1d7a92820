import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/controlStyles.css';

// The box looks like every other text control; the real input inside it has no border of its own.
export const box = style([
  control,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.xsmall,
    cursor: 'text',
    selectors: {
      '&:focus-within': {
        borderColor: vars.color.focusRing,
        outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
        outlineOffset: 0,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        background: vars.color.surfaceSunken,
        borderColor: vars.color.border,
      },
    },
  },
]);

export const tags = style({
  display: 'contents',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

export const tagText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // A comfortable target around a small icon.
  width: vars.lineHeight.standard,
  height: vars.lineHeight.standard,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.border },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const removeIcon = style({ width: vars.fontSize.standard, height: vars.fontSize.standard });

export const input = style({
  flex: '1 1 8rem',
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  selectors: {
    // The box shows the focus ring for the whole control.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  selectors: {
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // Many tabs on a phone scroll sideways rather than wrap into a second row.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      overflowX: 'visible',
      borderBottom: 0,
      borderInlineEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const trigger = style({
  flexShrink: 0,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  border: 0,
  // The selected tab's underline sits on the list's own border.
  borderBottom: `${vars.borderWidth.large} solid transparent`,
  marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.tone.brand.text,
      borderBottomColor: vars.color.tone.brand.text,
    },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.large})` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-orientation="vertical"]': {
      textAlign: 'start',
      marginBottom: 0,
      borderBottom: 0,
      borderInlineEnd: `${vars.borderWidth.large} solid transparent`,
      marginInlineEnd: `calc(-1 * ${vars.borderWidth.standard})`,
      borderRadius: `${vars.radius.small} 0 0 ${vars.radius.small}`,
    },
    '&[data-orientation="vertical"][data-state="active"]': {
      borderInlineEndColor: vars.color.tone.brand.text,
    },
  },
});

export const content = style({
  minWidth: 0,
  flexGrow: 1,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  borderRadius: vars.radius.small,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.tone.neutral.soft },
    '&:focus-visible': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.borderWidth.large} * -1)`,
    },
    '&[aria-current="page"]': {
      background: vars.color.tone.brand.soft,
      boxShadow: `inset ${vars.borderWidth.large} 0 0 ${vars.color.tone.brand.solid}`,
    },
    '[dir="rtl"] &[aria-current="page"]': {
      boxShadow: `inset calc(${vars.borderWidth.large} * -1) 0 0 ${vars.color.tone.brand.solid}`,
    },
  },
});

const line = {
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const name = style({
  ...line,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-unread] &': { fontWeight: vars.fontWeight.bold } },
});

export const time = style({
  justifySelf: 'end',
  alignSelf: 'center',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-unread] &': { color: vars.color.tone.brand.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const job = style({
  ...line,
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const preview = style({
  ...line,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  selectors: { '[data-unread] &': { color: vars.color.text, fontWeight: vars.fontWeight.medium } },
});

export const marks = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'end',
  gap: vars.space.xsmall,
});

export const unread = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
});

export const loadingRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
});

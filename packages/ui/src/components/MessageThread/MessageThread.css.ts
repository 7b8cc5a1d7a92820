import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minBlockSize: 0,
  // Long threads scroll inside the thread, so the composer under it stays in view.
  maxBlockSize: '70vh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

export const loadEarlier = style({ alignSelf: 'center' });

export const days = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** The date between two days: a rule on each side of the words. */
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  marginBlockEnd: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One message; mine sit at the end of the line (right, or left in a right-to-left page). */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  maxInlineSize: 'min(36rem, 85%)',
  alignSelf: 'flex-start',
  selectors: {
    '&[data-from="me"]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
    '&[data-run-start]': { marginBlockStart: vars.space.small },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInline: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const sender = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: '100%',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: {
    [`${message}[data-from="me"] &`]: {
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    // The corner nearest the sender's side is squared off, as the start of a speech bubble.
    [`${message}[data-from="them"][data-run-start] &`]: {
      borderStartStartRadius: vars.radius.small,
    },
    [`${message}[data-from="me"][data-run-start] &`]: { borderStartEndRadius: vars.radius.small },
  },
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const attachment = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid currentColor`,
  color: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { textDecoration: 'underline' },
    'a&:focus-visible': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

export const attachmentIcon = style({ flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em' });

export const attachmentName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const attachmentSize = style({ flexShrink: 0 });

export const seen = style({
  margin: 0,
  paddingInline: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

export const textarea = style({
  // A message is a few lines; it grows by hand (resize) when more is wanted.
  minHeight: `calc(${vars.lineHeight.standard} * 2 + ${vars.space.small} * 2)`,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const toolbarStart = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  marginInlineStart: 'auto',
});

export const fileInput = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const file = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const fileIcon = style({ flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em' });

export const fileName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const fileSize = style({ flexShrink: 0 });

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-state="over"]': {
      color: vars.color.tone.critical.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const presenceStates = ['online', 'offline'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="online"]': { color: vars.color.tone.positive.text },
  },
});

export const dot = style({
  flexShrink: 0,
  inlineSize: '0.625em',
  blockSize: '0.625em',
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderField}`,
  selectors: {
    [`${root}[data-state="online"] &`]: {
      background: vars.color.tone.positive.solid,
      borderColor: vars.color.tone.positive.solid,
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const info = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

// The controls hug the two ends of the bar.
export const start = style({ justifySelf: 'start' });
export const end = style({ justifySelf: 'end' });

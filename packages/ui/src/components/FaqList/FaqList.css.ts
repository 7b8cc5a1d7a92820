import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const answer = style({
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
});

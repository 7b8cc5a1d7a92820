import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

// Flags are 3:2; the height follows the surrounding text so flags sit on the line.
export const root = style({
  display: 'inline-flex',
  flexShrink: 0,
  height: '1em',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.small,
  overflow: 'hidden',
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const svg = style({ width: '100%', height: '100%', display: 'block' });

export const fallback = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
  fontSize: '0.55em',
  fontWeight: vars.fontWeight.bold,
});

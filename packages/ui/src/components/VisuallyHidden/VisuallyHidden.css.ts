import { style } from '@vanilla-extract/css';

// Hidden from sight, still read by screen readers (the standard clip pattern).
export const root = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A dot before the label, so a status reads at a glance even where colours look alike.
export const dot = style({
  width: '0.5em',
  height: '0.5em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});

import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../private/visuallyHidden';

// Hidden from sight, still read by screen readers (the standard clip pattern).
export const root = style(visuallyHiddenRule);

import { style } from '@vanilla-extract/css';

/** The icon shows the theme in use: a moon in dark, a sun in light. */
export const icon = style({ flexShrink: 0 });

import { style } from '@vanilla-extract/css';

/**
 * An arrow or chevron that points along the reading direction (back, forward, next): mirrored
 * right to left. `scale` composes with the icon's own `transform`, whose moves turn with it.
 */
export const pointsInline = style({ selectors: { '[dir="rtl"] &': { scale: '-1 1' } } });

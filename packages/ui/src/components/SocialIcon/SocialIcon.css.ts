import { style } from '@vanilla-extract/css';

// Sized by the text around it, like lucide icons set to 1em.
export const root = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

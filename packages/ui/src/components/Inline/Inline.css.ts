import { style } from '@vanilla-extract/css';

export const inlineAligns = ['start', 'center', 'end', 'space-between'] as const;
export const inlineAlignsY = ['top', 'center', 'bottom'] as const;
export const inlineCollapseBreakpoints = ['tablet', 'desktop'] as const;
export const inlineElements = ['div', 'ul', 'ol', 'nav'] as const;

export const root = style({ listStyle: 'none', padding: 0, margin: 0 });
export const item = style({ minWidth: 0 });

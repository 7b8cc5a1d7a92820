import { style } from '@vanilla-extract/css';

/** Portals land here; the box itself never takes part in the theme element's layout. */
export const portals = style({ display: 'contents' });

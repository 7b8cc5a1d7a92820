import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** Search and filters side by side, wrapping (and stretching) onto new rows on narrow screens. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  width: '100%',
});

/** The search box takes the room the filters leave. */
export const search = style({ flex: '3 1 16rem', minWidth: 0 });

export const filter = style({ flex: '1 1 10rem', minWidth: 0 });

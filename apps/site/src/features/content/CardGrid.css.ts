import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** Equal cards in as many columns as fit: one on phones, two on tablets, up to four on desktops. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** Article cards in as many columns as fit: one on phones, up to three on desktops. */
export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Focus moves to the results heading after a filter change; it is not a control, so no ring. */
export const resultsHeading = style({ outline: 'none' });

/** The search box keeps a readable width beside the wide result grid. */
export const search = style({ maxWidth: vars.contentWidth.small });

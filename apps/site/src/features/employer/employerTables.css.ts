import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/**
 * A row action keeps its whole label: a button may shrink to an ellipsis, and a table gives a
 * shrinkable cell almost no width, so the actions column would be squeezed. Doubled class for
 * specificity over the button's own rule, whatever order the sheets load in.
 */
export const rowAction = style({
  selectors: { '&&': { maxWidth: 'none', minWidth: 'max-content', flexShrink: 0 } },
});

/** Job titles and names wrap between words only, and never narrower than a short title. */
export const primaryCell = style({
  minWidth: `calc(${vars.space.huge} * 3)`,
  overflowWrap: 'normal',
  wordBreak: 'normal',
});

import { style } from '@vanilla-extract/css';

/**
 * A button may shrink to an ellipsis (its label can; a percentage max-width counts as zero in a
 * table cell's minimum width), so a table would squeeze its actions column. In a row of actions
 * the label stays whole and the column makes room. Doubled class for specificity over the
 * button's own rule, whatever order the sheets load in.
 */
export const rowActionButton = style({
  selectors: { '&&': { maxWidth: 'none', minWidth: 'max-content', flexShrink: 0 } },
});

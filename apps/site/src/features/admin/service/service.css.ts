import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** The jurisdiction dialog's sources: the whole row of the field grid, one source under another. */
export const sources = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.medium,
  justifyItems: 'start',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

/** One source: its title and address side by side from tablet width, then Remove. */
export const source = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  justifySelf: 'stretch',
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.borderWidth.large} solid ${vars.color.border}`,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
  },
});

/** A source link and the ones after it, each on its own line. */
export const sourceLinks = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  justifyItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The billing form's fields, two to a row from tablet width. */
export const billingGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

/** A row's actions one under another, the same width: a table of several keeps its columns. */
export const actionStack = style({
  display: 'grid',
  gap: vars.space.xsmall,
  justifyItems: 'stretch',
});

/** A cell's lines that must not be squeezed below a badge's width. */
export const wideLines = style({ minInlineSize: '8.5rem' });

/** A line that never wraps (an invoice number, a date). */
export const oneLine = style({ whiteSpace: 'nowrap' });

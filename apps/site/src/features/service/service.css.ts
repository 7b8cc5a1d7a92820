import { style, globalStyle } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** Fees one under another: each its name (and when it is charged), then its price on the right. */
export const feeLines = style({ display: 'grid', rowGap: vars.space.small, margin: 0 });
export const feeLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.medium,
  alignItems: 'start',
});
globalStyle(`${feeLine} dd`, { margin: 0, textAlign: 'end' });
globalStyle(`${feeLine} dt`, { minWidth: 0 });

/** Places side by side from tablet width: one column on phones. */
export const placeGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The consent words, in full, set apart from the form's own text. */
export const consentText = style({
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderInlineStart: `${vars.borderWidth.large} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
  whiteSpace: 'pre-line',
});

/** An invoice's lines: description, then the figures right-aligned. */
export const invoiceTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});
globalStyle(`${invoiceTable} th, ${invoiceTable} td`, {
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'end',
  verticalAlign: 'top',
});
globalStyle(`${invoiceTable} th:first-child, ${invoiceTable} td:first-child`, {
  textAlign: 'start',
  paddingInlineStart: 0,
});
globalStyle(`${invoiceTable} th:last-child, ${invoiceTable} td:last-child`, {
  paddingInlineEnd: 0,
});
globalStyle(`${invoiceTable} thead th`, {
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
globalStyle(`${invoiceTable} tfoot th, ${invoiceTable} tfoot td`, { borderBottom: 'none' });

/** Bank details as label and value pairs. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.semibold,
});

/** A list without bullets or indent (the cards carry the structure). */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Text whose line breaks are the writer's (a cover letter). */
export const preLine = style({ whiteSpace: 'pre-line' });

import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../private/visuallyHidden';

// Narrower than this, the table is read as cards: one per row, each value under its column's
// name, so nothing is squeezed or cut off on a phone (or in a narrow panel column).
const container = createContainer('data-table');
const stacked = `${container} (max-width: 35rem)`;

export const root = style({
  containerType: 'inline-size',
  containerName: container,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

export const toolbar = style({
  padding: vars.space.large,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const footer = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

const coverWidth = vars.space.xxlarge;
const shadowWidth = vars.space.medium;
const shadowColor = `color-mix(in srgb, ${vars.color.overlay} 40%, transparent)`;

// Scroll shadows: the 'local' covers travel with the content and hide the fixed shadows at
// either end, so a shadow shows only on a side where more columns are hidden.
export const scroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  background: [
    `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left center / ${coverWidth} 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right center / ${coverWidth} 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${shadowColor}, transparent) left center / ${shadowWidth} 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${shadowColor}, transparent) right center / ${shadowWidth} 100% no-repeat scroll`,
  ].join(', '),
  selectors: {
    '&:focus-visible': {
      outlineOffset: `calc(-1 * ${vars.borderWidth.large})`,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.small}`,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

// Hidden from sight, still the table's name for assistive technology.
export const captionHidden = style(visuallyHiddenRule);

export const headerRow = style({
  background: vars.color.surfaceSunken,
});

// A column's name, in the header row and before each value of a stacked row.
const columnName = {
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
} as const;

export const cell = recipe({
  base: {
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    verticalAlign: 'middle',
    color: vars.color.text,
  },
  variants: {
    kind: {
      header: {
        paddingTop: vars.space.small,
        paddingBottom: vars.space.small,
        ...columnName,
        whiteSpace: 'nowrap',
      },
      body: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    nowrap: { true: { whiteSpace: 'nowrap' }, false: {} },
  },
  defaultVariants: { kind: 'body', align: 'start', nowrap: false },
});

export const row = style({
  transition: `background ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});

// The table's frame already closes the last row.
globalStyle(`${row}:last-child > td`, { borderBottom: 'none' });

export const message = style({
  padding: vars.space.xlarge,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  color: 'inherit',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.tone.neutral.soft },
    '[aria-sort] > &': { color: vars.color.text },
  },
});

export const sortIcon = style({
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
});

export const actions = style({
  display: 'inline-flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
});

/* The stacked (card) layout, below the container width above. */

// The value beside the label: no box of its own in a table row, one grid cell in a card.
export const cellValue = style({
  display: 'contents',
  '@container': { [stacked]: { display: 'block', minWidth: 0 } },
});

// A header that is a sort button stays, as a chip in a wrapping row; the others are only read.
export const headerSortable = style({});
export const headerPlain = style({});

globalStyle(`${table}, ${table} > tbody, ${row}`, {
  '@container': { [stacked]: { display: 'block' } },
});
globalStyle(`${headerRow}`, {
  '@container': {
    [stacked]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space.small,
      paddingBlock: vars.space.small,
      paddingInline: vars.space.large,
      borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});
// Without a sort button the header row has nothing to show in a card layout: only read.
export const headerRowPlain = style({ '@container': { [stacked]: visuallyHiddenRule } });
globalStyle(`${headerRow} > ${headerPlain}`, { '@container': { [stacked]: visuallyHiddenRule } });
globalStyle(`${headerRow} > ${headerSortable}`, {
  '@container': { [stacked]: { display: 'block', padding: vars.space.xsmall, border: 'none' } },
});
globalStyle(`${row}`, {
  '@container': {
    [stacked]: {
      paddingBlock: vars.space.medium,
      paddingInline: vars.space.large,
      borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${row}:last-child`, { '@container': { [stacked]: { borderBlockEnd: 'none' } } });
globalStyle(`${row} > td`, {
  '@container': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
      alignItems: 'baseline',
      columnGap: vars.space.medium,
      paddingBlock: vars.space.xsmall,
      paddingInline: 0,
      borderBlockEnd: 'none',
      textAlign: 'start',
      whiteSpace: 'normal',
    },
  },
});
// The column's name before each value (generated content: not part of the cell's text).
globalStyle(`${row} > td[data-label]::before`, {
  '@container': {
    [stacked]: {
      content: 'attr(data-label)',
      ...columnName,
    },
  },
});
// A cell without a label (an element as its header) spans the card's width.
globalStyle(`${row} > td:not([data-label]) > *`, {
  '@container': { [stacked]: { gridColumn: '1 / -1' } },
});
globalStyle(`${row} > td > ${actions}`, {
  '@container': { [stacked]: { justifyContent: 'flex-start', flexWrap: 'wrap' } },
});

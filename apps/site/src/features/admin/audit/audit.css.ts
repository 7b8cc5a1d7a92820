import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The changed columns, one per row: the column, then before → after. */
export const changes = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  maxWidth: '36rem',
});

/** A dt/dd pair wrapped for valid markup, laid out by the grid. */
export const row = style({ display: 'contents' });

export const field = style({ color: vars.color.textMuted, margin: 0 });

export const values = style({ margin: 0, overflowWrap: 'anywhere' });

export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const arrow = style({ color: vars.color.textMuted, paddingInline: vars.space.xxsmall });

/** The date range beside the filters. */
export const date = style({ flex: '1 1 9rem', minWidth: 0 });

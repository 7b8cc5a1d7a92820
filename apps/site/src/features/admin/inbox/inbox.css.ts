import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** A message or reply as its author wrote it: line breaks kept, long words wrapped. */
export const preserveLines = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const thread = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({ listStyle: 'none' });

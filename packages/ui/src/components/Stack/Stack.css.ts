import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stackAligns = ['start', 'center', 'end'] as const;
export const stackElements = ['div', 'ul', 'ol', 'section'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

// Each child sits in its own block, so inline content (buttons, badges) keeps its size.
export const item = style({ minWidth: 0 });

// The divider sits between items: the gap above it, the same space again below it.
export const dividedItem = style({
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  },
});

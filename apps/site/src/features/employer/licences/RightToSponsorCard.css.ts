import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** The destinations: one column on phones, two from tablet width. */
export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const section = style({
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const factDetail = style({ margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

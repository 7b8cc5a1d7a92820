import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

// The sticky site header's height plus a little air, so a section jumped to is not under it.
const belowHeader = `calc(${vars.space.huge} + ${vars.space.large})`;

/** Contents beside the text from desktop width; above it on smaller screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'start',
  '@media': {
    [mediaQuery.desktop]: { gridTemplateColumns: 'minmax(14rem, 1fr) 3fr' },
  },
});

export const contents = style({
  '@media': { [mediaQuery.desktop]: { position: 'sticky', top: belowHeader } },
});

export const contentsList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const text = style({ minWidth: 0, maxWidth: vars.contentWidth.medium });

/** A section jumped to from the contents lands below the sticky header, and takes focus without a ring. */
export const section = style({ scrollMarginTop: belowHeader, outline: 'none' });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

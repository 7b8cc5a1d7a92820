import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery, vars } from '../../theme';

const numberSize = vars.space.xxxlarge;

export const root = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: vars.space.xlarge,
  },
  variants: {
    layout: {
      vertical: {},
      horizontal: {
        '@media': {
          [mediaQuery.desktop]: {
            gridAutoFlow: 'column',
            gridAutoColumns: '1fr',
            gap: vars.space.xxlarge,
          },
        },
      },
    },
  },
});

const horizontal = root.classNames.variants.layout.horizontal;

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${numberSize} 1fr`,
  columnGap: vars.space.large,
  alignItems: 'start',
  selectors: {
    // The connector runs from under this number to the next one.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: `calc(${numberSize} + ${vars.space.small})`,
      bottom: `calc(-1 * ${vars.space.xlarge} + ${vars.space.small})`,
      insetInlineStart: `calc(${numberSize} / 2)`,
      width: vars.borderWidth.large,
      background: vars.color.border,
    },
  },
  '@media': {
    [mediaQuery.desktop]: {
      selectors: {
        [`${horizontal} &`]: { gridTemplateColumns: '1fr', rowGap: vars.space.large },
        [`${horizontal} &:not(:last-child)::after`]: {
          top: `calc(${numberSize} / 2)`,
          bottom: 'auto',
          insetInlineStart: `calc(${numberSize} + ${vars.space.medium})`,
          insetInlineEnd: `calc(-1 * ${vars.space.xxlarge} + ${vars.space.medium})`,
          width: 'auto',
          height: vars.borderWidth.large,
        },
      },
    },
  },
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: numberSize,
  height: numberSize,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  boxShadow: `0 0 0 ${vars.space.xsmall} ${vars.color.tone.brand.soft}`,
});

export const body = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingTop: vars.space.small,
  minWidth: 0,
});

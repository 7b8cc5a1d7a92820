import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery, vars } from '../../theme';

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
    margin: 0,
    borderRadius: vars.radius.xlarge,
    overflow: 'hidden',
    gap: vars.borderWidth.standard,
  },
  variants: {
    tone: {
      // The 1px gap over a border-coloured fill draws hairline dividers between figures.
      surface: {
        background: vars.color.border,
        border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
        boxShadow: vars.shadow.small,
      },
      brand: { background: vars.color.tone.brand.solidHover },
    },
  },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  padding: `${vars.space.xlarge} ${vars.space.xlarge}`,
  textAlign: 'center',
  selectors: {
    [`${root.classNames.variants.tone.surface} &`]: { background: vars.color.surface },
    [`${root.classNames.variants.tone.brand} &`]: {
      background: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
  },
  '@media': { [mediaQuery.tablet]: { padding: `${vars.space.xxlarge} ${vars.space.xlarge}` } },
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { [`${root.classNames.variants.tone.brand} &`]: { color: 'inherit' } },
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.h2,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: {
    [`${root.classNames.variants.tone.brand} &`]: { color: 'inherit' },
    '&[data-loading]': { color: vars.color.textMuted },
    [`${root.classNames.variants.tone.brand} &[data-loading]`]: { color: 'inherit' },
  },
  '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.h1, lineHeight: vars.lineHeight.h1 } },
});

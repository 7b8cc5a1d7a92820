import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.tone.brand.soft} 0%, ${vars.color.background} 85%)`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** Copy at the inline start, a highlights card at the end (left and right in English) from desktop width. */
export const heroGrid = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'center',
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: '3fr 2fr', gap: vars.space.huge } },
});

export const heroCopy = style({ maxWidth: '40rem' });

export const highlights = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const highlight = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const highlightIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.tone.positive.soft,
  color: vars.color.tone.positive.text,
});

const gridBase = {
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
const twoAcross = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' };

/** Cards in an even grid: one column on phones, then two across (each grid is one class, so its media queries keep their order). */
export const cardGrid = style({ ...gridBase, '@media': { [mediaQuery.tablet]: twoAcross } });

/** One, two, then three across from desktop width. */
export const cardGridThree = style({
  ...gridBase,
  '@media': {
    [mediaQuery.tablet]: twoAcross,
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** One, two, then four across from desktop width. */
export const cardGridFour = style({
  ...gridBase,
  '@media': {
    [mediaQuery.tablet]: twoAcross,
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// Each item stretches its card, so cards in a row share one height.
globalStyle(`${cardGrid} > li, ${cardGridThree} > li, ${cardGridFour} > li`, { display: 'grid' });

export const callToAction = style({
  background: vars.color.tone.brand.soft,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.xlarge,
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  textAlign: 'center',
  '@media': { [mediaQuery.tablet]: { padding: `${vars.space.huge} ${vars.space.xxlarge}` } },
});

/** The bands under the hero, with room above the first and below the last. */
export const sections = style({
  paddingTop: vars.space.xxxlarge,
  paddingBottom: vars.space.xxxlarge,
  '@media': {
    [mediaQuery.tablet]: { paddingTop: vars.space.huge, paddingBottom: vars.space.huge },
  },
});

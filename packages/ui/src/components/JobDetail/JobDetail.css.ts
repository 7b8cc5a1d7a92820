import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const backIcon = style({ width: '1em', height: '1em' });

export const header = style({
  display: 'grid',
  gap: vars.space.xlarge,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.radius.xlarge,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      padding: vars.space.xxlarge,
    },
  },
});

export const logo = style({
  display: 'none',
  '@media': { [mediaQuery.tablet]: { display: 'grid' } },
});

export const headline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.h2,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
  '@media': { [mediaQuery.tablet]: { fontSize: vars.fontSize.h1, lineHeight: vars.lineHeight.h1 } },
});

export const company = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  selectors: {
    '&[data-fact="salary"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-fact="posted"]': { color: vars.color.textMuted },
  },
});

export const factIcon = style({
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const body = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQuery.desktop]: {
      selectors: {
        '[data-has-aside] > &, [data-has-actions] > &': {
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
          alignItems: 'start',
        },
        // The actions lead the side column; the rest of the column's height is the aside's.
        '[data-has-actions] > &': { gridTemplateRows: 'auto 1fr' },
      },
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  minWidth: 0,
  padding: `${vars.space.xlarge} ${vars.space.large}`,
  borderRadius: vars.radius.xlarge,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [mediaQuery.tablet]: { padding: vars.space.xxlarge },
    [mediaQuery.desktop]: { gridRow: '1 / -1' },
  },
});

// Below desktop a bar stuck to the bottom of the screen (StickyActionBar); on desktops the top of
// the side column, beside the start of the description.
export const actions = style({
  '@media': {
    [mediaQuery.desktop]: { gridColumn: 2, gridRow: 1, justifyContent: 'flex-start' },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [mediaQuery.desktop]: {
      gridColumn: 2,
      position: 'sticky',
      top: `calc(${vars.space.huge} + ${vars.space.large})`,
      selectors: { '[data-has-actions] &': { gridRow: 2 } },
    },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '70ch',
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: '1.7',
});

globalStyle(`${prose} p`, { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xlarge} minmax(0, 1fr)`,
  gap: vars.space.small,
  alignItems: 'start',
  overflowWrap: 'anywhere',
});

export const listMarker = style({
  width: vars.space.large,
  height: vars.space.xlarge,
  color: vars.color.tone.positive.text,
  selectors: { '[data-marker="benefit"] &': { color: vars.color.tone.brand.text } },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  // A soft brand wash fading into the page, drawn only from theme colours.
  background: `radial-gradient(ellipse at top right, ${vars.color.tone.brand.soft}, transparent 60%), linear-gradient(180deg, ${vars.color.tone.brand.soft} 0%, ${vars.color.background} 100%)`,
  color: vars.color.text,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  maxWidth: vars.contentWidth.large,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xxxlarge,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.xlarge, paddingBlock: vars.space.huge },
    [mediaQuery.desktop]: { paddingBlock: `calc(${vars.space.huge} * 1.5)` },
  },
});

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.contentWidth.small,
});

export const eyebrow = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.tone.brand.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h1,
  lineHeight: vars.lineHeight.h1,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.025em',
  textWrap: 'balance',
  color: vars.color.text,
  '@media': {
    [mediaQuery.tablet]: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display },
  },
});

export const description = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

export const form = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  '@media': {
    [mediaQuery.tablet]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      padding: vars.space.xlarge,
    },
    [mediaQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto',
      alignItems: 'end',
    },
  },
});

export const field = style({ minWidth: 0 });

export const submit = style({
  width: '100%',
  '@media': {
    [mediaQuery.tablet]: { alignSelf: 'end' },
    [mediaQuery.desktop]: { width: 'auto' },
  },
});

export const extra = style({ display: 'block' });

// With an aside, desktop widths get two columns: the headline and the aside side by side, the
// form across both under them. The aside comes last in reading order (after the search).
export const withAside = style({
  '@media': {
    [mediaQuery.desktop]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 28rem)',
      columnGap: vars.space.huge,
      rowGap: vars.space.xxlarge,
      alignItems: 'center',
    },
  },
});

export const aside = style({ minWidth: 0 });

globalStyle(`${withAside} > ${intro}`, {
  '@media': { [mediaQuery.desktop]: { gridColumn: '1', gridRow: '1' } },
});
globalStyle(`${withAside} > ${aside}`, {
  '@media': { [mediaQuery.desktop]: { gridColumn: '2', gridRow: '1' } },
});
globalStyle(`${withAside} > ${form}, ${withAside} > ${extra}`, {
  '@media': { [mediaQuery.desktop]: { gridColumn: '1 / -1' } },
});

import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQuery } from './tokens';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginInlineStart: { ...vars.space, auto: 'auto' },
    marginInlineEnd: { ...vars.space, auto: 'auto' },
    textAlign: ['start', 'center', 'end'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surfaces = {
  background: vars.color.background,
  surface: vars.color.surface,
  surfaceRaised: vars.color.surfaceRaised,
  surfaceSunken: vars.color.surfaceSunken,
  brand: vars.color.tone.brand.solid,
  brandSoft: vars.color.tone.brand.soft,
  neutralSoft: vars.color.tone.neutral.soft,
  positiveSoft: vars.color.tone.positive.soft,
  criticalSoft: vars.color.tone.critical.soft,
  cautionSoft: vars.color.tone.caution.soft,
  infoSoft: vars.color.tone.info.soft,
  transparent: 'transparent',
};

const staticProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'fixed', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    background: surfaces,
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      link: vars.color.link,
      onBrand: vars.color.tone.brand.onSolid,
      brand: vars.color.tone.brand.text,
      positive: vars.color.tone.positive.text,
      critical: vars.color.tone.critical.text,
      caution: vars.color.tone.caution.text,
      info: vars.color.tone.info.text,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    minWidth: { 0: '0' },
    maxWidth: vars.contentWidth,
    cursor: ['default', 'pointer'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export type BoxBackground = keyof typeof surfaces;

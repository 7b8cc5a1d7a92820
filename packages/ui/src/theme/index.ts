import './global.css';

export { vars } from './contract.css';
export {
  lightThemeClass,
  darkThemeClass,
  systemThemeClass,
  colorSchemeAttribute,
} from './themes.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles, BoxBackground } from './sprinkles.css';
import * as tokenValues from './tokens';

/**
 * Every token as plain values, for documentation and JS that needs a raw value. A plain object
 * (not `export * as`, which bundles into a top-level registration call) so an app that does not
 * use it does not ship it.
 */
export const tokens = {
  toneNames: tokenValues.toneNames,
  neutral: tokenValues.neutral,
  lightColors: tokenValues.lightColors,
  darkColors: tokenValues.darkColors,
  space: tokenValues.space,
  fontFamily: tokenValues.fontFamily,
  typeScale: tokenValues.typeScale,
  fontWeight: tokenValues.fontWeight,
  radius: tokenValues.radius,
  borderWidth: tokenValues.borderWidth,
  lightShadows: tokenValues.lightShadows,
  darkShadows: tokenValues.darkShadows,
  motion: tokenValues.motion,
  contentWidth: tokenValues.contentWidth,
  zIndex: tokenValues.zIndex,
  breakpoints: tokenValues.breakpoints,
  mediaQuery: tokenValues.mediaQuery,
};
export { toneNames, breakpoints, mediaQuery } from './tokens';
export type { Tone, Space, TypeScaleStep, Breakpoint } from './tokens';

export const themes = ['light', 'dark'] as const;
export type ThemeName = (typeof themes)[number];

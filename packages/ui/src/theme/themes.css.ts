import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  borderWidth,
  contentWidth,
  darkColors,
  darkShadows,
  fontFamily,
  fontWeight,
  lightColors,
  lightShadows,
  motion,
  radius,
  space,
  typeScale,
  zIndex,
  type ColorTokens,
} from './tokens';

const mapScale = <K extends string>(scale: Record<K, { fontSize: string; lineHeight: string }>, key: 'fontSize' | 'lineHeight') =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, (value as Record<string, string>)[key]])) as Record<K, string>;

const shared = {
  space,
  font: fontFamily,
  fontSize: mapScale(typeScale, 'fontSize'),
  lineHeight: mapScale(typeScale, 'lineHeight'),
  fontWeight,
  radius,
  borderWidth,
  motion,
  contentWidth,
  zIndex,
};

const themeValues = (color: ColorTokens, shadow: typeof lightShadows | typeof darkShadows) => ({
  ...shared,
  color,
  shadow,
});

export const lightThemeClass = createTheme(vars, themeValues(lightColors, lightShadows), 'light');
export const darkThemeClass = createTheme(vars, themeValues(darkColors, darkShadows), 'dark');

// Honour the user's wish for less motion everywhere the theme applies.
for (const themeClass of [lightThemeClass, darkThemeClass]) {
  globalStyle(themeClass, {
    colorScheme: themeClass === darkThemeClass ? 'dark' : 'light',
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: {
          [vars.motion.durationFast]: '0ms',
          [vars.motion.durationStandard]: '0ms',
          [vars.motion.durationSlow]: '0ms',
        },
      },
    },
  });
}

import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
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

const mapScale = <K extends string>(
  scale: Record<K, { fontSize: string; lineHeight: string }>,
  key: 'fontSize' | 'lineHeight',
) =>
  Object.fromEntries(
    Object.entries(scale).map(([step, value]) => [step, (value as Record<string, string>)[key]]),
  ) as Record<K, string>;

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

/** The attribute an ancestor (the site's <html>) carries when the visitor chose a scheme (a light/dark switch). */
export const colorSchemeAttribute = 'data-color-scheme';

const lightScheme = {
  vars: { ...assignVars(vars.color, lightColors), ...assignVars(vars.shadow, lightShadows) },
  colorScheme: 'light',
} as const;
const darkScheme = {
  vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadows) },
  colorScheme: 'dark',
} as const;

/**
 * Follows the system setting (`prefers-color-scheme`), unless the element or an ancestor says
 * `data-color-scheme="light"` or `"dark"`: an explicit choice (one more attribute in the selector)
 * beats the media query. Pure CSS, so a server-rendered page is drawn right from the first paint.
 */
export const systemThemeClass = style(
  {
    vars: assignVars(vars, themeValues(lightColors, lightShadows)),
    colorScheme: 'light dark',
    '@media': { '(prefers-color-scheme: dark)': darkScheme },
    selectors: {
      [`&[${colorSchemeAttribute}="light"], [${colorSchemeAttribute}="light"] &`]: lightScheme,
      [`&[${colorSchemeAttribute}="dark"], [${colorSchemeAttribute}="dark"] &`]: darkScheme,
    },
  },
  'system',
);

for (const themeClass of [lightThemeClass, darkThemeClass, systemThemeClass]) {
  // The element carrying a theme draws it itself (a div as well as <body>): font, text, background.
  globalStyle(themeClass, {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    color: vars.color.text,
    background: vars.color.background,
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  });
  // Honour the user's wish for less motion everywhere the theme applies.
  globalStyle(themeClass, {
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
globalStyle(lightThemeClass, { colorScheme: 'light' });
globalStyle(darkThemeClass, { colorScheme: 'dark' });

import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import {
  colorSchemeAttribute,
  darkThemeClass,
  lightThemeClass,
  systemThemeClass,
} from '../../theme/themes.css';
import { visuallyHiddenRule } from '../private/visuallyHidden';

/**
 * The toggle draws both faces (a sun and its name for the light theme, a moon and its name for
 * the dark one) and CSS shows the face of the theme in use. Each theme sets these two variables
 * the way it sets its colours (the system theme by `prefers-color-scheme`, overridden by a
 * `data-color-scheme` ancestor), so a server-rendered button is right before any script runs.
 */
const lightFace = createVar();
const darkFace = createVar();

const showLight = { vars: { [lightFace]: 'inline-flex', [darkFace]: 'none' } };
const showDark = { vars: { [lightFace]: 'none', [darkFace]: 'inline-flex' } };

globalStyle(lightThemeClass, showLight);
globalStyle(darkThemeClass, showDark);
globalStyle(systemThemeClass, {
  ...showLight,
  '@media': { '(prefers-color-scheme: dark)': showDark },
});
globalStyle(
  `${systemThemeClass}[${colorSchemeAttribute}="light"], [${colorSchemeAttribute}="light"] ${systemThemeClass}`,
  showLight,
);
globalStyle(
  `${systemThemeClass}[${colorSchemeAttribute}="dark"], [${colorSchemeAttribute}="dark"] ${systemThemeClass}`,
  showDark,
);

const face = style({ alignItems: 'center', justifyContent: 'center' });

/** Shown while the light theme is in use (outside any theme too). */
export const lightOnly = style([face, { display: fallbackVar(lightFace, 'inline-flex') }]);
/** Shown while the dark theme is in use. */
export const darkOnly = style([face, { display: fallbackVar(darkFace, 'none') }]);

export const label = style(visuallyHiddenRule);

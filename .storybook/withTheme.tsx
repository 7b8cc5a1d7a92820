import type { Decorator } from '@storybook/react-vite';
import {
  Theme,
  colorSchemeAttribute,
  darkThemeClass,
  lightThemeClass,
  type ThemeName,
} from '@globalhire/ui';

const themeClasses: Record<ThemeName, string> = { light: lightThemeClass, dark: darkThemeClass };

export const themeOf = (value: unknown): ThemeName => (value === 'dark' ? 'dark' : 'light');

/**
 * Wraps every story in the theme chosen in the toolbar (global `theme`; a story pins one with
 * `globals: { theme: 'dark' }`). Dialogs and menus portal into the Theme's own element. The
 * document takes the theme too: <body> paints the canvas around the story, and <html> carries
 * the choice as the site's colour-scheme toggle would (its button shows it).
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = themeOf(context.globals.theme);
  if (context.viewMode !== 'docs') {
    document.body.classList.remove(...Object.values(themeClasses));
    document.body.classList.add(themeClasses[theme]);
    document.documentElement.setAttribute(colorSchemeAttribute, theme);
  }
  return (
    <Theme theme={theme}>
      <Story />
    </Theme>
  );
};

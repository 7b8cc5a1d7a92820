import type { Decorator } from '@storybook/react-vite';
import { darkThemeClass, lightThemeClass, vars, type ThemeName } from '@globalhire/ui';

const themeClasses: Record<ThemeName, string> = { light: lightThemeClass, dark: darkThemeClass };

export const themeOf = (value: unknown): ThemeName => (value === 'dark' ? 'dark' : 'light');

/**
 * Wraps every story in the theme chosen in the toolbar (global `theme`; a story pins one with
 * `globals: { theme: 'dark' }`). The document carries the class too, because dialogs and toasts
 * portal into <body>, outside the wrapper; on docs pages each story keeps its own wrapper.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme = themeOf(context.globals.theme);
  if (context.viewMode !== 'docs') {
    document.body.classList.remove(...Object.values(themeClasses));
    document.body.classList.add(themeClasses[theme]);
  }
  return (
    <div
      className={themeClasses[theme]}
      data-theme={theme}
      style={{
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
      }}
    >
      <Story />
    </div>
  );
};

export { Theme, themeChoices, useThemeChoice, usePortalContainer } from './Theme';
export type { ThemeProps, ThemeChoice } from './Theme';

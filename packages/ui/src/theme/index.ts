import './global.css';

export { vars } from './contract.css';
export { lightThemeClass, darkThemeClass } from './themes.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles, BoxBackground } from './sprinkles.css';
export * as tokens from './tokens';
export { toneNames, breakpoints, mediaQuery } from './tokens';
export type { Tone, Space, TypeScaleStep, Breakpoint } from './tokens';

export const themes = ['light', 'dark'] as const;
export type ThemeName = (typeof themes)[number];

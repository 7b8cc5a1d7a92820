// The public surface of @globalhire/ui. Each group file lists its exports explicitly.
// The font's @font-face rules. This import is the entry's side effect, so package.json lists
// src/index.ts in `sideEffects`: without it a production build (the static Storybook, the site)
// drops the import, as dev never does.
import '@fontsource-variable/inter/wght.css';

export {
  vars,
  lightThemeClass,
  darkThemeClass,
  systemThemeClass,
  colorSchemeAttribute,
  sprinkles,
  tokens,
  toneNames,
  breakpoints,
  mediaQuery,
  themes,
} from './theme';
export type {
  Sprinkles,
  BoxBackground,
  Tone,
  Space,
  TypeScaleStep,
  Breakpoint,
  ThemeName,
} from './theme';

export * from './exports-primitives';
export * from './exports-forms';
export * from './exports-overlays';
export * from './exports-site';
export * from './exports-panel';
export * from './exports-messaging';
export { PromoBanner } from './components/PromoBanner';
export type { PromoBannerProps } from './components/PromoBanner';
export {
  VisaFitPanel,
  visaFitTones,
  visaFitCheckStatuses,
  visaFitPanelStatuses,
  type VisaFitPanelProps,
  type VisaFitVerdict,
  type VisaFitCheck,
  type VisaFitRoute,
  type VisaFitPanelError,
  type VisaFitTone,
  type VisaFitCheckStatus,
  type VisaFitPanelStatus,
  type VisaFitStatusLabels,
} from './components/VisaFitPanel';

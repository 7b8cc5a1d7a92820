import { fontFamily, lightColors, darkColors, radius, space, typeScale } from '@globalhire/ui/tokens';

/**
 * The design tokens as mail clients need them: literal values for inline styles (most clients
 * drop stylesheets and custom properties). Light is the default; clients that honour
 * `prefers-color-scheme` get the dark values from the layout's stylesheet, and the light
 * colours are chosen so that clients which invert colours on their own keep them readable.
 */
export const email = {
  color: {
    page: lightColors.background,
    surface: lightColors.surface,
    text: lightColors.text,
    muted: lightColors.textMuted,
    border: lightColors.border,
    link: lightColors.link,
    brand: lightColors.tone.brand.solid,
    onBrand: lightColors.tone.brand.onSolid,
    soft: lightColors.tone.brand.soft,
    onSoft: lightColors.tone.brand.onSoft,
    positive: lightColors.tone.positive.text,
    critical: lightColors.tone.critical.text,
    caution: lightColors.tone.caution.text,
  },
  dark: {
    page: darkColors.background,
    surface: darkColors.surface,
    text: darkColors.text,
    muted: darkColors.textMuted,
    border: darkColors.border,
    link: darkColors.link,
    soft: darkColors.tone.brand.soft,
    onSoft: darkColors.tone.brand.onSoft,
  },
  // Web fonts do not load in most clients: the system stack after Inter is what most people see.
  font: fontFamily.body.replace("'Inter Variable', ", ''),
  space,
  radius,
  type: typeScale,
  /** The content column: 600 px is the width every mail client lays out without scrolling. */
  width: 600,
} as const;

export type Tone = 'positive' | 'critical' | 'caution';

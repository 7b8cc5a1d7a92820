/**
 * GlobalHire's design tokens as plain values. The theme contract (`vars`) is filled from these,
 * and the Storybook "Design tokens" page renders them, so docs can never drift from the CSS.
 */

export const toneNames = ['brand', 'neutral', 'positive', 'critical', 'caution', 'info'] as const;
export type Tone = (typeof toneNames)[number];

/** Each tone: a solid fill with readable text on it, a soft fill with readable text, and text on the page. */
export interface ToneColors {
  solid: string;
  solidHover: string;
  onSolid: string;
  soft: string;
  onSoft: string;
  text: string;
}

export interface ColorTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  border: string;
  borderField: string;
  focusRing: string;
  overlay: string;
  link: string;
  linkHover: string;
  tone: Record<Tone, ToneColors>;
}

/** Neutral scale (slate), shared by both themes. */
export const neutral = {
  0: '#ffffff',
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
  950: '#0b1220',
} as const;

// Objects built from other tokens are wrapped in pure IIFEs: their property reads would
// otherwise keep them in every consumer bundle, used or not.
// Every text/fill pair below meets WCAG 2.2 AA (4.5:1 for text, 3:1 for field borders);
// the a11y addon checks the rendered stories in both themes.
export const lightColors: ColorTokens = /* @__PURE__ */ (() => ({
  background: neutral[50],
  surface: neutral[0],
  surfaceRaised: neutral[0],
  surfaceSunken: neutral[100],
  text: neutral[900],
  textMuted: neutral[600],
  border: neutral[200],
  borderField: neutral[500],
  focusRing: '#2563eb',
  overlay: 'rgba(15, 23, 42, 0.6)',
  link: '#1d4ed8',
  linkHover: '#1e3a8a',
  tone: {
    brand: { solid: '#1d4ed8', solidHover: '#1e40af', onSolid: '#ffffff', soft: '#eff6ff', onSoft: '#1e40af', text: '#1d4ed8' },
    neutral: { solid: neutral[700], solidHover: neutral[800], onSolid: '#ffffff', soft: neutral[100], onSoft: neutral[700], text: neutral[600] },
    positive: { solid: '#15803d', solidHover: '#166534', onSolid: '#ffffff', soft: '#f0fdf4', onSoft: '#166534', text: '#15803d' },
    critical: { solid: '#b91c1c', solidHover: '#991b1b', onSolid: '#ffffff', soft: '#fef2f2', onSoft: '#991b1b', text: '#b91c1c' },
    caution: { solid: '#b45309', solidHover: '#92400e', onSolid: '#ffffff', soft: '#fffbeb', onSoft: '#92400e', text: '#b45309' },
    info: { solid: '#0369a1', solidHover: '#075985', onSolid: '#ffffff', soft: '#f0f9ff', onSoft: '#075985', text: '#0369a1' },
  },
}))();

export const darkColors: ColorTokens = /* @__PURE__ */ (() => ({
  background: neutral[950],
  surface: '#111a2e',
  surfaceRaised: '#16213a',
  surfaceSunken: '#070c17',
  text: neutral[200],
  textMuted: neutral[400],
  border: '#24324d',
  borderField: neutral[500],
  focusRing: '#93c5fd',
  overlay: 'rgba(2, 6, 23, 0.75)',
  link: '#93c5fd',
  linkHover: '#bfdbfe',
  tone: {
    brand: { solid: '#2563eb', solidHover: '#1d4ed8', onSolid: '#ffffff', soft: '#172554', onSoft: '#bfdbfe', text: '#93c5fd' },
    neutral: { solid: neutral[300], solidHover: neutral[200], onSolid: neutral[900], soft: neutral[800], onSoft: neutral[300], text: neutral[400] },
    positive: { solid: '#15803d', solidHover: '#166534', onSolid: '#ffffff', soft: '#052e16', onSoft: '#bbf7d0', text: '#4ade80' },
    critical: { solid: '#dc2626', solidHover: '#b91c1c', onSolid: '#ffffff', soft: '#450a0a', onSoft: '#fecaca', text: '#f87171' },
    caution: { solid: '#b45309', solidHover: '#92400e', onSolid: '#ffffff', soft: '#451a03', onSoft: '#fde68a', text: '#fbbf24' },
    info: { solid: '#0369a1', solidHover: '#075985', onSolid: '#ffffff', soft: '#082f49', onSoft: '#bae6fd', text: '#38bdf8' },
  },
}))();

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
  huge: '64px',
} as const;
export type Space = keyof typeof space;

export const fontFamily = {
  body: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;

/** Type scale: font size and line height in pairs, so text never gets an orphaned line height. */
export const typeScale = {
  xsmall: { fontSize: '12px', lineHeight: '16px' },
  small: { fontSize: '14px', lineHeight: '20px' },
  standard: { fontSize: '16px', lineHeight: '24px' },
  large: { fontSize: '18px', lineHeight: '28px' },
  h4: { fontSize: '20px', lineHeight: '28px' },
  h3: { fontSize: '24px', lineHeight: '32px' },
  h2: { fontSize: '30px', lineHeight: '38px' },
  h1: { fontSize: '36px', lineHeight: '44px' },
  display: { fontSize: '48px', lineHeight: '56px' },
} as const;
export type TypeScaleStep = keyof typeof typeScale;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const radius = { none: '0', small: '4px', medium: '8px', large: '12px', xlarge: '20px', full: '9999px' } as const;

export const borderWidth = { standard: '1px', large: '2px' } as const;

export const lightShadows = {
  small: '0 1px 2px rgba(15, 23, 42, 0.08)',
  medium: '0 4px 12px rgba(15, 23, 42, 0.10)',
  large: '0 16px 40px rgba(15, 23, 42, 0.18)',
} as const;

export const darkShadows = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.5)',
  large: '0 16px 40px rgba(0, 0, 0, 0.6)',
} as const;

export const motion = {
  durationFast: '120ms',
  durationStandard: '200ms',
  durationSlow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const contentWidth = { small: '640px', medium: '960px', large: '1200px' } as const;

export const zIndex = { sticky: '10', dropdown: '20', overlay: '40', modal: '50', toast: '60' } as const;

/** Minimum widths; media queries cannot read CSS variables, so these stay plain values. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;
export const mediaQuery = /* @__PURE__ */ (() => ({
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
}) as const)();

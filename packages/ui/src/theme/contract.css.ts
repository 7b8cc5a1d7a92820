import { createThemeContract } from '@vanilla-extract/css';
import { toneNames, type Tone } from './tokens';

const toneSlots = { solid: null, solidHover: null, onSolid: null, soft: null, onSoft: null, text: null };

const tones = Object.fromEntries(toneNames.map((tone) => [tone, toneSlots])) as Record<
  Tone,
  typeof toneSlots
>;

/** The one theme contract: every component reads these variables, never a literal value. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderField: null,
    focusRing: null,
    overlay: null,
    link: null,
    linkHover: null,
    tone: tones,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
    huge: null,
  },
  font: { body: null, mono: null },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    h4: null,
    h3: null,
    h2: null,
    h1: null,
    display: null,
  },
  lineHeight: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    h4: null,
    h3: null,
    h2: null,
    h1: null,
    display: null,
  },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  radius: { none: null, small: null, medium: null, large: null, xlarge: null, full: null },
  borderWidth: { standard: null, large: null },
  shadow: { small: null, medium: null, large: null },
  motion: { durationFast: null, durationStandard: null, durationSlow: null, easing: null },
  contentWidth: { small: null, medium: null, large: null },
  zIndex: { sticky: null, dropdown: null, overlay: null, modal: null, toast: null },
});

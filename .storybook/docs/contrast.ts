// WCAG 2.2 contrast, computed from the token values for the Design tokens page.

/** [r, g, b] in 0–255 from '#rgb' or '#rrggbb'; null for anything else (rgba overlays). */
export function parseHex(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance (WCAG 2.2, 1.4.3). */
export function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two opaque colours, 1 to 21; null when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return null;
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What a pair must reach: body text 4.5:1; large text and UI parts (borders, icons) 3:1. */
export type ContrastNeed = 'text' | 'ui' | 'decorative';

export type ContrastVerdict = 'pass' | 'large-text-only' | 'fail' | 'no-minimum';

export function contrastVerdict(ratio: number, need: ContrastNeed): ContrastVerdict {
  if (need === 'decorative') return 'no-minimum';
  if (need === 'ui') return ratio >= 3 ? 'pass' : 'fail';
  if (ratio >= 4.5) return 'pass';
  return ratio >= 3 ? 'large-text-only' : 'fail';
}

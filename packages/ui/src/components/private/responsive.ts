import type { Sprinkles } from '../../theme/sprinkles.css';

/** Space on the theme scale: one value, a mobile-first array, or an object per breakpoint. */
export type ResponsiveSpace = NonNullable<Sprinkles['gap']>;

/** Any value per breakpoint, in the same shapes sprinkles accepts. */
export type ResponsiveValue<Value> =
  Value | readonly (Value | null)[] | { mobile?: Value; tablet?: Value; desktop?: Value };

/** Resolves a responsive value to explicit per-breakpoint values (mobile first; missing stays undefined). */
export function normalizeResponsive<Value extends string>(
  value: ResponsiveValue<Value>,
): { mobile?: Value; tablet?: Value; desktop?: Value } {
  if (typeof value === 'string') return { mobile: value };
  if (Array.isArray(value)) {
    const [mobile, tablet, desktop] = value as readonly (Value | null | undefined)[];
    return {
      mobile: mobile ?? undefined,
      tablet: tablet ?? undefined,
      desktop: desktop ?? undefined,
    };
  }
  return value as { mobile?: Value; tablet?: Value; desktop?: Value };
}

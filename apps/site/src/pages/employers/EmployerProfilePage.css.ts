import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

/** The company's logo (or initial) beside its name from tablet width; above it on phones. */
export const header = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQuery.tablet]: { gridTemplateColumns: 'auto 1fr', gap: vars.space.xlarge } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  borderRadius: vars.radius.large,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.text,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
});

/** The company's own logo, whole, in the same square its initial would take. */
export const logoImage = style({
  display: 'block',
  width: vars.space.huge,
  height: vars.space.huge,
  objectFit: 'contain',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const description = style({ maxWidth: '48rem' });

/** A small icon sitting on the text baseline, e.g. before a location. */
export const inlineIcon = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
  marginInlineEnd: vars.space.xsmall,
});

import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

// Phones: the page info gets its own line above the two controls, so long labels never squeeze
// it; wider screens: one row with the info centred between the controls.
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { flexWrap: 'nowrap' } },
});

export const info = style({
  order: -1,
  flexBasis: '100%',
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [mediaQuery.tablet]: { order: 0, flexBasis: 'auto', flexGrow: 1, minWidth: 0 } },
  selectors: { '&:empty': { display: 'none' } },
});

export const control = style({ flexShrink: 0 });

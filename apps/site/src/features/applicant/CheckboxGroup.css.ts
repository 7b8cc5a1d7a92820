import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@globalhire/ui';

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

/** One column on phones, two from tablet width, three from desktop. */
export const options = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  marginTop: vars.space.small,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery } from '../../theme/tokens';

export const containerWidths = ['small', 'medium', 'large'] as const;
export const containerElements = ['div', 'section', 'main', 'header', 'footer', 'article'] as const;

// Centred with a gutter that grows with the screen.
export const root = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.large,
  '@media': {
    [mediaQuery.tablet]: { paddingInline: vars.space.xlarge },
    [mediaQuery.desktop]: { paddingInline: vars.space.xxlarge },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

export const editor = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const field = style({ width: '12rem' });

/** Lines the buttons up with the field, below its label. */
export const buttons = style({
  display: 'flex',
  gap: vars.space.xsmall,
  paddingTop: `calc(${vars.lineHeight.small} + ${vars.space.xsmall})`,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

export const facts = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const factDetail = style({ margin: 0, textAlign: 'end' });

export const packageList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

export const tabList = style({ display: 'flex', gap: vars.space.xsmall });

export const preview = style({
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minHeight: '12rem',
});

export const coverPreview = style({
  display: 'block',
  width: '100%',
  maxWidth: '32rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const faqList = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

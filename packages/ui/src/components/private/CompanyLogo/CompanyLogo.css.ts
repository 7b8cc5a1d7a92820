import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme';

// Plain class maps, not a recipe: JobCard uses this and must stay light (no recipe runtime).
export const companyLogo = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
  fontWeight: vars.fontWeight.bold,
});

export const companyLogoSize = styleVariants({
  standard: { width: vars.space.xxxlarge, height: vars.space.xxxlarge, fontSize: vars.fontSize.h4 },
  large: { width: vars.space.huge, height: vars.space.huge, fontSize: vars.fontSize.h2 },
});

export type CompanyLogoSize = keyof typeof companyLogoSize;

globalStyle(`${companyLogo} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.surface,
});

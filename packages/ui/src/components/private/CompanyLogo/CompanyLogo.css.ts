import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../theme';

export const companyLogo = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    background: vars.color.tone.brand.soft,
    color: vars.color.tone.brand.onSoft,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    size: {
      standard: {
        width: vars.space.xxxlarge,
        height: vars.space.xxxlarge,
        fontSize: vars.fontSize.h4,
      },
      large: { width: vars.space.huge, height: vars.space.huge, fontSize: vars.fontSize.h2 },
    },
  },
});

export type CompanyLogoVariants = RecipeVariants<typeof companyLogo>;

globalStyle(`${companyLogo.classNames.base} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: vars.color.surface,
});

import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

// A ring in the current text colour with one bright quarter; sized from the type scale.
export const graphic = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} calc(${vars.motion.durationSlow} * 2.5) linear infinite`,
  },
  variants: {
    size: {
      small: { width: '1em', height: '1em', borderWidth: vars.borderWidth.large },
      standard: {
        width: vars.lineHeight.standard,
        height: vars.lineHeight.standard,
        borderWidth: vars.borderWidth.large,
      },
      large: {
        width: vars.space.xxxlarge,
        height: vars.space.xxxlarge,
        borderWidth: `calc(${vars.borderWidth.large} * 2)`,
      },
    },
  },
  defaultVariants: { size: 'standard' },
});

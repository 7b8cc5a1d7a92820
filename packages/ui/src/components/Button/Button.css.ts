import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { styleEach } from '../private/variants';

export const buttonTones = ['brand', 'neutral', 'critical', 'positive'] as const;
export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;
export const buttonIconPositions = ['start', 'end'] as const;

type ButtonTone = (typeof buttonTones)[number];
type ButtonVariant = (typeof buttonVariants)[number];

const variantStyle = (variant: ButtonVariant, tone: ButtonTone) => {
  const colors = vars.color.tone[tone];
  switch (variant) {
    case 'solid':
      return {
        background: colors.solid,
        color: colors.onSolid,
        ':hover': { background: colors.solidHover },
      };
    case 'soft':
      return {
        background: colors.soft,
        color: colors.onSoft,
        ':hover': { background: `color-mix(in srgb, ${colors.soft}, ${colors.onSoft} 10%)` },
      };
    case 'outline':
      return {
        background: 'transparent',
        color: colors.text,
        borderColor: tone === 'neutral' ? vars.color.borderField : colors.text,
        ':hover': { background: colors.soft },
      };
    case 'ghost':
      return {
        background: 'transparent',
        color: colors.text,
        ':hover': { background: colors.soft },
      };
  }
};

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    maxWidth: '100%',
    margin: 0,
    border: `${vars.borderWidth.standard} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      // Busy is not unavailable: keep full colour so the loading label stays legible.
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    tone: styleEach(buttonTones, () => ({})),
    variant: styleEach(buttonVariants, () => ({})),
    size: {
      small: {
        gap: vars.space.xsmall,
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.small,
        lineHeight: vars.lineHeight.small,
      },
      standard: {
        gap: vars.space.small,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.standard,
        lineHeight: vars.lineHeight.standard,
      },
      large: {
        gap: vars.space.small,
        paddingBlock: vars.space.medium,
        paddingInline: vars.space.xlarge,
        fontSize: vars.fontSize.large,
        lineHeight: vars.lineHeight.large,
      },
    },
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
  },
  compoundVariants: buttonVariants.flatMap((variant) =>
    buttonTones.map((tone) => ({
      variants: { variant, tone },
      style: variantStyle(variant, tone),
    })),
  ),
  defaultVariants: { tone: 'brand', variant: 'solid', size: 'standard', fullWidth: false },
});

// The label and the loading content share one grid cell, so the button keeps its width.
export const content = style({
  display: 'inline-grid',
  // Passes the size's icon gap from the button down to both layers.
  gap: 'inherit',
  minWidth: 0,
  alignItems: 'center',
});

// Layers stretch to the cell and centre their content, so a long label can shrink to an ellipsis.
const layer = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'inherit',
  minWidth: 0,
});

export const label = style([
  layer,
  {
    selectors: {
      // Replaced by a loading label: gone for screen readers too.
      '&[data-loading="replaced"]': { visibility: 'hidden' },
      // Only a spinner on top: still the button's accessible name.
      '&[data-loading="covered"]': { opacity: 0 },
    },
  },
]);

export const labelText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const loading = style([
  layer,
  { selectors: { '&[data-visible="false"]': { visibility: 'hidden' } } },
]);

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
});

// Icons from lucide-react come at a fixed size; scale them with the text.
globalStyle(`${icon} > svg`, { width: '1.25em', height: '1.25em' });

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const cardTones = ['default', 'raised', 'sunken', 'brandSoft'] as const;
export const cardElements = ['div', 'article', 'section', 'aside', 'li', 'figure'] as const;

const interactive = style({
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium, borderColor: vars.color.borderField },
    // The card's link takes focus; the whole card shows the ring.
    '&:has([data-card-link]:focus-visible)': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.large,
    },
  },
});

// The link marked `data-card-link` covers the whole card: one big target, named by the link text.
globalStyle(`${interactive} [data-card-link]::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
});
globalStyle(`${interactive} [data-card-link]:focus-visible`, { outline: 'none' });

export const card = recipe({
  base: {
    position: 'relative',
    display: 'block',
    minWidth: 0,
    borderRadius: vars.radius.large,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    color: vars.color.text,
    listStyle: 'none',
  },
  variants: {
    tone: {
      default: { background: vars.color.surface },
      raised: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.small },
      sunken: { background: vars.color.surfaceSunken },
      brandSoft: { background: vars.color.tone.brand.soft, borderColor: 'transparent' },
    },
    interactive: { true: interactive, false: {} },
  },
  defaultVariants: { tone: 'default', interactive: false },
});

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { styleEach } from '../private/variants';

export const linkTones = ['link', 'muted', 'inherit'] as const;
export const linkWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const linkUnderlines = ['always', 'hover'] as const;

export const link = recipe({
  base: {
    borderRadius: vars.radius.small,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      link: { color: vars.color.link, ':hover': { color: vars.color.linkHover } },
      muted: { color: vars.color.textMuted, ':hover': { color: vars.color.text } },
      inherit: { color: 'inherit' },
    },
    weight: styleEach(linkWeights, (weight) => ({ fontWeight: vars.fontWeight[weight] })),
    underline: {
      always: { textDecorationLine: 'underline' },
      hover: { textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
    },
  },
  defaultVariants: { tone: 'link', underline: 'always' },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: 'baseline',
});

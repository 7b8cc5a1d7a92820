import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { styleEach } from '../private/variants';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export const textTones = [
  'default',
  'muted',
  'brand',
  'positive',
  'critical',
  'caution',
  'info',
  'inherit',
] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;
export const textElements = ['p', 'span', 'div', 'strong', 'label'] as const;

const toneColor = (tone: (typeof textTones)[number]): string => {
  if (tone === 'default') return vars.color.text;
  if (tone === 'muted') return vars.color.textMuted;
  if (tone === 'inherit') return 'inherit';
  return vars.color.tone[tone].text;
};

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body, overflowWrap: 'anywhere' },
  variants: {
    size: styleEach(textSizes, (size) => ({
      fontSize: vars.fontSize[size],
      lineHeight: vars.lineHeight[size],
    })),
    tone: styleEach(textTones, (tone) => ({ color: toneColor(tone) })),
    weight: styleEach(textWeights, (weight) => ({ fontWeight: vars.fontWeight[weight] })),
    align: styleEach(textAligns, (align) => ({ textAlign: align })),
  },
  defaultVariants: { size: 'standard', tone: 'default' },
});

export const maxLinesVar = createVar();

// Clamp to a number of lines with an ellipsis; one line also stops long words from wrapping.
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: maxLinesVar,
  overflow: 'hidden',
});
export const singleLine = style({
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  overflowWrap: 'normal',
});

// The writer's own line breaks (a cover letter, a message) kept; runs of spaces still collapse.
export const preservedLines = style({ whiteSpace: 'pre-line' });

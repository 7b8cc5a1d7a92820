import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { TypeScaleStep } from '../../theme/tokens';
import { mediaQuery } from '../../theme/tokens';
import { styleEach } from '../private/variants';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingElements = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div'] as const;
export const headingAligns = ['start', 'center', 'end'] as const;

const typeStep = (step: TypeScaleStep) => ({
  fontSize: vars.fontSize[step],
  lineHeight: vars.lineHeight[step],
});

// Big headings step down one size on phones, so long job titles do not break into many lines.
const levelStyle: Record<(typeof headingLevels)[number], StyleRule> = {
  1: {
    ...typeStep('h2'),
    fontWeight: vars.fontWeight.bold,
    '@media': { [mediaQuery.tablet]: typeStep('h1') },
  },
  2: {
    ...typeStep('h3'),
    fontWeight: vars.fontWeight.bold,
    '@media': { [mediaQuery.tablet]: typeStep('h2') },
  },
  3: {
    ...typeStep('h4'),
    fontWeight: vars.fontWeight.semibold,
    '@media': { [mediaQuery.tablet]: typeStep('h3') },
  },
  4: { ...typeStep('h4'), fontWeight: vars.fontWeight.semibold },
};

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    color: vars.color.text,
    letterSpacing: '-0.01em',
    overflowWrap: 'anywhere',
    textWrap: 'balance',
  },
  variants: {
    level: levelStyle,
    align: styleEach(headingAligns, (align) => ({ textAlign: align })),
  },
});

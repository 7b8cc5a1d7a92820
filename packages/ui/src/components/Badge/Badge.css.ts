import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneNames } from '../../theme/tokens';
import { styleEach } from '../private/variants';

export const badgeTones = toneNames;
export const badgeWeights = ['soft', 'strong'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.xsmall,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: styleEach(toneNames, () => ({})),
    weight: { soft: {}, strong: {} },
  },
  compoundVariants: toneNames.flatMap((tone) => [
    {
      variants: { tone, weight: 'soft' as const },
      style: { background: vars.color.tone[tone].soft, color: vars.color.tone[tone].onSoft },
    },
    {
      variants: { tone, weight: 'strong' as const },
      style: { background: vars.color.tone[tone].solid, color: vars.color.tone[tone].onSolid },
    },
  ]),
  defaultVariants: { tone: 'neutral', weight: 'soft' },
});

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toneNames, type Tone } from '../../theme/tokens';

export const card = style({ height: '100%' });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.space.xxlarge,
  marginBottom: vars.space.xsmall,
});

export const label = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const value = style({
  fontSize: vars.fontSize.h2,
  lineHeight: vars.lineHeight.h2,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

const toneVariants = Object.fromEntries(
  toneNames.map((tone) => [
    tone,
    { background: vars.color.tone[tone].soft, color: vars.color.tone[tone].onSoft },
  ]),
) as Record<Tone, { background: string; color: string }>;

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.space.xxlarge,
    height: vars.space.xxlarge,
    borderRadius: vars.radius.medium,
  },
  variants: { tone: toneVariants },
  defaultVariants: { tone: 'brand' },
});

export const delta = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      positive: { color: vars.color.tone.positive.text },
      critical: { color: vars.color.tone.critical.text },
      neutral: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

globalStyle(`${icon.classNames.base} svg`, { width: vars.space.large, height: vars.space.large });

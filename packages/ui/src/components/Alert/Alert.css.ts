import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { styleEach } from '../private/variants';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;

export const alert = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: vars.space.medium,
    rowGap: vars.space.small,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid`,
    // A stripe on the start edge so the tone is not told by colour of text alone.
    borderInlineStartWidth: `calc(${vars.borderWidth.large} * 2)`,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
  },
  variants: {
    tone: styleEach(alertTones, (tone) => ({
      background: vars.color.tone[tone].soft,
      color: vars.color.tone[tone].onSoft,
      borderColor: `color-mix(in srgb, ${vars.color.tone[tone].text} 35%, transparent)`,
      borderInlineStartColor: vars.color.tone[tone].text,
    })),
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  height: vars.lineHeight.standard,
  alignItems: 'center',
});

export const body = style({
  flex: '1 1 16em',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, margin: 0 });

export const content = style({ color: 'inherit' });

export const action = style({ flexShrink: 0, alignSelf: 'center' });

// Icons from lucide-react come at a fixed size; scale them with the text.
globalStyle(`${icon} > svg`, { width: '1.25em', height: '1.25em' });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A brand wash, not a tone: Alert's soft tone surfaces and start-edge stripe mean "about this
// page"; an offer reads as something apart. Every colour comes from the theme.
const wash = `color-mix(in srgb, ${vars.color.tone.brand.solid} 14%, ${vars.color.surface})`;

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.xlarge,
  border: `${vars.borderWidth.standard} solid color-mix(in srgb, ${vars.color.tone.brand.text} 25%, transparent)`,
  background: `linear-gradient(120deg, ${wash} 0%, ${vars.color.surface} 75%)`,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const illustration = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
});

export const body = style({
  flex: '1 1 18em',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const content = style({ color: 'inherit', overflowWrap: 'anywhere' });

export const action = style({ flexShrink: 0 });

// Icons from lucide-react come at a fixed size; scale them with the circle.
globalStyle(`${illustration} > svg`, { width: '50%', height: '50%' });

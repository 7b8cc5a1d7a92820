import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  borderRadius: vars.radius.full,
  background: vars.color.tone.neutral.soft,
  color: vars.color.tone.neutral.onSoft,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: vars.contentWidth.small,
});

export const description = style({ color: vars.color.textMuted });

export const action = style({ marginTop: vars.space.xsmall });

// Icons from lucide-react come at a fixed size; scale them with the text.
globalStyle(`${icon} > svg`, { width: '50%', height: '50%' });

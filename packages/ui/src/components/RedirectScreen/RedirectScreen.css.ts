import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const spinner = style({ color: vars.color.tone.brand.text });

export const message = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

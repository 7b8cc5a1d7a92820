import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A whole-screen message, centred in the viewport: error and redirect screens. */
export const screenCentered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xlarge,
  minHeight: '100dvh',
  padding: `${vars.space.xxxlarge} ${vars.space.xlarge}`,
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
});

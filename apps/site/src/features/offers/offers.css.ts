import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The offer inside an application card: a sunken panel, so it reads as part of the application. */
export const offerPanel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

/** The employer's one-line view of an offer in the applicants table. */
export const offerLine = style({
  maxWidth: '18rem',
});

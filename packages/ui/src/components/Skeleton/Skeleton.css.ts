import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const widthVar = createVar();
export const heightVar = createVar();
export const radiusVar = createVar();

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: widthVar,
});

export const bar = style({
  display: 'block',
  width: '100%',
  height: heightVar,
  borderRadius: radiusVar,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.border}`,
  animation: `${pulse} calc(${vars.motion.durationSlow} * 5) ${vars.motion.easing} infinite`,
  selectors: {
    // The last line of a paragraph is shorter, like real text.
    '&:last-child:not(:first-child)': { width: '60%' },
  },
});

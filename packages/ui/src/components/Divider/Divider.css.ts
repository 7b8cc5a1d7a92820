import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  width: '100%',
  height: 0,
  margin: 0,
  border: 0,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

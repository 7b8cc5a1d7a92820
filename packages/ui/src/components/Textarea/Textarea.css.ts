import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../private/controlStyles.css';

export const textarea = style([
  control,
  {
    resize: 'vertical',
    minHeight: `calc(${vars.lineHeight.standard} * 3 + ${vars.space.small} * 2)`,
  },
]);

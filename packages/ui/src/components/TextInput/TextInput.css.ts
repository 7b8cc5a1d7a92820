import { style } from '@vanilla-extract/css';
import { control } from '../private/controlStyles.css';

export const input = style([
  control,
  {
    // Number and date inputs keep the same height as text inputs.
    appearance: 'none',
    selectors: {
      '&[type="search"]::-webkit-search-decoration': { appearance: 'none' },
    },
  },
]);

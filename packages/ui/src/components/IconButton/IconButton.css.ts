import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// A square exactly as tall as a Button of the same size (line height + padding + border).
const side = (lineHeight: string, padding: string) => {
  const length = `calc(${lineHeight} + 2 * ${padding} + 2 * ${vars.borderWidth.standard})`;
  return { width: length, height: length, minWidth: length, padding: 0 };
};

export const square = recipe({
  variants: {
    size: {
      small: side(vars.lineHeight.small, vars.space.xsmall),
      standard: side(vars.lineHeight.standard, vars.space.small),
      large: side(vars.lineHeight.large, vars.space.medium),
    },
  },
  defaultVariants: { size: 'standard' },
});

export const icon = style({
  display: 'inline-flex',
});

// Icons from lucide-react come at a fixed size; scale them with the text.
globalStyle(`${icon} > svg`, { width: '1.25em', height: '1.25em' });

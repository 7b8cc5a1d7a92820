import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, LabelHTMLAttributes, Ref } from 'react';
import * as styles from './Text.css';

export { textSizes, textTones, textWeights, textAligns, textElements } from './Text.css';
export type TextSize = (typeof styles.textSizes)[number];
export type TextTone = (typeof styles.textTones)[number];
export type TextWeight = (typeof styles.textWeights)[number];
export type TextAlign = (typeof styles.textAligns)[number];
export type TextElement = (typeof styles.textElements)[number];

export type TextProps = HTMLAttributes<HTMLElement> &
  Pick<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> & {
    size?: TextSize;
    /** `inherit` takes the colour of its surroundings, e.g. inside a Badge or Alert. */
    tone?: TextTone;
    /** Regular unless told; `strong` defaults to semibold. */
    weight?: TextWeight;
    align?: TextAlign;
    /** A paragraph unless told. */
    as?: TextElement;
    /** Cut the text after this many lines with an ellipsis. */
    maxLines?: number;
    /** Keeps the line breaks of text someone typed (a cover letter, a message). */
    preserveLines?: boolean;
    ref?: Ref<HTMLElement>;
  };

/** Body text on the type scale, in a tone from the theme. */
export function Text({
  size = 'standard',
  tone = 'default',
  weight,
  align,
  as = 'p',
  maxLines,
  preserveLines = false,
  className,
  style,
  ...props
}: TextProps) {
  const Component = as as ElementType;
  const lines = maxLines !== undefined && maxLines > 0 ? Math.floor(maxLines) : undefined;
  return (
    <Component
      data-slot="text"
      className={clsx(
        styles.text({
          size,
          tone,
          align,
          weight: weight ?? (as === 'strong' ? 'semibold' : 'regular'),
        }),
        lines !== undefined && styles.clamped,
        lines === 1 && styles.singleLine,
        preserveLines && styles.preservedLines,
        className,
      )}
      style={
        lines !== undefined
          ? { ...assignInlineVars({ [styles.maxLinesVar]: String(lines) }), ...style }
          : style
      }
      {...props}
    />
  );
}

import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import * as styles from './Heading.css';

export { headingLevels, headingElements, headingAligns } from './Heading.css';
export type HeadingLevel = (typeof styles.headingLevels)[number];
export type HeadingElement = (typeof styles.headingElements)[number];
export type HeadingAlign = (typeof styles.headingAligns)[number];

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The visual size, 1 (largest) to 4. */
  level: HeadingLevel;
  /** The element, when the document outline needs a different level than the look (default `h{level}`). */
  as?: HeadingElement;
  align?: HeadingAlign;
  ref?: Ref<HTMLHeadingElement>;
};

/** A heading whose look (`level`) and place in the outline (`as`) are chosen separately. */
export function Heading({ level, as, align, className, ...props }: HeadingProps) {
  const Component = as ?? (`h${level}` as const);
  return (
    <Component
      data-slot="heading"
      className={clsx(styles.heading({ level, align }), className)}
      {...props}
    />
  );
}

import { clsx } from 'clsx';
import type { ComponentProps, ElementType } from 'react';
import * as styles from './VisuallyHidden.css';

export const visuallyHiddenElements = [
  'span',
  'div',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'label',
] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export type VisuallyHiddenProps = ComponentProps<'span'> & {
  /** The element to render; a `span`, so it can sit inside running text. */
  as?: VisuallyHiddenElement;
};

/** Content for screen readers only, such as a link's '(opens in a new tab)'. */
export function VisuallyHidden({ as = 'span', className, ...props }: VisuallyHiddenProps) {
  const Component = as as ElementType;
  return (
    <Component data-slot="visually-hidden" className={clsx(styles.root, className)} {...props} />
  );
}

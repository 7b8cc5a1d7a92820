import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Container.css';

export { containerWidths, containerElements } from './Container.css';
export type ContainerWidth = (typeof styles.containerWidths)[number];
export type ContainerElement = (typeof styles.containerElements)[number];

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** The largest content width (default 'large'). */
  width?: ContainerWidth;
  as?: ContainerElement;
  ref?: Ref<HTMLElement>;
};

/** Page content centred at a readable width, with side gutters on small screens. */
export function Container({ width = 'large', as = 'div', className, ...props }: ContainerProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="container"
      data-width={width}
      className={clsx(styles.root, sprinkles({ maxWidth: width }), className)}
      {...props}
    />
  );
}

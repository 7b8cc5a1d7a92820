import { clsx } from 'clsx';
import { isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import { flattenChildren } from '../private/flattenChildren';
import type { ResponsiveSpace } from '../private/responsive';
import * as styles from './Stack.css';

export { stackAligns, stackElements } from './Stack.css';
export type StackAlign = (typeof styles.stackAligns)[number];
export type StackElement = (typeof styles.stackElements)[number];

export type StackProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Space between the children; one value or a mobile-first array. */
  space: ResponsiveSpace;
  align?: StackAlign;
  /** A hairline between each child. */
  dividers?: boolean;
  /** `ul` / `ol` wrap each child in an `li`. */
  as?: StackElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/** Children one above another with even space, optionally separated by dividers. */
export function Stack({
  space,
  align = 'start',
  dividers = false,
  as = 'div',
  className,
  children,
  ...props
}: StackProps) {
  const Root = as;
  const Item = as === 'ul' || as === 'ol' ? 'li' : 'div';
  const isList = Item === 'li';
  return (
    <Root
      data-slot="stack"
      role={isList ? 'list' : undefined}
      className={clsx(styles.root, sprinkles({ gap: space, textAlign: align }), className)}
      {...(props as HTMLAttributes<HTMLElement>)}
    >
      {flattenChildren(children).map((child, index) => (
        <Item
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={clsx(
            styles.item,
            dividers && styles.dividedItem,
            dividers && index > 0 && sprinkles({ paddingTop: space }),
          )}
        >
          {child}
        </Item>
      ))}
    </Root>
  );
}

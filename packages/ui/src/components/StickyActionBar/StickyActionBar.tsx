import { clsx } from 'clsx';
import { isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { flattenChildren } from '../private/flattenChildren';
import * as styles from './StickyActionBar.css';

export { stickyActionBarBreakpoints } from './StickyActionBar.css';
export type StickyActionBarBreakpoint = (typeof styles.stickyActionBarBreakpoints)[number];

export type StickyActionBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** Names the group of actions for screen readers, e.g. 'Job actions'. */
  'aria-label': string;
  /** From this breakpoint up the bar sits inline in the page instead of sticking. */
  inlineFrom?: StickyActionBarBreakpoint;
  /** The actions, primary first: each one shares the bar's width on a phone. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A page's primary actions (Apply, Save). On a phone they stick to the bottom of the screen so
 * they stay in reach while the reader scrolls; on wider screens they sit where they are placed.
 * Place it last in the content it belongs to: it sticks while that content is on screen.
 */
export function StickyActionBar({
  inlineFrom = 'tablet',
  className,
  children,
  ...props
}: StickyActionBarProps) {
  return (
    <div
      data-slot="sticky-action-bar"
      role="group"
      className={clsx(styles.root, styles.inlineFrom[inlineFrom], className)}
      {...props}
    >
      {flattenChildren(children).map((child, index) => (
        <div
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={clsx(styles.action, styles.actionInlineFrom[inlineFrom])}
        >
          {child}
        </div>
      ))}
    </div>
  );
}

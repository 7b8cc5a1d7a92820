import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Heading, type HeadingElement } from '../Heading';
import * as styles from './EmptyState.css';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: string;
  description?: ReactNode;
  /** A decorative icon above the title (e.g. from lucide-react). */
  icon?: ReactNode;
  /** What to do next, e.g. a 'Clear filters' button. */
  action?: ReactNode;
  /** The title's element in the outline (default `h2`); it always looks like a level 4 heading. */
  titleAs?: HeadingElement;
};

/** What a list or page shows when there is nothing in it, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div data-slot="empty-state" className={clsx(styles.root, className)} {...props}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <div className={styles.text}>
        <Heading level={4} as={titleAs}>
          {title}
        </Heading>
        {description !== undefined && description !== null && (
          <div className={styles.description}>{description}</div>
        )}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

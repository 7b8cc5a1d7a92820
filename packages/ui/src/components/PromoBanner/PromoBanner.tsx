import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Heading, type HeadingElement } from '../Heading';
import * as styles from './PromoBanner.css';

export type PromoBannerProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The offer in a few words, e.g. 'Upgrade to Enterprise'; it also names the section. */
  title: string;
  /** What the offer gives, in a sentence or two. */
  children?: ReactNode;
  /** The one thing to do about it, e.g. a 'View plans' link. */
  action?: ReactNode;
  /** A decorative icon or picture beside the text (hidden from assistive technology). */
  illustration?: ReactNode;
  /** The title's element in the outline (default `h2`); it always looks like a level 3 heading. */
  titleAs?: HeadingElement;
};

/**
 * A promotion (an upgrade, a new feature): a brand-tinted section named by its title. It is not a
 * message about the page, so it has no live-region role and is not announced.
 */
export function PromoBanner({
  title,
  children,
  action,
  illustration,
  titleAs = 'h2',
  className,
  ...props
}: PromoBannerProps) {
  const titleId = useId();
  return (
    <section
      data-slot="promo-banner"
      aria-labelledby={titleId}
      className={clsx(styles.root, className)}
      {...props}
    >
      {illustration ? (
        <span className={styles.illustration} aria-hidden>
          {illustration}
        </span>
      ) : null}
      <div className={styles.body}>
        <Heading level={3} as={titleAs} id={titleId}>
          {title}
        </Heading>
        {children !== undefined && children !== null ? (
          <div className={styles.content}>{children}</div>
        ) : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

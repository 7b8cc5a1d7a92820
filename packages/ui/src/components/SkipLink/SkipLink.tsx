import { clsx } from 'clsx';
import type { ComponentProps, MouseEvent } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The id of the page's main region, e.g. 'main' for `<main id="main">`. */
  targetId: string;
  /** The link's words, e.g. 'Skip to content'. */
  children: string;
}

/**
 * The first focusable element of a page: hidden until the keyboard reaches it, then shown over
 * the page; following it moves focus to the main region, past the header and menus. Without
 * JavaScript it is a plain in-page link.
 */
export function SkipLink({ targetId, children, className, onClick, ...rest }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = document.getElementById(targetId);
    if (event.defaultPrevented || !target) return;
    // Focus the region itself (no history entry, no router navigation): the next Tab continues
    // from there, and screen readers read on from the page's start.
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      className={clsx(styles.root, className)}
      onClick={skip}
      {...rest}
    >
      {children}
    </a>
  );
}

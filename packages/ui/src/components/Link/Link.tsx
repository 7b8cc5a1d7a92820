import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ProvidedLink, useUIMessages } from '../UIProvider';
import { englishMessages } from '../UIProvider/messages';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Link.css';

export { linkTones, linkWeights, linkUnderlines } from './Link.css';
export type LinkTone = (typeof styles.linkTones)[number];
export type LinkWeight = (typeof styles.linkWeights)[number];
export type LinkUnderline = (typeof styles.linkUnderlines)[number];

/** The props an external link adds: a new tab, announced to screen readers. */
export interface ExternalLinkProps {
  /** Opens in a new tab (rel noopener noreferrer) and tells screen readers so. */
  external?: boolean;
  /** Read after the text of an external link. @default messages.opensInNewTab ('(opens in a new tab)') */
  externalLabel?: string;
}

/** The English `externalLabel`; UIProvider's `messages.opensInNewTab` replaces it. */
export const defaultExternalLabel = englishMessages.opensInNewTab;

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ExternalLinkProps & {
    href: string;
    tone?: LinkTone;
    weight?: LinkWeight;
    /** Underlined always (running text) or on hover (menus, footers). */
    underline?: LinkUnderline;
    children?: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  };

/** The anchor attributes and trailing hidden text that make a link external; shared with ButtonLink. */
export function externalLinkParts({
  external,
  externalLabel = defaultExternalLabel,
}: ExternalLinkProps) {
  if (!external) return { attributes: {}, announcement: null };
  return {
    attributes: { target: '_blank', rel: 'noopener noreferrer' },
    announcement: <VisuallyHidden> {externalLabel}</VisuallyHidden>,
  };
}

const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether a link may point at `href`: relative URLs and http(s), mailto and tel ones. Any other
 * scheme (`javascript:`, `data:`, `vbscript:` …) would run or open something else when clicked;
 * browsers ignore whitespace and control characters inside the scheme, so they are dropped first.
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\u0000-\u0020]/g, ''));
  return !scheme || allowedSchemes.has((scheme[1] as string).toLowerCase());
}

/**
 * A text link. Internal links render through the app's link component (UIProvider); external
 * ones are plain anchors that open a new tab.
 */
export function Link({
  href,
  tone = 'link',
  weight,
  underline = 'always',
  external,
  externalLabel,
  className,
  children,
  ...props
}: LinkProps) {
  const messages = useUIMessages();
  const { attributes, announcement } = externalLinkParts({
    external,
    externalLabel: externalLabel ?? messages.opensInNewTab,
  });
  const linkProps = {
    'data-slot': 'link',
    href,
    className: clsx(styles.link({ tone, weight, underline }), className),
    ...attributes,
    ...props,
  };
  const content = (
    <>
      {children}
      {external && <ExternalLink aria-hidden className={styles.externalIcon} />}
      {announcement}
    </>
  );
  // A link to an unsafe address (user-supplied, e.g. a company website) is shown as text only.
  if (!isSafeHref(href)) {
    return (
      <span data-slot="link" className={className}>
        {children}
      </span>
    );
  }
  // A new-tab link leaves the app, so the router has nothing to do with it.
  return external ? (
    <a {...linkProps}>{content}</a>
  ) : (
    <ProvidedLink {...linkProps}>{content}</ProvidedLink>
  );
}

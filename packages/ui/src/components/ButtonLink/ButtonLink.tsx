import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ExternalLink } from 'lucide-react';
import type { ButtonAppearanceProps } from '../Button';
import { ButtonContent, type ButtonIconPosition } from '../Button/ButtonContent';
import { externalLinkParts, isSafeHref, type ExternalLinkProps } from '../Link/Link';
import { ProvidedLink, useUIMessages } from '../UIProvider';
import * as styles from './ButtonLink.css';

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonAppearanceProps &
  ExternalLinkProps & {
    href: string;
    icon?: ReactNode;
    iconPosition?: ButtonIconPosition;
    fullWidth?: boolean;
    children?: ReactNode;
    ref?: Ref<HTMLAnchorElement>;
  };

/** Navigation that looks like a Button; renders through the app's link component (UIProvider). */
export function ButtonLink({
  href,
  tone = 'brand',
  variant = 'solid',
  size = 'standard',
  icon,
  iconPosition = 'start',
  fullWidth = false,
  external,
  externalLabel,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  const messages = useUIMessages();
  const { attributes, announcement } = externalLinkParts({
    external,
    externalLabel: externalLabel ?? messages.opensInNewTab,
  });
  const linkProps = {
    'data-slot': 'button-link',
    href,
    className: clsx(styles.button({ tone, variant, size, fullWidth }), className),
    ...attributes,
    ...props,
  };
  const content = (
    <ButtonContent
      icon={icon ?? (external ? <ExternalLink /> : undefined)}
      iconPosition={iconPosition ?? (external && !icon ? 'end' : 'start')}
    >
      {children}
      {announcement}
    </ButtonContent>
  );
  // An unsafe address (user-supplied, e.g. a meeting link) is never made clickable.
  if (!isSafeHref(href)) {
    return (
      <span data-slot="button-link" aria-disabled="true" className={linkProps.className}>
        {content}
      </span>
    );
  }
  return external ? (
    <a {...linkProps}>{content}</a>
  ) : (
    <ProvidedLink {...linkProps}>{content}</ProvidedLink>
  );
}

import { createContext, use, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What a router's link must accept to render ui links; react-router's `Link` fits via a tiny adapter. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};
export type LinkComponent = ComponentType<LinkComponentProps>;

/** Without a provider, links are plain anchors (full page loads). */
export function DefaultLinkComponent(props: LinkComponentProps) {
  // Children come from the caller; the lint rule cannot see them through the spread.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(DefaultLinkComponent);

export interface UIProviderProps {
  /** The component every ui link renders through, e.g. an adapter over react-router's `Link`. */
  linkComponent?: LinkComponent;
  children?: ReactNode;
}

/** App-wide settings for ui components; today the link component used for navigation. */
export function UIProvider({ linkComponent, children }: UIProviderProps) {
  // A nested provider that does not set a link component keeps the outer one.
  const inherited = use(LinkComponentContext);
  return <LinkComponentContext value={linkComponent ?? inherited}>{children}</LinkComponentContext>;
}

/** The link component from the nearest UIProvider (a plain `<a>` without one). */
export function useLinkComponent(): LinkComponent {
  return use(LinkComponentContext);
}

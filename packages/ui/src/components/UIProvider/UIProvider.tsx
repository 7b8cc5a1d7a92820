import {
  createContext,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a router's link must accept to render ui links; react-router's `Link` fits via a tiny adapter. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};
export type LinkComponent = ComponentType<LinkComponentProps>;

/** Without a provider, links are plain anchors (full page loads). */
export function DefaultLinkComponent({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = /* @__PURE__ */ createContext<LinkComponent>(DefaultLinkComponent);

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

/** Renders a link through the provided link component; what Link and ButtonLink render internally. */
export function ProvidedLink(props: LinkComponentProps) {
  const LinkComponent = useLinkComponent();
  // The component comes from context and is the same on every render; nothing is created here.
  // eslint-disable-next-line react-hooks/static-components
  return <LinkComponent {...props} />;
}

import {
  createContext,
  use,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { MessagesContext, type UIMessages } from './messages';

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
  /**
   * The words components say on their own (close buttons, menus, FileUpload's hints) and the
   * locale of the numbers they format. Each one given replaces the English default (or the
   * outer provider's).
   */
  messages?: Partial<UIMessages>;
  children?: ReactNode;
}

/** App-wide settings for ui components: the link component used for navigation, and messages. */
export function UIProvider({ linkComponent, messages, children }: UIProviderProps) {
  // A nested provider keeps what it does not set from the outer one.
  const inheritedLink = use(LinkComponentContext);
  const inheritedMessages = use(MessagesContext);
  const merged = useMemo(
    () => (messages ? { ...inheritedMessages, ...messages } : inheritedMessages),
    [inheritedMessages, messages],
  );
  return (
    <LinkComponentContext value={linkComponent ?? inheritedLink}>
      <MessagesContext value={merged}>{children}</MessagesContext>
    </LinkComponentContext>
  );
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

export { UIProvider, useLinkComponent, DefaultLinkComponent, ProvidedLink } from './UIProvider';
export type { UIProviderProps, LinkComponent, LinkComponentProps } from './UIProvider';

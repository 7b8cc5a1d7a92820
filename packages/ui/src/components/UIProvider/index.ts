export { UIProvider, useLinkComponent, DefaultLinkComponent, ProvidedLink } from './UIProvider';
export type { UIProviderProps, LinkComponent, LinkComponentProps } from './UIProvider';
export { englishMessages, useUIMessages } from './messages';
export type { UIMessages } from './messages';

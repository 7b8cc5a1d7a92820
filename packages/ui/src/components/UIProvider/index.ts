export { UIProvider, useLinkComponent, DefaultLinkComponent } from './UIProvider';
export type { UIProviderProps, LinkComponent, LinkComponentProps } from './UIProvider';

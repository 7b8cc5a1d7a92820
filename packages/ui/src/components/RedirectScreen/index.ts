export { RedirectScreen } from './RedirectScreen';
export type { RedirectScreenProps } from './RedirectScreen';

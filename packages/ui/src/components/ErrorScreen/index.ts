export { ErrorScreen } from './ErrorScreen';
export type { ErrorScreenProps } from './ErrorScreen';

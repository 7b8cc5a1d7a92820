export { PresenceIndicator, presenceStates } from './PresenceIndicator';
export type { PresenceIndicatorProps, PresenceState } from './PresenceIndicator';

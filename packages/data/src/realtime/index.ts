export { realtimeOptions, reconnectDelay } from './options';
export { subscribeToRows } from './subscribeToRows';
export type {
  LiveRow,
  LiveTable,
  RowChange,
  RowEvent,
  RowHandlers,
  RowSubscription,
} from './subscribeToRows';
export { disableLiveUpdates, liveUpdatesEnabled } from './liveUpdates';

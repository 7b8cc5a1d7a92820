import { createContext, useContext } from 'react';

// Kept apart from the provider so that notification queries can read it without an import cycle.
export const NotificationsLiveContext = createContext(false);

/** Whether the panel receives its notifications live (false outside a panel: poll instead). */
export function useNotificationsLive(): boolean {
  return useContext(NotificationsLiveContext);
}

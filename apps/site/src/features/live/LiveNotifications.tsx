import type { ReactNode } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { notificationKeys } from '../notifications/notificationQueries';
import { NotificationsLiveContext } from './notificationsLive';
import { useLiveInvalidation } from './useLiveInvalidation';

/**
 * A signed-in panel's notifications arrive live: the header's unread count and the notifications
 * page read again when one is added or marked read (also from another tab or device).
 */
export function LiveNotifications({ children }: { children: ReactNode }) {
  const userId = useAuth().profile?.id ?? '';
  const live = useLiveInvalidation({
    table: 'notifications',
    filter: `user_id=eq.${userId}`,
    queryKeys: [notificationKeys.all],
    enabled: Boolean(userId),
  });
  return (
    <NotificationsLiveContext.Provider value={live}>{children}</NotificationsLiveContext.Provider>
  );
}

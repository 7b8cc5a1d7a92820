import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferences,
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
  type NotificationPreferences,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { useNotificationsLive } from '../live/notificationsLive';

/** Query keys of notifications; a read mark refreshes the list and the panel's count together. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string) => ['notifications', 'unread', userId] as const,
  page: (userId: string, page: number) => ['notifications', 'page', userId, page] as const,
  preferences: (userId: string) => ['notifications', 'preferences', userId] as const,
};

const useUserId = () => useAuth().profile?.id ?? '';

/**
 * The panel header's unread count. It follows the notifications' live changes; while those do not
 * arrive (connecting, or Realtime blocked on the visitor's network) it is read every minute.
 */
export function useUnreadNotificationCount() {
  const client = useSupabase();
  const userId = useUserId();
  const live = useNotificationsLive();
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: async () => unwrap(await getUnreadNotificationCount(client)),
    enabled: Boolean(userId),
    refetchInterval: live ? false : 60_000,
  });
}

export function useNotifications(page: number) {
  const client = useSupabase();
  const userId = useUserId();
  return useQuery({
    queryKey: notificationKeys.page(userId, page),
    queryFn: async () => unwrap(await listNotifications(client, { page })),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationPreferences() {
  const client = useSupabase();
  const userId = useUserId();
  return useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async () => unwrap(await getNotificationPreferences(client)),
    enabled: Boolean(userId),
  });
}

/** Mark one read (`id`) or all read (no id); the list and the count follow. */
export function useMarkRead() {
  const client = useSupabase();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: number) =>
      id === undefined
        ? unwrap(await markAllNotificationsRead(client, userId))
        : (unwrap(await markNotificationRead(client, id)), 1),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useSavePreferences() {
  const client = useSupabase();
  const userId = useUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      unwrap(await saveNotificationPreferences(client, userId, preferences)),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(userId), saved),
  });
}

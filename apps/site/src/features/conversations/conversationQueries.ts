import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  blockConversation,
  getConversation,
  getUnreadMessageCount,
  listConversationReports,
  listConversations,
  listOlderMessages,
  markConversationRead,
  reportConversation,
  reviewConversationReport,
  sendMessage,
  unblockConversation,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationReportStatus,
  type ReviewConversationReportInput,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';

/** Query keys of conversations; a send or a read mark refreshes the list and the badge together. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (userId: string) => ['conversations', 'list', userId] as const,
  unread: (userId: string) => ['conversations', 'unread', userId] as const,
  detail: (userId: string, applicationId: number) =>
    ['conversations', 'detail', userId, applicationId] as const,
  reports: (status: ConversationReportStatus | 'all') =>
    ['conversations', 'reports', status] as const,
};

export const useUserId = () => useAuth().profile?.id ?? '';

/** The messages badge; refreshed every 30 seconds and when the tab regains focus. */
export function useUnreadMessageCount(enabled = true) {
  const client = useSupabase();
  const userId = useUserId();
  return useQuery({
    queryKey: conversationKeys.unread(userId),
    queryFn: async () => unwrap(await getUnreadMessageCount(client)),
    enabled: enabled && Boolean(userId),
    refetchInterval: 30_000,
  });
}

/** The signed-in person's conversations, the latest first. */
export function useConversations() {
  const client = useSupabase();
  const userId = useUserId();
  return useQuery({
    queryKey: conversationKeys.list(userId),
    queryFn: async () => unwrap(await listConversations(client)),
    enabled: Boolean(userId),
    refetchInterval: 30_000,
  });
}

export function useConversation(applicationId: number) {
  const client = useSupabase();
  const userId = useUserId();
  return useQuery({
    queryKey: conversationKeys.detail(userId, applicationId),
    queryFn: async () => unwrap(await getConversation(client, applicationId)),
    enabled: Boolean(userId) && applicationId > 0,
    // Until the first message there is no channel to follow: look again now and then.
    refetchInterval: (query) => (query.state.data?.id === null ? 15_000 : false),
  });
}

/** The detail with a message added once (a send's answer and its live copy are the same row). */
export function withMessage(detail: ConversationDetail, message: ConversationMessage) {
  if (detail.messages.some((m) => m.id === message.id)) return detail;
  const messages = [...detail.messages, message].sort((a, b) => a.id - b.id);
  return { ...detail, id: detail.id ?? message.conversationId, messages };
}

/** Helpers that change one conversation's cached detail. */
export function useConversationCache(applicationId: number) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  const key = conversationKeys.detail(userId, applicationId);
  return {
    update: (change: (detail: ConversationDetail) => ConversationDetail) =>
      queryClient.setQueryData<ConversationDetail>(key, (detail) => detail && change(detail)),
    refetch: () => queryClient.invalidateQueries({ queryKey: key }),
    /** The list's previews and the badge follow a new message or a read mark. */
    refreshSummaries: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread(userId) });
    },
  };
}

export function useLoadOlderMessages(detail: ConversationDetail | undefined) {
  const client = useSupabase();
  const cache = useConversationCache(detail?.applicationId ?? 0);
  return useMutation({
    mutationFn: async () => {
      const oldest = detail?.messages[0];
      if (!detail?.id || !oldest) return null;
      return unwrap(await listOlderMessages(client, detail.id, oldest.id));
    },
    onSuccess: (page) => {
      if (!page) return;
      cache.update((current) => {
        const known = new Set(current.messages.map((m) => m.id));
        return {
          ...current,
          messages: [...page.messages.filter((m) => !known.has(m.id)), ...current.messages],
          hasOlder: page.hasOlder,
        };
      });
    },
  });
}

export function useSendMessage(applicationId: number) {
  const client = useSupabase();
  const cache = useConversationCache(applicationId);
  return useMutation({
    mutationFn: async ({ body, file }: { body: string; file: File | null }) =>
      unwrap(await sendMessage(client, { applicationId, body, attachment: file ?? undefined })),
    onSuccess: (message) => {
      cache.update((detail) => withMessage(detail, message));
      cache.refreshSummaries();
    },
  });
}

export function useMarkConversationRead(applicationId: number) {
  const client = useSupabase();
  const cache = useConversationCache(applicationId);
  return useMutation({
    mutationFn: async (conversationId: string) =>
      unwrap(await markConversationRead(client, conversationId)),
    onSuccess: () => cache.refreshSummaries(),
  });
}

/** Block (true) or unblock (false) a conversation; either party's block stops sending. */
export function useSetBlocked(applicationId: number) {
  const client = useSupabase();
  const cache = useConversationCache(applicationId);
  return useMutation({
    mutationFn: async ({ conversationId, blocked }: { conversationId: string; blocked: boolean }) =>
      unwrap(
        await (blocked
          ? blockConversation(client, conversationId)
          : unblockConversation(client, conversationId)),
      ),
    onSuccess: (_, { blocked }) => {
      cache.update((detail) => ({ ...detail, blockedByMe: blocked }));
      cache.refreshSummaries();
    },
  });
}

export function useReportConversation() {
  const client = useSupabase();
  return useMutation({
    mutationFn: async (input: { conversationId: string; reason: string }) =>
      unwrap(await reportConversation(client, input)),
  });
}

/** Reports for the admins' review, of one status (or all). */
export function useConversationReports(status: ConversationReportStatus | 'all', enabled = true) {
  const client = useSupabase();
  return useQuery({
    enabled,
    queryKey: conversationKeys.reports(status),
    queryFn: async () =>
      unwrap(
        await listConversationReports(client, { status: status === 'all' ? undefined : status }),
      ),
  });
}

export function useReviewReport() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewConversationReportInput) =>
      unwrap(await reviewConversationReport(client, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations', 'reports'] }),
  });
}

import type { RealtimeChannel } from '@supabase/supabase-js';
import type { GlobalHireClient } from '../client';
import { loadSupabaseClient } from '../lazyClient';
import { liveUpdatesEnabled, reconnectDelay, subscribeToRows, type LiveRow } from '../realtime';
import type {
  ConversationLiveHandlers,
  ConversationMessage,
  ConversationParticipants,
} from './types';

/** The private Presence channel of a conversation, which only its two participants may join. */
export const conversationPresenceTopic = (conversationId: string) =>
  `conversation:${conversationId}`;

/** A message row as Realtime delivers it, for the signed-in user. */
export function liveMessage(
  row: LiveRow<'conversation_messages'>,
  me: string | null,
  participants?: ConversationParticipants,
): ConversationMessage {
  const senderName =
    row.sender_id === participants?.candidateId
      ? participants.candidateName
      : row.sender_id === participants?.employerId
        ? participants.companyName
        : '';
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    senderName,
    fromMe: row.sender_id === me,
    body: row.body,
    attachment: row.attachment_path
      ? {
          path: row.attachment_path,
          name: row.attachment_name ?? '',
          size: row.attachment_size ?? 0,
          contentType: row.attachment_type ?? '',
        }
      : null,
    createdAt: row.created_at,
  };
}

/**
 * Follows a conversation while its page is open: new messages and read marks (Postgres Changes,
 * which Realtime checks against the tables' policies per subscriber) and who of the two
 * participants is on the page now (Presence on the private channel `conversation:<id>`; the
 * signed-in user is tracked there under their user id). `onResubscribed` fires when the changes
 * flow again after a drop: read the conversation again for what was missed. Pass the detail's
 * participants so live messages carry their sender's name. Returns the unsubscribe function.
 */
export function subscribeToConversation(
  client: GlobalHireClient,
  conversationId: string,
  handlers: ConversationLiveHandlers,
  options: { participants?: ConversationParticipants } = {},
): () => void {
  if (!liveUpdatesEnabled(client)) return () => {};
  let stopped = false;
  let real: GlobalHireClient | undefined;
  let presence: RealtimeChannel | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closes = 0;
  const stops: (() => void)[] = [];
  const filter = `conversation_id=eq.${conversationId}`;

  const openPresence = (me: string | null) => {
    if (stopped || !real) return;
    const channel = real.channel(conversationPresenceTopic(conversationId), {
      config: { private: true, presence: { key: me ?? '' } },
    });
    presence = channel;
    channel.on('presence', { event: 'sync' }, () => {
      if (!stopped && presence === channel)
        handlers.onPresence?.(Object.keys(channel.presenceState()));
    });
    channel.subscribe((status) => {
      if (stopped || presence !== channel) return;
      if (status === 'SUBSCRIBED') {
        closes = 0;
        void channel.track({ online_at: new Date().toISOString() });
      } else if (status === 'CLOSED') {
        // Closed by the server (an expired token, say): a closed channel never rejoins by itself.
        presence = undefined;
        retry = setTimeout(() => openPresence(me), reconnectDelay(++closes));
      }
    });
  };

  void loadSupabaseClient(client).then(async (loaded) => {
    real = loaded;
    const { data } = await loaded.auth.getSession();
    const me = data.session?.user.id ?? null;
    if (stopped) return;
    stops.push(
      subscribeToRows(
        loaded,
        {
          channel: `conversation-messages:${conversationId}`,
          table: 'conversation_messages',
          event: 'INSERT',
          filter,
        },
        {
          onChange: (change) => {
            const row = change.new as LiveRow<'conversation_messages'>;
            if (row.id) handlers.onMessage?.(liveMessage(row, me, options.participants));
          },
          onResubscribed: () => handlers.onResubscribed?.(),
        },
      ),
      subscribeToRows(
        loaded,
        {
          channel: `conversation-reads:${conversationId}`,
          table: 'conversation_reads',
          event: ['INSERT', 'UPDATE'],
          filter,
        },
        {
          onChange: (change) => {
            const row = change.new as LiveRow<'conversation_reads'>;
            if (row.user_id)
              handlers.onRead?.({
                conversationId: row.conversation_id,
                userId: row.user_id,
                lastReadAt: row.last_read_at,
              });
          },
          onResubscribed: () => handlers.onResubscribed?.(),
        },
      ),
    );
    if (handlers.onPresence) openPresence(me);
  });

  return () => {
    stopped = true;
    clearTimeout(retry);
    for (const stop of stops) stop();
    if (presence && real) {
      void presence.untrack();
      void real.removeChannel(presence);
    }
    presence = undefined;
  };
}

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  subscribeToConversation,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationReadMark,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import {
  useConversationCache,
  useMarkConversationRead,
  useUserId,
  withMessage,
} from './conversationQueries';

const later = (a: string | null, b: string) => (a && Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * Keeps an open conversation live: new messages and the other party's read marks arrive through
 * Realtime into the cached detail, and whether the other party has the conversation open now.
 * After a dropped connection comes back, the detail is read again for anything missed.
 * Returns whether the other party is online.
 */
export function useConversationLive(detail: ConversationDetail | undefined): boolean {
  const client = useSupabase();
  const userId = useUserId();
  const cache = useConversationCache(detail?.applicationId ?? 0);
  // Who is online, with the conversation it was heard on, so another conversation starts empty.
  const [presence, setPresence] = useState<{ conversationId: string; ids: string[] } | null>(null);
  const conversationId = detail?.id ?? null;
  const otherId =
    detail?.myRole === 'candidate'
      ? detail.employerId
      : detail?.myRole === 'employer'
        ? detail.candidateId
        : null;

  const onMessage = useEffectEvent((message: ConversationMessage) => {
    cache.update((current) => withMessage(current, message));
    cache.refreshSummaries();
  });
  const onRead = useEffectEvent((mark: ConversationReadMark) => {
    if (mark.userId === userId) return;
    cache.update((current) => ({
      ...current,
      otherLastReadAt: later(current.otherLastReadAt, mark.lastReadAt),
    }));
  });
  const onResubscribed = useEffectEvent(() => void cache.refetch());

  // Live messages take their sender's name from the parties.
  const { candidateId = '', candidateName = '', employerId = '', companyName = '' } = detail ?? {};

  useEffect(() => {
    if (!conversationId) return;
    return subscribeToConversation(
      client,
      conversationId,
      {
        onMessage: (message) => onMessage(message),
        onRead: (mark) => onRead(mark),
        onPresence: (ids) => setPresence({ conversationId, ids }),
        onResubscribed: () => onResubscribed(),
      },
      { participants: { candidateId, candidateName, employerId, companyName } },
    );
  }, [client, conversationId, candidateId, candidateName, employerId, companyName]);

  return (
    otherId !== null &&
    presence?.conversationId === conversationId &&
    presence.ids.includes(otherId)
  );
}

/**
 * Marks the conversation read while the reader can see it: when it opens, when a message from the
 * other party arrives, and when the tab becomes visible again (not while it is in the background).
 */
export function useMarkReadWhileVisible(detail: ConversationDetail | undefined) {
  const markRead = useMarkConversationRead(detail?.applicationId ?? 0);
  const conversationId = detail?.id ?? null;
  const participant = detail?.myRole === 'candidate' || detail?.myRole === 'employer';
  const lastIncoming = detail?.messages.findLast((message) => !message.fromMe)?.id ?? null;
  const marked = useRef<number | null>(null);
  const mutate = markRead.mutate;

  useEffect(() => {
    if (!conversationId || !participant || lastIncoming === null) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === lastIncoming) return;
      marked.current = lastIncoming;
      mutate(conversationId, {
        // Tried again the next time the tab is shown or a message arrives.
        onError: () => {
          marked.current = null;
        },
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, participant, lastIncoming, mutate]);
}

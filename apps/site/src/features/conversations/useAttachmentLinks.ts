import { useQueries } from '@tanstack/react-query';
import { conversationAttachmentUrl, type ConversationMessage } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';

// A signed link lives 60 seconds: each is signed again before it runs out, while on screen.
const RESIGN_MS = 45_000;

/** Signed links to the attachments of the messages on screen, by storage path. */
export function useAttachmentLinks(messages: readonly ConversationMessage[]): Map<string, string> {
  const client = useSupabase();
  const paths = messages.flatMap((message) =>
    message.attachment ? [message.attachment.path] : [],
  );
  const results = useQueries({
    queries: paths.map((path) => ({
      queryKey: ['conversations', 'attachment', path] as const,
      queryFn: async () => unwrap(await conversationAttachmentUrl(client, path)),
      staleTime: RESIGN_MS,
      refetchInterval: RESIGN_MS,
      gcTime: RESIGN_MS,
    })),
  });
  const links = new Map<string, string>();
  paths.forEach((path, index) => {
    const url = results[index]?.data;
    if (url) links.set(path, url);
  });
  return links;
}

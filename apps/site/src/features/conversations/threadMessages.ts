import type { MessageThreadMessage } from '@globalhire/ui';
import type { ConversationMessage } from '@globalhire/data';

/** Messages as the thread draws them, each attachment with its signed link once there is one. */
export function threadMessages(
  messages: readonly ConversationMessage[],
  links: ReadonlyMap<string, string>,
): MessageThreadMessage[] {
  return messages.map((message) => ({
    id: message.id,
    senderName: message.senderName,
    fromMe: message.fromMe,
    body: message.body,
    createdAt: message.createdAt,
    attachment: message.attachment
      ? {
          name: message.attachment.name,
          size: message.attachment.size,
          href: links.get(message.attachment.path),
        }
      : null,
  }));
}

import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import type { ContactReply } from '../queries/inbox';
import { contactReplySchema } from '../validation/cms';
import { fieldErrors } from '../validation/schemas';

/** Said when the message was deleted before the reply was sent (the database's words). */
export const deletedMessageError = 'This message was deleted, so the reply was not sent.';

/** Marks a contact message handled or back to unhandled; fails when it no longer exists. */
export async function setContactMessageHandled(
  client: GlobalHireClient,
  id: number,
  handled: boolean,
): Promise<Result<{ id: number; handled: boolean }>> {
  const { data, error, status } = await client
    .from('contact_messages')
    .update({ handled })
    .eq('id', id)
    .select('id, handled')
    .maybeSingle();
  if (error) return fail(error, status);
  if (!data) return fail({ message: 'This message was deleted.', code: 'not_found' }, 404);
  return ok(data);
}

/**
 * Replies to a contact message: the database stores the reply, queues the email to the sender
 * and marks the message handled, in one transaction. A deleted message fails with
 * `deletedMessageError` (code 'message_deleted') and nothing is stored or sent.
 */
export async function replyToContactMessage(
  client: GlobalHireClient,
  messageId: number,
  body: string,
): Promise<Result<ContactReply>> {
  const parsed = contactReplySchema.safeParse({ body });
  if (!parsed.success) {
    return fail({ message: fieldErrors(parsed.error).body, code: 'validation_failed' }, 400);
  }
  const { data, error, status } = await client
    .rpc('reply_to_contact_message', { message_id: messageId, body: parsed.data.body })
    .single();
  if (error?.code === 'P0002')
    return fail({ message: deletedMessageError, code: 'message_deleted' }, status);
  return error ? fail(error, status) : ok(data as ContactReply);
}

/** Deletes a contact message and its replies. */
export async function deleteContactMessage(
  client: GlobalHireClient,
  id: number,
): Promise<Result<null>> {
  const { error, status } = await client.from('contact_messages').delete().eq('id', id);
  return error ? fail(error, status) : ok(null);
}

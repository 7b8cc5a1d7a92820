import type {
  SupabaseClient,
  TestServer,
} from '@globalhire/supabase-local/testing';
import { createApplication } from './fixtures.js';
import { renderQueued, type Email } from './notification-mail.js';

// Conversations as the pages use them: one call per action, and what the database holds after.

export interface SentMessage {
  id: number;
  conversation_id: string;
  sender_id: string;
  body: string;
  attachment: { path: string; name: string; size: number; content_type: string } | null;
}

/** Sends a message; throws when the database refuses (a fixture step must work). */
export async function send(
  client: SupabaseClient,
  applicationId: number,
  body: string,
  attachment: { path: string; name?: string } | null = null,
): Promise<SentMessage> {
  const { data, error } = await client.rpc('send_conversation_message', {
    application_id: applicationId,
    body,
    ...(attachment ? { attachment_path: attachment.path, attachment_name: attachment.name } : {}),
  });
  if (error) throw new Error(`Sending failed: ${error.message}`);
  return data as SentMessage;
}

/** The refusal of a send, or null when it went through. */
export async function sendRefusal(
  client: SupabaseClient,
  applicationId: number,
  body: string,
  attachmentPath?: string,
) {
  const { error } = await client.rpc('send_conversation_message', {
    application_id: applicationId,
    body,
    ...(attachmentPath ? { attachment_path: attachmentPath } : {}),
  });
  return error ? { code: error.code, message: error.message, hint: error.hint } : null;
}

/** A conversation between the demo candidate and the demo employer, on a fresh application. */
export async function newConversation(
  service: SupabaseClient,
  employer: SupabaseClient,
  tag: string,
): Promise<{ applicationId: number; conversationId: string }> {
  const applicationId = await createApplication(service, tag);
  const sent = await send(employer, applicationId, `Hello about ${tag}`);
  return { applicationId, conversationId: sent.conversation_id };
}

/** Rows of a table a client can see for one conversation (RLS decides). */
export async function visibleRows(
  client: SupabaseClient,
  table: string,
  conversationId: string,
): Promise<unknown[]> {
  const column = table === 'conversations' ? 'id' : 'conversation_id';
  const { data } = await client.from(table).select('*').eq(column, conversationId);
  return data ?? [];
}

/** Moves a conversation's history back by `interval` (a Postgres interval), as if time passed. */
export async function age(
  server: TestServer,
  conversationId: string,
  interval: string,
): Promise<void> {
  const { db } = server.server;
  await db.query(
    `update public.conversation_messages set created_at = created_at - $2::interval where conversation_id = $1`,
    [conversationId, interval],
  );
  await db.query(
    `update private.conversation_unread_emails
        set due_at = due_at - $2::interval, last_emailed_at = last_emailed_at - $2::interval
      where conversation_id = $1`,
    [conversationId, interval],
  );
}

/**
 * Unread-message emails queued to an address, as their recipient reads them (rendered from the
 * queued facts by the worker's renderer), with the link of their button.
 */
export async function unreadEmails(server: TestServer, to: string) {
  const { rows } = await server.server.db.query<Email>(
    `select id::int, to_address, kind, facts, subject, body, link from private.email_outbox
      where kind = 'new_message' and to_address = $1 order by id`,
    [to],
  );
  return Promise.all(
    rows.map(async (row) => {
      const { subject, text } = await renderQueued(row);
      return { subject, text, link: (row.facts?.link as string | undefined) ?? null };
    }),
  );
}

/** One call of the worker's queueing step: how many due conversations it looked at. */
export async function queueUnreadEmails(server: TestServer): Promise<number> {
  const { data, error } = await server.serviceClient().rpc('queue_unread_message_emails');
  if (error) throw new Error(error.message);
  return data as number;
}

import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import { messageAttachmentRules } from './attachments';
import {
  toDetail,
  toMessagePage,
  toReport,
  toSummary,
  type DetailRow,
  type MessagePageRow,
  type ReportRow,
  type SummaryRow,
} from './rows';
import type {
  ConversationDetail,
  ConversationMessagePage,
  ConversationReport,
  ConversationReportStatus,
  ConversationSummary,
} from './types';

/** Messages per page: the latest page of a conversation, and each older page. */
export const conversationPageSize = 50;

/** The signed-in user's conversations that hold messages, the latest first. */
export async function listConversations(
  client: GlobalHireClient,
): Promise<Result<ConversationSummary[]>> {
  const { data, error, status } = await client.rpc('list_my_conversations');
  if (error) return fail(error, status);
  return ok(((data ?? []) as unknown as SummaryRow[]).map(toSummary));
}

/**
 * The conversation of an application with its latest page of messages, for its candidate, its
 * job's employer or an admin. Before the first message its `id` is null and it has no messages.
 */
export async function getConversation(
  client: GlobalHireClient,
  applicationId: number,
): Promise<Result<ConversationDetail>> {
  const { data, error, status } = await client.rpc('get_conversation', {
    application_id: applicationId,
    page_size: conversationPageSize,
  });
  if (error) return fail(error, status);
  return ok(toDetail(data as unknown as DetailRow));
}

/** The page of messages before the message `beforeId`, oldest first. */
export async function listOlderMessages(
  client: GlobalHireClient,
  conversationId: string,
  beforeId: number,
): Promise<Result<ConversationMessagePage>> {
  const { data, error, status } = await client.rpc('list_conversation_messages', {
    conversation_id: conversationId,
    before_id: beforeId,
    page_size: conversationPageSize,
  });
  if (error) return fail(error, status);
  return ok(toMessagePage(data as unknown as MessagePageRow));
}

/** Messages the signed-in user has not read yet, over all their conversations (the badge). */
export async function getUnreadMessageCount(client: GlobalHireClient): Promise<Result<number>> {
  const { data, error, status } = await client.rpc('unread_message_count');
  return error ? fail(error, status) : ok(data ?? 0);
}

/** Reported conversations for the admins' review, the newest first; all statuses by default. */
export async function listConversationReports(
  client: GlobalHireClient,
  filters: { status?: ConversationReportStatus } = {},
): Promise<Result<ConversationReport[]>> {
  const { data, error, status } = await client.rpc(
    'list_conversation_reports',
    filters.status ? { status: filters.status } : {},
  );
  if (error) return fail(error, status);
  return ok(((data ?? []) as unknown as ReportRow[]).map(toReport));
}

/**
 * A link to an attachment that works for 60 seconds, for the participants and admins (Storage
 * refuses anyone else). By default the file downloads under its name; `download: false` opens it.
 */
export async function conversationAttachmentUrl(
  client: GlobalHireClient,
  path: string,
  options: { download?: boolean | string } = {},
): Promise<Result<string>> {
  const { data, error } = await client.storage
    .from(messageAttachmentRules.bucket)
    .createSignedUrl(path, 60, { download: options.download ?? true });
  return error ? fail(error) : ok(data.signedUrl);
}

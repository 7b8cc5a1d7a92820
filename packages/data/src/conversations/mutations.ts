import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import {
  attachmentContentType,
  attachmentPath,
  attachmentRefusal,
  messageAttachmentRules,
  messageBodyRefusal,
  messageRefusals,
} from './attachments';
import { toMessage, type MessageRow } from './rows';
import type {
  ConversationMessage,
  ConversationReportStatus,
  ReportConversationInput,
  ReviewConversationReportInput,
  SendMessageInput,
} from './types';

interface StorageRefusal {
  message?: string;
  statusCode?: string | number;
  status?: number;
}

/** Uploads a file under the conversation's folder; the path, or Storage's refusal in the composer's words. */
async function uploadAttachment(
  client: GlobalHireClient,
  conversationId: string,
  file: File,
): Promise<Result<string>> {
  const path = attachmentPath(conversationId, file.name);
  const { error } = await client.storage
    .from(messageAttachmentRules.bucket)
    .upload(path, file, { contentType: attachmentContentType(file), upsert: false });
  if (!error) return ok(path);
  const refusal = error as StorageRefusal;
  const status = Number(refusal.statusCode) || refusal.status || null;
  if (status === 415) return fail({ message: messageRefusals.wrongType }, 415);
  if (status === 413) return fail({ message: messageRefusals.tooLarge }, 413);
  // the conversation and the account were checked just before: what is left is the daily cap
  if (status === 403) return fail({ message: messageRefusals.tooMany }, 403);
  return fail(error, status);
}

/**
 * Sends a message about an application as its candidate or its job's employer; the first one
 * starts the conversation. An attachment is uploaded first (under the conversation, which is
 * started for it), then sent with the message; a file whose message was refused is removed.
 * Refusals come back as errors: a block (`hint: 'conversation_blocked'`), the rate limits
 * (status 429, `hint: 'message_rate_limited'`), a blocked account (`hint: 'account_blocked'`).
 */
export async function sendMessage(
  client: GlobalHireClient,
  input: SendMessageInput,
): Promise<Result<ConversationMessage>> {
  const bodyRefusal = messageBodyRefusal(input.body);
  if (bodyRefusal) return fail(bodyRefusal, bodyRefusal.status);
  let path: string | undefined;
  if (input.attachment) {
    const fileRefusal = attachmentRefusal(input.attachment);
    if (fileRefusal) return fail(fileRefusal, fileRefusal.status);
    const opened = await client.rpc('open_conversation', { application_id: input.applicationId });
    if (opened.error) return fail(opened.error, opened.status);
    const uploaded = await uploadAttachment(client, opened.data, input.attachment);
    if (uploaded.error) return fail(uploaded.error, uploaded.error.status);
    path = uploaded.data;
  }
  const { data, error, status } = await client.rpc('send_conversation_message', {
    application_id: input.applicationId,
    body: input.body,
    ...(path && input.attachment
      ? { attachment_path: path, attachment_name: input.attachment.name }
      : {}),
  });
  if (error) {
    if (path) await client.storage.from(messageAttachmentRules.bucket).remove([path]);
    return fail(error, status);
  }
  return ok(toMessage(data as unknown as MessageRow));
}

const voidCall = async (
  call: PromiseLike<{ error: unknown; status: number }>,
): Promise<Result<null>> => {
  const { error, status } = await call;
  return error ? fail(error, status) : ok(null);
};

/** The signed-in participant has read the conversation up to its newest message. */
export function markConversationRead(
  client: GlobalHireClient,
  conversationId: string,
): Promise<Result<null>> {
  return voidCall(client.rpc('mark_conversation_read', { conversation_id: conversationId }));
}

/** No more messages either way until the one who blocked unblocks (uploads stop too). */
export function blockConversation(
  client: GlobalHireClient,
  conversationId: string,
): Promise<Result<null>> {
  return voidCall(client.rpc('block_conversation', { conversation_id: conversationId }));
}

/** Lifts the signed-in participant's own block (the other party's block stays). */
export function unblockConversation(
  client: GlobalHireClient,
  conversationId: string,
): Promise<Result<null>> {
  return voidCall(client.rpc('unblock_conversation', { conversation_id: conversationId }));
}

/** A participant reports the conversation to the admins; the new report's id. */
export async function reportConversation(
  client: GlobalHireClient,
  input: ReportConversationInput,
): Promise<Result<number>> {
  const { data, error, status } = await client.rpc('report_conversation', {
    conversation_id: input.conversationId,
    reason: input.reason,
  });
  return error ? fail(error, status) : ok(data);
}

export interface ReviewedConversationReport {
  id: number;
  conversationId: string;
  status: ConversationReportStatus;
  reviewNote: string | null;
  reviewedAt: string;
}

/** An admin closes a report, dismissed or actioned, with a note (written to the audit trail). */
export async function reviewConversationReport(
  client: GlobalHireClient,
  input: ReviewConversationReportInput,
): Promise<Result<ReviewedConversationReport>> {
  const { data, error, status } = await client.rpc('review_conversation_report', {
    report_id: input.reportId,
    decision: input.decision,
    note: input.note,
  });
  if (error) return fail(error, status);
  const row = data as unknown as {
    id: number;
    conversation_id: string;
    status: ConversationReportStatus;
    review_note: string | null;
    reviewed_at: string;
  };
  return ok({
    id: row.id,
    conversationId: row.conversation_id,
    status: row.status,
    reviewNote: row.review_note,
    reviewedAt: row.reviewed_at,
  });
}

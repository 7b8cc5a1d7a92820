import { HttpResponse, http } from 'msw';
import type {
  DetailRow,
  MessagePageRow,
  MessageRow,
  ReportRow,
  SummaryRow,
} from '../conversations/rows';
import {
  candidateConversations,
  conversationDetails,
  conversationId,
  conversationReports,
  olderMessages,
  sentMessage,
} from './fixtures/conversations';
import { defineCall } from './scenario';
import { postgrestError, rpcUrl, storageUrl } from './wire';

const sent = async (request: Request) =>
  ((await request
    .clone()
    .json()
    .catch(() => ({}))) ?? {}) as Record<string, unknown>;
const json = (value: unknown) => HttpResponse.json(value as Record<string, unknown>);
/** What PostgREST answers for a function returning void. */
const noContent = () => new HttpResponse(null, { status: 204 });
const attachmentsUrl = (path: string) => `${storageUrl(path)}/conversation-attachments/*`;

/** Mocks for conversations: the reads, the writes, and the attachments' storage. */
export const conversationHandlers = {
  conversations: defineCall<SummaryRow[]>({
    method: 'post',
    url: rpcUrl('list_my_conversations'),
    respond: (_request, rows) => json(rows),
    fixture: candidateConversations,
    empty: [],
  }),
  conversation: defineCall<DetailRow>({
    method: 'post',
    url: rpcUrl('get_conversation'),
    respond: async (request, row) => {
      const body = await sent(request);
      return json({ ...row, application_id: Number(body.application_id ?? row.application_id) });
    },
    fixture: conversationDetails.candidate,
    empty: conversationDetails.notStarted,
  }),
  olderMessages: defineCall<MessagePageRow>({
    method: 'post',
    url: rpcUrl('list_conversation_messages'),
    respond: (_request, page) => json(page),
    fixture: olderMessages,
    empty: { messages: [], has_older: false },
  }),
  unreadMessageCount: defineCall<number>({
    method: 'post',
    url: rpcUrl('unread_message_count'),
    respond: (_request, count) => json(count),
    fixture: 3,
    empty: 0,
  }),
  openConversation: defineCall<string>({
    method: 'post',
    url: rpcUrl('open_conversation'),
    respond: (_request, id) => json(id),
    fixture: conversationId,
    empty: conversationId,
  }),
  sendMessage: defineCall<MessageRow>({
    method: 'post',
    url: rpcUrl('send_conversation_message'),
    respond: async (request, row) => {
      const body = await sent(request);
      const path = body.attachment_path as string | undefined;
      return json({
        ...row,
        body: String(body.body ?? row.body).trim(),
        attachment: path
          ? {
              path,
              name: String(body.attachment_name ?? path.split('/').pop()),
              size: 48_213,
              content_type: 'application/pdf',
            }
          : null,
      });
    },
    fixture: sentMessage,
    empty: sentMessage,
  }),
  markConversationRead: defineCall<null>({
    method: 'post',
    url: rpcUrl('mark_conversation_read'),
    respond: noContent,
    fixture: null,
    empty: null,
  }),
  blockConversation: defineCall<null>({
    method: 'post',
    url: rpcUrl('block_conversation'),
    respond: noContent,
    fixture: null,
    empty: null,
  }),
  unblockConversation: defineCall<null>({
    method: 'post',
    url: rpcUrl('unblock_conversation'),
    respond: noContent,
    fixture: null,
    empty: null,
  }),
  reportConversation: defineCall<number>({
    method: 'post',
    url: rpcUrl('report_conversation'),
    respond: (_request, id) => json(id),
    fixture: 13,
    empty: 13,
  }),
  conversationReports: defineCall<ReportRow[]>({
    method: 'post',
    url: rpcUrl('list_conversation_reports'),
    respond: async (request, rows) => {
      const status = (await sent(request)).status;
      return json(status ? rows.filter((row) => row.status === status) : rows);
    },
    fixture: conversationReports,
    empty: [],
  }),
  reviewConversationReport: defineCall<ReportRow>({
    method: 'post',
    url: rpcUrl('review_conversation_report'),
    respond: async (request, report) => {
      const body = await sent(request);
      return json({
        id: Number(body.report_id ?? report.id),
        conversation_id: report.conversation_id,
        status: body.decision,
        review_note: typeof body.note === 'string' && body.note.trim() ? body.note.trim() : null,
        reviewed_at: '2026-03-09T13:00:00+00:00',
      });
    },
    fixture: conversationReports[0]!,
    empty: conversationReports[0]!,
  }),
  uploadMessageAttachment: defineCall<null>({
    method: 'post',
    url: attachmentsUrl('object'),
    respond: (request) => {
      const key = decodeURIComponent(
        new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '',
      );
      return HttpResponse.json({ Key: key, Id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9' });
    },
    fixture: null,
    empty: null,
  }),
  removeMessageAttachment: defineCall<null>({
    method: 'delete',
    url: `${storageUrl('object')}/conversation-attachments`,
    respond: () => HttpResponse.json([]),
    fixture: null,
    empty: null,
  }),
  messageAttachmentUrl: defineCall<null>({
    method: 'post',
    url: attachmentsUrl('object/sign'),
    respond: (request) => {
      const path = new URL(request.url).pathname.split('/storage/v1')[1] ?? '';
      return HttpResponse.json({ signedURL: `${path}?token=mock-signed-token` });
    },
    fixture: null,
    empty: null,
  }),
};

/** Refusals from the database and Storage, for stories of the error paths. */
export const conversationFailures = {
  /** The other party blocked the conversation. */
  blockedByOther: () =>
    http.post(rpcUrl('send_conversation_message'), () =>
      postgrestError(403, {
        code: '42501',
        message: 'You can no longer send messages in this conversation.',
        hint: 'conversation_blocked',
      }),
    ),
  /** The sender's per-minute limit. */
  rateLimited: () =>
    http.post(rpcUrl('send_conversation_message'), () =>
      postgrestError(429, {
        code: 'PT429',
        message: 'You are sending messages too quickly. Please wait a minute, then try again.',
        hint: 'message_rate_limited',
      }),
    ),
  /** An open report of the same conversation by the same person. */
  alreadyReported: () =>
    http.post(rpcUrl('report_conversation'), () =>
      postgrestError(409, {
        code: '23505',
        message: 'You have already reported this conversation. Our team will review it.',
        hint: 'report_open',
      }),
    ),
  /** Storage refuses a file over the bucket's 10 MB. */
  attachmentTooLarge: () =>
    http.post(attachmentsUrl('object'), () =>
      HttpResponse.json(
        {
          statusCode: '413',
          error: 'Payload too large',
          message: 'The object exceeded the maximum allowed size',
        },
        { status: 400 },
      ),
    ),
};

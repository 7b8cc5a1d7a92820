import { HttpResponse } from 'msw';
import type { AdminFaq, EditableArticle } from '../queries/cms';
import type { ContactMessage, ContactReply } from '../queries/inbox';
import { listCall } from './admin-handlers';
import { adminFaqs, contactMessages, contactReplies, editableArticle } from './fixtures/inbox';
import { defineCall, param } from './scenario';
import {
  countResponse,
  postgrestError,
  restUrl,
  rowsResponse,
  rpcResponse,
  rpcUrl,
  storageUrl,
  writeResponse,
} from './wire';

type Row = Record<string, unknown>;

const has = (url: URL, name: string) => url.searchParams.has(name);
const eqNumber = (url: URL, name: string) => Number((param(url, name) ?? '').replace(/^eq\./, ''));
const sent = async (request: Request) => (await request.clone().json()) as Row;
const now = () => new Date().toISOString();

/** The database's answer to a reply to a message deleted meanwhile. */
export const replyToDeletedMessage = () =>
  defineCall<null>({
    method: 'post',
    url: rpcUrl('reply_to_contact_message'),
    respond: () =>
      postgrestError(404, {
        code: 'P0002',
        message: 'This message was deleted, so the reply was not sent.',
      }),
    fixture: null,
    empty: null,
  })();

/** A save refused because another article has the slug (the unique index's error). */
export const articleSlugTaken = () =>
  defineCall<null>({
    method: 'all',
    url: restUrl('articles'),
    matches: (url, request) => ['POST', 'PATCH'].includes(request.method) && has(url, 'select'),
    respond: () =>
      postgrestError(409, {
        code: '23505',
        message: 'duplicate key value violates unique constraint "articles_slug_key"',
        details: 'Key (slug)=(how-to-write-a-cv-for-international-employers) already exists.',
      }),
    fixture: null,
    empty: null,
  })();

/** Mocks for the admin inbox and the CMS editors. */
export const inboxHandlers = {
  inboxMessages: listCall<ContactMessage>(
    'contact_messages',
    contactMessages,
    (url) => !has(url, 'id'),
  ),
  inboxUnhandledCount: defineCall<number>({
    method: 'head',
    url: restUrl('contact_messages'),
    respond: (_request, total) => countResponse(total),
    fixture: contactMessages.filter((message) => !message.handled).length,
    empty: 0,
  }),
  /** One message, by id (null: it was deleted). */
  inboxMessage: defineCall<ContactMessage[]>({
    method: 'get',
    url: restUrl('contact_messages'),
    matches: (url) => has(url, 'id'),
    respond: (request, rows) => {
      const id = eqNumber(new URL(request.url), 'id');
      return rowsResponse(
        request,
        rows.filter((row) => row.id === id),
      );
    },
    fixture: contactMessages,
    empty: [],
  }),
  inboxReplies: defineCall<ContactReply[]>({
    method: 'get',
    url: restUrl('contact_replies'),
    respond: (request, rows) => {
      const id = eqNumber(new URL(request.url), 'message_id');
      return rowsResponse(
        request,
        rows.filter((row) => row.message_id === id),
      );
    },
    fixture: contactReplies,
    empty: [],
  }),
  inboxSetHandled: defineCall<ContactMessage[]>({
    method: 'patch',
    url: restUrl('contact_messages'),
    respond: async (request, rows) => {
      const id = eqNumber(new URL(request.url), 'id');
      const found = rows.some((row) => row.id === id);
      const { handled } = await sent(request);
      return writeResponse(request, found ? [{ id, handled }] : []);
    },
    fixture: contactMessages,
    empty: [],
  }),
  /** The reply as the database stores it (the trimmed body, signed by the admin, now). */
  inboxReply: defineCall<null>({
    method: 'post',
    url: rpcUrl('reply_to_contact_message'),
    respond: async (request) => {
      const { message_id, body } = await sent(request);
      return rpcResponse(request, [
        {
          id: 99,
          message_id,
          author_id: '00000000-0000-4000-8000-0000000000a1',
          author_name: 'GlobalHire Admin',
          body: String(body).trim(),
          created_at: now(),
        },
      ]);
    },
    fixture: null,
    empty: null,
  }),
  inboxDeleteMessage: defineCall<null>({
    method: 'delete',
    url: restUrl('contact_messages'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  /** The article editor's read (every status; the public page asks for published ones). */
  cmsArticle: defineCall<EditableArticle | null>({
    method: 'get',
    url: restUrl('articles'),
    matches: (url) => has(url, 'id') && !has(url, 'status'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: editableArticle,
    empty: null,
  }),
  /** Create or save an article: the row as sent, with the database's id and dates. */
  cmsSaveArticle: defineCall<EditableArticle>({
    method: 'all',
    url: restUrl('articles'),
    matches: (url, request) => ['POST', 'PATCH'].includes(request.method) && has(url, 'select'),
    respond: async (request, base) => {
      const url = new URL(request.url);
      const values = await sent(request);
      const id = has(url, 'id') ? eqNumber(url, 'id') : 42;
      const published =
        values.status === 'published' ? (base.published_at ?? now()) : base.published_at;
      return writeResponse(request, [
        { ...base, ...values, id, published_at: published, updated_at: now() },
      ]);
    },
    fixture: editableArticle,
    empty: editableArticle,
  }),
  cmsUploadCover: defineCall<null>({
    method: 'post',
    url: `${storageUrl('object/article-images')}/*`,
    respond: (request) => {
      const key = decodeURIComponent(
        new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '',
      );
      return HttpResponse.json({ Key: key, Id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f' });
    },
    fixture: null,
    empty: null,
  }),
  /** Every FAQ, drafts included (the public page asks for published ones). */
  cmsFaqs: defineCall<AdminFaq[]>({
    method: 'get',
    url: restUrl('faqs'),
    matches: (url) => !has(url, 'status'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: adminFaqs,
    empty: [],
  }),
  cmsSaveFaq: defineCall<AdminFaq[]>({
    method: 'all',
    url: restUrl('faqs'),
    matches: (url, request) => ['POST', 'PATCH'].includes(request.method) && has(url, 'select'),
    respond: async (request, rows) => {
      const url = new URL(request.url);
      const values = await sent(request);
      const id = has(url, 'id') ? eqNumber(url, 'id') : 99;
      const stored = rows.find((row) => row.id === id);
      const position = stored?.position ?? Math.max(0, ...rows.map((row) => row.position)) + 1;
      return writeResponse(request, [{ ...stored, ...values, id, position, updated_at: now() }]);
    },
    fixture: adminFaqs,
    empty: [],
  }),
  cmsDeleteFaq: defineCall<null>({
    method: 'delete',
    url: restUrl('faqs'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  cmsReorderFaqs: defineCall<null>({
    method: 'post',
    url: rpcUrl('reorder_faqs'),
    respond: () => new HttpResponse(null, { status: 204 }),
    fixture: null,
    empty: null,
  }),
};

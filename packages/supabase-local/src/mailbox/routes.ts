import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { BodyTooLarge, readText } from '../http/body.js';
import { bearerToken } from '../http/request-auth.js';
import type { MailAttachment } from './mailbox.js';
import { mailboxPage } from './page.js';

const token = "[a-z0-9!#$&^_.+-]+";
const mediaType = new RegExp(`^${token}/${token}(\\s*;\\s*${token}=("[^"\\r\\n]*"|${token}))*$`, 'i');

/** The stored type when it is a well-formed media type (a text type says UTF-8), else bytes. */
function servedType(contentType: string): string {
  if (!mediaType.test(contentType)) return 'application/octet-stream';
  return /^text\//i.test(contentType) && !/;\s*charset=/i.test(contentType)
    ? `${contentType}; charset=utf-8`
    : contentType;
}

/** A download under the attachment's name, reduced to safe characters for old clients. */
function disposition(filename: string): string {
  const plain = filename.replace(/[^\w.\- ]/g, '_').slice(0, 200) || 'attachment';
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename.slice(0, 200))}`;
}

function parseLimit(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

function isAttachmentList(value: unknown): value is MailAttachment[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.filename === 'string' &&
        typeof item.contentType === 'string' &&
        typeof item.content === 'string',
    )
  );
}

/**
 * `/mailbox` (HTML; `view=text` shows text parts), `/mailbox/api/messages` (JSON; POST with the
 * service key sends one, once per `Idempotency-Key` header when one is given) and each stored
 * attachment at `/mailbox/api/messages/:id/attachments/:index`.
 */
export function registerMailboxRoutes(app: Hono, ctx: ServerContext): void {
  app.get('/mailbox', async (c) => {
    const to = c.req.query('to') || null;
    const view = c.req.query('view') === 'text' ? 'text' : 'html';
    const messages = await ctx.mailbox.list({ ...(to ? { to } : {}), limit: 200 });
    return c.html(mailboxPage(messages, to, view));
  });

  app.get('/mailbox/api/messages', async (c) => {
    const to = c.req.query('to');
    const limit = parseLimit(c.req.query('limit'));
    return c.json(await ctx.mailbox.list({ ...(to ? { to } : {}), ...(limit ? { limit } : {}) }));
  });

  app.get('/mailbox/api/messages/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const message = Number.isInteger(id) ? await ctx.mailbox.get(id) : null;
    return message ? c.json(message) : c.json({ message: 'Message not found' }, 404);
  });

  // Served as a download that runs nothing: an attachment's type is the sender's word, and the
  // mailbox shares its origin with the APIs.
  app.get('/mailbox/api/messages/:id/attachments/:index', async (c) => {
    const id = Number(c.req.param('id'));
    const index = Number(c.req.param('index'));
    const message = Number.isInteger(id) ? await ctx.mailbox.get(id) : null;
    const file = message && Number.isInteger(index) && index >= 0 ? message.attachments[index] : undefined;
    if (!file) return c.json({ message: 'Attachment not found' }, 404);
    return c.body(file.content, 200, {
      'Content-Type': servedType(file.contentType),
      'Content-Disposition': disposition(file.filename),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
    });
  });

  app.post('/mailbox/api/messages', async (c) => {
    if (bearerToken(c.req.raw.headers) !== ctx.keys.serviceRoleKey) {
      return c.json({ message: 'Sending mail requires the service role key' }, 401);
    }
    let input: unknown;
    try {
      input = JSON.parse(await readText(c.req.raw));
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.json({ message: error.message }, 413);
      return c.json({ message: 'The body must be JSON' }, 400);
    }
    const mail = input as Record<string, unknown> | null;
    if (
      !mail ||
      typeof mail.to !== 'string' ||
      typeof mail.subject !== 'string' ||
      typeof mail.text !== 'string'
    ) {
      return c.json({ message: 'Expected {"to","subject","text"} strings' }, 400);
    }
    const idempotencyKey = c.req.header('Idempotency-Key')?.trim();
    if (
      idempotencyKey !== undefined &&
      (idempotencyKey.length === 0 || idempotencyKey.length > 200)
    ) {
      return c.json({ message: 'Idempotency-Key must be 1 to 200 characters' }, 400);
    }
    const outgoing = {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(typeof mail.html === 'string' ? { html: mail.html } : {}),
      ...(typeof mail.from === 'string' ? { from: mail.from } : {}),
      ...(typeof mail.replyTo === 'string' ? { replyTo: mail.replyTo } : {}),
      ...(isStringRecord(mail.headers) ? { headers: mail.headers } : {}),
      ...(isAttachmentList(mail.attachments) ? { attachments: mail.attachments } : {}),
      kind:
        typeof mail.kind === 'string' && /^[a-z]+(_[a-z]+)*$/.test(mail.kind)
          ? mail.kind
          : 'notification',
    };
    if (idempotencyKey) {
      // A retry of a message already stored answers 200 with that message, and stores nothing.
      const { message, created } = await ctx.mailbox.sendOnce(outgoing, idempotencyKey);
      return c.json(message, created ? 201 : 200);
    }
    return c.json(await ctx.mailbox.send(outgoing), 201);
  });
}

import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { BodyTooLarge, readText } from '../http/body.js';
import { bearerToken } from '../http/request-auth.js';
import { mailboxPage } from './page.js';

function parseLimit(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * `/mailbox` (HTML) and `/mailbox/api/messages` (JSON; POST with the service key sends one, once
 * per `Idempotency-Key` header when one is given).
 */
export function registerMailboxRoutes(app: Hono, ctx: ServerContext): void {
  app.get('/mailbox', async (c) => {
    const to = c.req.query('to') || null;
    const messages = await ctx.mailbox.list({ ...(to ? { to } : {}), limit: 200 });
    return c.html(mailboxPage(messages, to));
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

import type { Context, Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { requireApiKey } from '../http/api-key.js';
import { BodyTooLarge, jsonBodyLimit, readBody } from '../http/body.js';
import { bearerToken } from '../http/request-auth.js';
import { authorizeWrite, uncheckedPolicies } from './authorize.js';
import { deliverBroadcast, type BroadcastMessage } from './broadcast.js';
import { UserBroadcast } from './serializer.js';
import { RealtimeState } from './state.js';
import { checkChannelToken } from './token.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Outgoing {
  topic: string;
  isPrivate: boolean;
  message: BroadcastMessage;
}

const unauthorized = (c: Context) => c.json({ message: 'Unauthorized' }, 401);

/** Sends each message; private ones only where the caller may write (realtime.messages RLS). */
async function send(state: RealtimeState, c: Context, outgoing: Outgoing[]): Promise<Response> {
  const check = await checkChannelToken(state.ctx, bearerToken(c.req.raw.headers) ?? '');
  if (!check.ok) return unauthorized(c);
  const writable = new Map<string, boolean>();
  for (const { topic, isPrivate, message } of outgoing) {
    if (isPrivate && !writable.has(topic)) {
      const context = { auth: check.auth, topic, headers: {} };
      const policies = await authorizeWrite(state.ctx.db, context, uncheckedPolicies());
      writable.set(topic, policies.broadcastWrite === true);
    }
    if (isPrivate && !writable.get(topic)) continue;
    deliverBroadcast(state, RealtimeState.topicKey(topic, isPrivate), message, null);
  }
  return c.body(null, 202);
}

/** `{messages: [...]}` as hosted Realtime validates it; a list of errors per message, or null. */
function parseBatch(body: unknown, max: number): { outgoing: Outgoing[] } | { errors: unknown } {
  const messages = isObject(body) ? body.messages : undefined;
  if (!Array.isArray(messages) || messages.length === 0) return { errors: { messages: ["can't be blank"] } };
  if (messages.length > max) return { errors: { messages: [`should have at most ${max} item(s)`] } };
  const outgoing: Outgoing[] = [];
  const errors: Record<string, string[]>[] = [];
  for (const entry of messages) {
    const m = isObject(entry) ? entry : {};
    const error: Record<string, string[]> = {};
    for (const field of ['topic', 'event'] as const) {
      if (typeof m[field] !== 'string' || m[field] === '') error[field] = ["can't be blank"];
    }
    if (!isObject(m.payload)) error.payload = ["can't be blank"];
    errors.push(error);
    const message: Record<string, unknown> = { payload: m.payload, event: m.event, type: 'broadcast' };
    if (typeof m.id === 'string') message.meta = { id: m.id };
    outgoing.push({ topic: String(m.topic), isPrivate: m.private === true, message });
  }
  return errors.some((e) => Object.keys(e).length > 0) ? { errors: { messages: errors } } : { outgoing };
}

/**
 * Realtime's REST broadcast: `POST /realtime/v1/api/broadcast` (`{messages}`, what realtime-js's
 * `send()` uses on a channel not joined yet) and `POST /realtime/v1/api/broadcast/<topic>/events/<event>`
 * (`httpSend()`, JSON or binary). Both answer 202 with no body.
 */
export function registerRealtimeRoutes(app: Hono, ctx: ServerContext, state: RealtimeState): void {
  app.use('/realtime/v1/api/*', requireApiKey(ctx));

  app.post('/realtime/v1/api/broadcast', async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(await readBody(c.req.raw, jsonBodyLimit)));
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.json({ message: 'Payload too large' }, 413);
      return c.json({ errors: { detail: 'Bad Request' } }, 400);
    }
    const batch = parseBatch(body, state.limits.maxHttpBroadcastMessages);
    if ('errors' in batch) return c.json({ errors: batch.errors }, 422);
    return send(state, c, batch.outgoing);
  });

  app.post('/realtime/v1/api/broadcast/:topic/events/:event', async (c) => {
    const topic = c.req.param('topic');
    const event = c.req.param('event');
    const isPrivate = c.req.query('private') === 'true';
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/octet-stream') {
      return c.json({ message: 'Unsupported content type' }, 415);
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBody(c.req.raw, jsonBodyLimit);
    } catch {
      return c.json({ message: 'Payload too large' }, 413);
    }
    let message: BroadcastMessage;
    if (type === 'application/octet-stream') {
      message = new UserBroadcast(event, 'binary', Buffer.from(bytes), null);
    } else {
      let payload: unknown;
      try {
        payload = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return c.json({ errors: { detail: 'Bad Request' } }, 400);
      }
      if (!isObject(payload)) return c.json({ errors: { payload: ["can't be blank"] } }, 422);
      message = { type: 'broadcast', event, payload };
    }
    return send(state, c, [{ topic, isPrivate, message }]);
  });
}

import { authorizeRead, authorizeWrite } from './authorize.js';
import type { Channel } from './channel.js';
import type { PresenceDiff } from './presence.js';
import type { Frame } from './serializer.js';
import { RealtimeState } from './state.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Private channels see presence only with presence read access; public ones always do. */
const readsPresence = (channel: Channel) => !channel.config.isPrivate || channel.policies.presenceRead === true;

/** `presence_state` right after a join with presence enabled, as hosted Realtime sends it. */
export function sendPresenceState(state: RealtimeState, channel: Channel): void {
  if (!readsPresence(channel)) return;
  channel.push('presence_state', state.presence.state(channel.topicKey));
}

function sendDiff(state: RealtimeState, channel: Channel, diff: PresenceDiff): void {
  state.fanOut(channel.topicKey, readsPresence, (vsn, topic) =>
    RealtimeState.serverFrame(vsn, topic, 'presence_diff', diff),
  );
}

/** A closing channel leaves presence; the others on its topic get the diff. */
export function leavePresence(state: RealtimeState, channel: Channel): void {
  const diff = state.presence.untrack(channel.topicKey, channel);
  if (diff) sendDiff(state, channel, diff);
}

/** Presence read and write on a private channel, checked when it first tracks. */
async function mayTrack(state: RealtimeState, channel: Channel): Promise<boolean> {
  if (!channel.config.isPrivate) return true;
  if (channel.policies.presenceWrite === null) {
    if (channel.policies.presenceRead === null) {
      channel.policies = await authorizeRead(state.ctx.db, channel.authorization, ['presence'], channel.policies);
    }
    channel.policies = await authorizeWrite(state.ctx.db, channel.authorization, channel.policies);
  }
  return channel.policies.presenceWrite === true;
}

/**
 * The `presence` push (`channel.track()` / `untrack()`): `{type: 'presence', event, payload}`.
 * Replies as hosted Realtime does: ok, or error when the caller may not write presence.
 */
export async function handlePresence(state: RealtimeState, channel: Channel, frame: Frame): Promise<void> {
  const reply = (status: 'ok' | 'error', response: Record<string, unknown> = {}) =>
    channel.transport.reply(frame, status, response);
  const payload = isObject(frame.payload) ? frame.payload : {};
  if (typeof payload.event !== 'string') {
    reply('ok');
    return;
  }
  if (!channel.presenceCalls.hit()) {
    channel.shutdown('Client presence rate limit exceeded');
    return;
  }
  const event = payload.event.toLowerCase();
  if (event === 'untrack') {
    leavePresence(state, channel);
    channel.trackedPayload = null;
    reply('ok');
    return;
  }
  if (event !== 'track') {
    reply('error');
    return;
  }
  let allowed: boolean;
  try {
    allowed = await mayTrack(state, channel);
  } catch (error) {
    state.logError(`realtime: authorising presence on ${channel.topic}: ${String(error)}`);
    allowed = false;
  }
  if (channel.closed) return;
  if (!allowed) {
    reply('error');
    return;
  }
  const meta = payload.payload ?? {};
  if (!isObject(meta)) {
    reply('error', { reason: 'Presence track payload must be a map' });
    return;
  }
  const serialized = JSON.stringify(meta);
  if (Buffer.byteLength(serialized) > state.limits.maxPresenceBytes) {
    channel.shutdown('Track message size exceeded');
    return;
  }
  if (serialized !== channel.trackedPayload) {
    const diff = state.presence.track(channel.topicKey, channel, channel.config.presenceKey, meta);
    channel.trackedPayload = serialized;
    channel.presenceEnabled = true;
    sendDiff(state, channel, diff);
  }
  reply('ok');
}

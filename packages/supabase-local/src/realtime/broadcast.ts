import { authorizeWrite } from './authorize.js';
import type { Channel } from './channel.js';
import { encodeUserBroadcast, UserBroadcast, type Frame } from './serializer.js';
import { RealtimeState } from './state.js';

/** A broadcast on its way to subscribers: realtime-js's binary form, or a JSON payload map. */
export type BroadcastMessage = UserBroadcast | Record<string, unknown>;

/** Private channels receive broadcasts only with broadcast read access. */
const readsBroadcast = (channel: Channel) => !channel.config.isPrivate || channel.policies.broadcastRead === true;

/** Delivers a broadcast to a topic's subscribers; `except` (the sender, unless `self`) is skipped. */
export function deliverBroadcast(
  state: RealtimeState,
  topicKey: string,
  message: BroadcastMessage,
  except: Channel | null,
): void {
  state.fanOut(
    topicKey,
    (channel) => channel !== except && readsBroadcast(channel),
    (vsn, topic) =>
      message instanceof UserBroadcast
        ? encodeUserBroadcast(vsn, topic, message)
        : RealtimeState.serverFrame(vsn, topic, 'broadcast', message),
  );
}

/**
 * The `broadcast` push. On a private channel the caller's write access is checked on the first
 * broadcast (and after each new token); without it the message is dropped and, as on hosted
 * Realtime, not acknowledged.
 */
export async function handleBroadcast(state: RealtimeState, channel: Channel, frame: Frame): Promise<void> {
  const message = frame.payload;
  if (!(message instanceof UserBroadcast) && (typeof message !== 'object' || message === null || Array.isArray(message))) {
    return;
  }
  if (channel.config.isPrivate) {
    if (channel.policies.broadcastWrite === null) {
      try {
        channel.policies = await authorizeWrite(state.ctx.db, channel.authorization, channel.policies);
      } catch (error) {
        state.logError(`realtime: authorising broadcast on ${channel.topic}: ${String(error)}`);
        return;
      }
    }
    if (channel.closed || channel.policies.broadcastWrite !== true) return;
  }
  deliverBroadcast(state, channel.topicKey, message as BroadcastMessage, channel.config.selfBroadcast ? null : channel);
  if (channel.config.ack) channel.transport.reply(frame, 'ok', {});
}

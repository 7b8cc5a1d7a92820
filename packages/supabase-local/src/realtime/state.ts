import type { Channel } from './channel.js';
import type { RealtimeLimits } from './limits.js';
import type { ChangesHub } from './postgres-changes.js';
import { PresenceRegistry } from './presence.js';
import { encodeFrame, type Frame, type Vsn } from './serializer.js';
import type { RealtimeContext } from './token.js';

/** What a channel needs of the socket it was joined on. */
export interface ChannelTransport {
  readonly vsn: Vsn;
  /** The handshake's `apikey`: the token of a join that brings none. */
  readonly apikey: string;
  /** The handshake's `x-*` headers (`request.headers` for private-channel policies). */
  readonly headers: Record<string, string>;
  send(data: string | Buffer): void;
  reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void;
  /** Forgets a channel that closed (it no longer receives this topic's messages). */
  detach(channel: Channel): void;
}

/** Everything the channels of one server share: who listens to which topic, and presence. */
export class RealtimeState {
  /** Subscribers by topic key: public and private channels of one name are separate topics. */
  private readonly subscribers = new Map<string, Set<Channel>>();
  readonly presence = new PresenceRegistry<Channel>();
  private bindingIds = 0;

  constructor(
    readonly ctx: RealtimeContext,
    readonly limits: RealtimeLimits,
    readonly changes: ChangesHub | null,
    readonly logError: (line: string) => void,
  ) {}

  static topicKey(subTopic: string, isPrivate: boolean): string {
    return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
  }

  nextBindingId(): number {
    this.bindingIds = (this.bindingIds % 2_000_000_000) + 1;
    return this.bindingIds;
  }

  subscribe(channel: Channel): void {
    let set = this.subscribers.get(channel.topicKey);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel.topicKey, set);
    }
    set.add(channel);
  }

  unsubscribe(channel: Channel): void {
    const set = this.subscribers.get(channel.topicKey);
    set?.delete(channel);
    if (set?.size === 0) this.subscribers.delete(channel.topicKey);
  }

  channelsOn(topicKey: string): readonly Channel[] {
    return [...(this.subscribers.get(topicKey) ?? [])];
  }

  /**
   * Sends one message to subscribers of a topic, encoding it once per protocol version.
   * `encode` returning null skips that version's subscribers.
   */
  fanOut(
    topicKey: string,
    include: (channel: Channel) => boolean,
    encode: (vsn: Vsn, topic: string) => string | Buffer | null,
  ): void {
    const cache = new Map<string, string | Buffer | null>();
    for (const channel of this.channelsOn(topicKey)) {
      if (channel.closed || !include(channel)) continue;
      const cacheKey = `${channel.transport.vsn} ${channel.topic}`;
      if (!cache.has(cacheKey)) cache.set(cacheKey, encode(channel.transport.vsn, channel.topic));
      const data = cache.get(cacheKey);
      if (data != null) channel.transport.send(data);
    }
  }

  /** A server message on a topic (presence_diff, postgres_changes): no join ref, no ref. */
  static serverFrame(vsn: Vsn, topic: string, event: string, payload: unknown): string {
    return encodeFrame(vsn, { joinRef: null, ref: null, topic, event, payload });
  }
}

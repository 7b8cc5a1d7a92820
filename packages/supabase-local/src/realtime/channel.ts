import { randomUUID } from 'node:crypto';
import type { RequestAuth } from '../db/request-context.js';
import { authorizeRead, uncheckedPolicies, type AuthorizationContext, type Policies } from './authorize.js';
import { RateWindow } from './limits.js';
import { changeBindings, subscribeChanges, type ChangeBinding } from './postgres-changes.js';
import { leavePresence, sendPresenceState } from './presence-handler.js';
import { encodeFrame, type Frame } from './serializer.js';
import { RealtimeState, type ChannelTransport } from './state.js';
import { checkChannelToken, joinReason } from './token.js';

/** Hosted Realtime re-checks a channel's token at least this often, and exactly at its expiry. */
const tokenCheckIntervalMs = 5 * 60_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const flag = (value: unknown): boolean => value === true || value === 'true';

interface JoinConfig {
  selfBroadcast: boolean;
  ack: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  isPrivate: boolean;
}

function joinConfig(config: unknown): JoinConfig {
  const c = isObject(config) ? config : {};
  const broadcast = isObject(c.broadcast) ? c.broadcast : {};
  const presence = isObject(c.presence) ? c.presence : {};
  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
  return {
    selfBroadcast: flag(broadcast.self),
    ack: flag(broadcast.ack),
    presenceKey: key,
    presenceEnabled: flag(presence.enabled),
    isPrivate: flag(c.private),
  };
}

/** The token a join (or an `access_token` push) names; publishable `sb_` keys mean the socket's. */
function tokenOf(payload: Record<string, unknown>, fallback: string): string {
  const token = payload.access_token ?? payload.user_token;
  return typeof token === 'string' && token !== '' && !token.startsWith('sb_') ? token : fallback;
}

/** One joined `realtime:<name>` topic on one socket. */
export class Channel {
  readonly subTopic: string;
  readonly topicKey: string;
  readonly presenceCalls: RateWindow;
  policies: Policies = uncheckedPolicies();
  presenceEnabled: boolean;
  /** The payload this channel tracks (JSON), to skip a track that changes nothing. */
  trackedPayload: string | null = null;
  changeBindings: ChangeBinding[] = [];
  closed = false;
  private tokenTimer: NodeJS.Timeout | undefined;
  private readonly closeHooks: (() => void)[] = [];

  constructor(
    readonly state: RealtimeState,
    readonly transport: ChannelTransport,
    readonly topic: string,
    readonly joinRef: Frame['joinRef'],
    readonly config: JoinConfig,
    public token: string,
    public auth: RequestAuth,
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.topicKey = RealtimeState.topicKey(this.subTopic, config.isPrivate);
    this.presenceEnabled = config.presenceEnabled;
    this.presenceCalls = new RateWindow(state.limits.presenceCallsPerWindow, state.limits.presenceWindowMs);
  }

  get authorization(): AuthorizationContext {
    return { auth: this.auth, topic: this.subTopic, headers: this.transport.headers };
  }

  /** A message from this channel to its client, carrying the join ref. */
  push(event: string, payload: unknown): void {
    if (this.closed) return;
    this.transport.send(
      encodeFrame(this.transport.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }),
    );
  }

  onClose(hook: () => void): void {
    this.closeHooks.push(hook);
  }

  /** Stops the channel: presence leaves, subscriptions end; `notify` sends `phx_close`. */
  close(notify: boolean): void {
    if (this.closed) return;
    if (notify) {
      this.transport.send(
        encodeFrame(this.transport.vsn, {
          joinRef: this.joinRef,
          ref: this.joinRef,
          topic: this.topic,
          event: 'phx_close',
          payload: {},
        }),
      );
    }
    this.closed = true;
    clearTimeout(this.tokenTimer);
    this.state.unsubscribe(this);
    this.transport.detach(this);
    leavePresence(this.state, this);
    for (const hook of this.closeHooks.splice(0)) {
      try {
        hook();
      } catch (error) {
        this.state.logError(`realtime: closing ${this.topic}: ${String(error)}`);
      }
    }
  }

  /** Hosted Realtime's channel shutdown: a `system` error naming why, then `phx_close`. */
  shutdown(message: string): void {
    this.push('system', { extension: 'system', status: 'error', message, channel: this.subTopic });
    this.close(true);
  }

  scheduleTokenCheck(exp: number): void {
    clearTimeout(this.tokenTimer);
    const delay = Math.min(tokenCheckIntervalMs, Math.max(0, exp * 1000 - Date.now()));
    this.tokenTimer = setTimeout(() => void this.confirmToken(), delay);
    this.tokenTimer.unref();
  }

  private async confirmToken(): Promise<void> {
    if (this.closed) return;
    const check = await checkChannelToken(this.state.ctx, this.token);
    if (this.closed) return;
    if (check.ok) this.scheduleTokenCheck(check.exp);
    else this.shutdown(check.message);
  }

  /** The `access_token` push: a new token for this channel, checked and re-authorised. */
  async setAccessToken(payload: unknown): Promise<void> {
    const token = isObject(payload) ? payload.access_token : undefined;
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_') || token === this.token) return;
    const check = await checkChannelToken(this.state.ctx, token);
    if (this.closed) return;
    if (!check.ok) {
      this.shutdown(check.message);
      return;
    }
    const previous = this.policies;
    this.token = token;
    this.auth = check.auth;
    this.policies = uncheckedPolicies();
    if (this.config.isPrivate) {
      const denied = await this.authorizeRead();
      if (this.closed) return;
      if (denied) {
        this.shutdown(denied);
        return;
      }
      if (
        (previous.broadcastRead === true && this.policies.broadcastRead === false) ||
        (previous.presenceRead === true && this.policies.presenceRead === false)
      ) {
        this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
        return;
      }
    }
    this.scheduleTokenCheck(check.exp);
  }

  /** Checks read access on this private channel; the refusal's message, or null when allowed. */
  async authorizeRead(): Promise<string | null> {
    const refusal = `You do not have permissions to read from this Channel topic: ${this.subTopic}`;
    try {
      const extensions = this.presenceEnabled ? (['broadcast', 'presence'] as const) : (['broadcast'] as const);
      this.policies = await authorizeRead(this.state.ctx.db, this.authorization, extensions, this.policies);
    } catch (error) {
      this.state.logError(`realtime: authorising ${this.topic}: ${error instanceof Error ? error.message : String(error)}`);
      return refusal;
    }
    return this.policies.broadcastRead || this.policies.presenceRead ? null : refusal;
  }
}

/** `phx_join`: checks the token (and, for a private channel, read access), then subscribes. */
export async function joinChannel(
  state: RealtimeState,
  transport: ChannelTransport,
  frame: Frame,
): Promise<Channel | null> {
  const refuse = (reason: string) => {
    transport.reply(frame, 'error', { reason });
    return null;
  };
  if (frame.topic === 'realtime:') return refuse('TopicNameRequired: You must provide a topic name');
  const payload = isObject(frame.payload) ? frame.payload : {};
  const config = joinConfig(payload.config);
  const token = tokenOf(payload, transport.apikey);
  const check = await checkChannelToken(state.ctx, token);
  if (!check.ok) return refuse(joinReason(check));
  const channel = new Channel(state, transport, frame.topic, frame.joinRef, config, token, check.auth);
  if (config.isPrivate) {
    const denied = await channel.authorizeRead();
    if (denied) return refuse(`Unauthorized: ${denied}`);
  }
  const changes = changeBindings(state, isObject(payload.config) ? payload.config.postgres_changes : undefined);
  channel.changeBindings = changes.bindings;
  state.subscribe(channel);
  transport.reply(frame, 'ok', { postgres_changes: changes.reply });
  channel.scheduleTokenCheck(check.exp);
  if (channel.presenceEnabled) sendPresenceState(state, channel);
  subscribeChanges(state, channel);
  return channel;
}

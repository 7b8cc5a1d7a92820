/**
 * Bounds on what one Realtime client may cost the server. Where hosted Supabase Realtime has a
 * default, the number is the same (tenant defaults: 100 channels per client, 100 events per
 * second, 200 concurrent users, presence 5 calls per 30 s per channel; Phoenix's 60 s idle timeout).
 */
export interface RealtimeLimits {
  /** Largest WebSocket frame accepted; a larger one closes the socket (1009). */
  maxFrameBytes: number;
  /** Channels one socket may have joined at once. */
  maxChannelsPerSocket: number;
  /** Client messages per second per socket (joins, broadcasts, presence…; heartbeats excluded). */
  eventsPerSecond: number;
  /** A socket that sends nothing (not even a heartbeat) for this long is closed. */
  idleTimeoutMs: number;
  /** Open sockets per server; further handshakes get 429. */
  maxConnections: number;
  /** Presence track/untrack calls per channel per window; more shut the channel down. */
  presenceCallsPerWindow: number;
  presenceWindowMs: number;
  /** Largest tracked presence state (JSON bytes); a larger track shuts the channel down. */
  maxPresenceBytes: number;
  /** Messages in one HTTP broadcast request. */
  maxHttpBroadcastMessages: number;
}

export const defaultRealtimeLimits: RealtimeLimits = {
  maxFrameBytes: 1024 * 1024,
  maxChannelsPerSocket: 100,
  eventsPerSecond: 100,
  idleTimeoutMs: 60_000,
  maxConnections: 200,
  presenceCallsPerWindow: 5,
  presenceWindowMs: 30_000,
  maxPresenceBytes: 64 * 1024,
  maxHttpBroadcastMessages: 100,
};

/** A fixed-window counter: `hit()` is false once `limit` hits fall in the current window. */
export class RateWindow {
  private windowStart = 0;
  private count = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(now: number = Date.now()): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.limit;
  }
}

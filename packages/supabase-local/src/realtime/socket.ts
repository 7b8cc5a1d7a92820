import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { handleBroadcast } from './broadcast.js';
import { joinChannel, type Channel } from './channel.js';
import { defaultRealtimeLimits, RateWindow, type RealtimeLimits } from './limits.js';
import type { ChangesHub } from './postgres-changes.js';
import { handlePresence } from './presence-handler.js';
import { decodeFrame, encodeFrame, parseVsn, type Frame, type Vsn } from './serializer.js';
import { RealtimeState, type ChannelTransport } from './state.js';
import { checkSocketApiKey, type RealtimeContext } from './token.js';

export const websocketPath = '/realtime/v1/websocket';

/** Output a client does not read piles up in memory: past this, its socket is dropped. */
const maxBufferedBytes = 16 * 1024 * 1024;

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/** Answers a refused handshake with an HTTP error, as the gateway or Realtime would. */
function refuse(socket: Duplex, status: number, body: Record<string, string>): void {
  const text = JSON.stringify(body);
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason ?? 'Error'}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** One client's WebSocket: Phoenix's socket, routing frames to the channels joined on it. */
class Connection implements ChannelTransport {
  private readonly channels = new Map<string, Channel>();
  private readonly rate: RateWindow;
  private queue: Promise<void> = Promise.resolve();
  lastSeen = Date.now();

  constructor(
    private readonly state: RealtimeState,
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly apikey: string,
    readonly headers: Record<string, string>,
  ) {
    this.rate = new RateWindow(state.limits.eventsPerSecond, 1000);
    ws.on('message', (data, isBinary) => this.onFrame(toBuffer(data), isBinary));
    ws.on('error', () => undefined);
  }

  send(data: string | Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(data);
  }

  reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send(
      encodeFrame(this.vsn, {
        joinRef: frame.joinRef,
        ref: frame.ref,
        topic: frame.topic,
        event: 'phx_reply',
        payload: { status, response },
      }),
    );
  }

  detach(channel: Channel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  terminate(): void {
    this.ws.terminate();
  }

  /** The socket closed: every channel on it leaves (presence diffs go to the others). */
  closed(): void {
    for (const channel of [...this.channels.values()]) channel.close(false);
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    const frame = decodeFrame(this.vsn, data, isBinary);
    if (!frame) return;
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, 'ok', {});
      return;
    }
    if (!this.rate.hit()) {
      this.overLimit(frame);
      return;
    }
    // One message at a time per socket, in order, as a Phoenix socket process handles them.
    this.queue = this.queue
      .then(() => this.handle(frame))
      .catch((error: unknown) => {
        this.state.logError(`realtime: ${frame.event} on ${frame.topic}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      });
  }

  private overLimit(frame: Frame): void {
    if (frame.event === 'phx_join') {
      this.reply(frame, 'error', { reason: 'ClientJoinRateLimitReached: Too many joins per second' });
      return;
    }
    this.channels.get(frame.topic)?.shutdown('Too many messages per second');
  }

  private async handle(frame: Frame): Promise<void> {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (frame.event === 'phx_join') {
      await this.join(frame);
      return;
    }
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      // Phoenix answers a leave of an unknown topic with ok, anything else with "unmatched topic".
      if (frame.event === 'phx_leave') this.reply(frame, 'ok', {});
      else this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, 'ok', {});
        channel.close(true);
        return;
      case 'broadcast':
        return handleBroadcast(this.state, channel, frame);
      case 'presence':
        return handlePresence(this.state, channel, frame);
      case 'access_token':
        return channel.setAccessToken(frame.payload);
      default:
        // Hosted Realtime ignores other client events.
        return;
    }
  }

  private async join(frame: Frame): Promise<void> {
    if (!frame.topic.startsWith('realtime:')) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    // A second join of a topic replaces the first, as in Phoenix.
    this.channels.get(frame.topic)?.close(false);
    if (this.channels.size >= this.state.limits.maxChannelsPerSocket) {
      this.reply(frame, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
      return;
    }
    const channel = await joinChannel(this.state, this, frame);
    if (!channel) return;
    if (this.ws.readyState !== this.ws.OPEN) channel.close(false);
    else this.channels.set(frame.topic, channel);
  }
}

export interface RealtimeServerOptions {
  changes?: ChangesHub | null;
  logError?: (line: string) => void;
  limits?: Partial<RealtimeLimits>;
}

/** Supabase Realtime's WebSocket endpoint, attached to an HTTP server's `upgrade` event. */
export class RealtimeServer {
  readonly state: RealtimeState;
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  private readonly sweep: NodeJS.Timeout;
  private pending = 0;

  constructor(ctx: RealtimeContext, options: RealtimeServerOptions = {}) {
    const limits = { ...defaultRealtimeLimits, ...options.limits };
    this.state = new RealtimeState(ctx, limits, options.changes ?? null, options.logError ?? (() => undefined));
    this.wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
    this.sweep = setInterval(() => this.closeIdle(), Math.min(5_000, Math.max(50, limits.idleTimeoutMs / 4)));
    this.sweep.unref();
  }

  /** Handles an HTTP upgrade: only the Realtime path, with a project API key. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => undefined);
    void this.upgrade(request, socket, head);
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== websocketPath && url.pathname !== `${websocketPath}/`) {
      refuse(socket, 404, { message: 'no Route matched with those values' });
      return;
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) {
      refuse(socket, 400, { error: 'Unsupported serializer version' });
      return;
    }
    if (this.connections.size + this.pending >= this.state.limits.maxConnections) {
      refuse(socket, 429, { error: 'Too many connected users' });
      return;
    }
    const apikey = url.searchParams.get('apikey');
    this.pending += 1;
    let check;
    try {
      check = await checkSocketApiKey(this.state.ctx, apikey);
    } finally {
      this.pending -= 1;
    }
    if (!check.ok) {
      refuse(socket, check.status, check.body);
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.startsWith('x-') && typeof value === 'string') headers[name] = value;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new Connection(this.state, ws, vsn, apikey as string, headers);
      this.connections.add(connection);
      ws.on('close', () => {
        this.connections.delete(connection);
        connection.closed();
      });
    });
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.state.limits.idleTimeoutMs;
    for (const connection of this.connections) {
      if (connection.lastSeen < cutoff) connection.terminate();
    }
  }

  /** Drops every socket (their channels leave) and stops accepting new ones. */
  async close(): Promise<void> {
    clearInterval(this.sweep);
    for (const connection of [...this.connections]) {
      connection.terminate();
      connection.closed();
    }
    this.connections.clear();
    await new Promise<void>((done) => this.wss.close(() => done()));
  }
}

/**
 * Phoenix's wire formats as realtime-js speaks them. `2.0.0` (the default): text frames are JSON
 * arrays `[join_ref, ref, topic, event, payload]`; a broadcast push travels as a binary "user
 * broadcast push" frame (kind 3) and reaches subscribers as a binary "user broadcast" (kind 4).
 * `1.0.0`: text frames are JSON objects `{join_ref, ref, topic, event, payload}`, no binary.
 */

export type Vsn = '1.0.0' | '2.0.0';

/** Refs are echoed exactly as the client sent them (realtime-js sends strings). */
export type Ref = string | number | null;

export interface Frame {
  joinRef: Ref;
  ref: Ref;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast from realtime-js's binary frame: the user's event and payload bytes as sent. */
export class UserBroadcast {
  constructor(
    readonly event: string,
    readonly encoding: 'json' | 'binary',
    readonly bytes: Buffer,
    /** The parsed payload when `encoding` is 'json' (checked on arrival). */
    readonly value: unknown,
  ) {}
}

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value === '1.0.0') return '1.0.0';
  return value === '2.0.0' ? '2.0.0' : null;
}

function asRef(value: unknown): Ref {
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** Reads one client frame; null when it is not a message this protocol defines. */
export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): Frame | null {
  if (isBinary) return vsn === '2.0.0' ? decodeUserBroadcastPush(data) : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const message = parsed as Record<string, unknown>;
  if (typeof message.topic !== 'string' || typeof message.event !== 'string') return null;
  return {
    joinRef: asRef(message.join_ref),
    ref: asRef(message.ref),
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  };
}

/**
 * Kind 3: [kind, join_ref len, ref len, topic len, event len, metadata len, encoding] then the
 * strings and the user payload. realtime-js writes one byte per character of the strings.
 */
function decodeUserBroadcastPush(data: Buffer): Frame | null {
  const headerLength = 7;
  if (data.length < headerLength || data[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const sizes = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6];
  if (encoding !== ENCODING_BINARY && encoding !== ENCODING_JSON) return null;
  let offset = headerLength;
  const strings: string[] = [];
  for (const size of sizes) {
    if (offset + size > data.length) return null;
    strings.push(data.toString('latin1', offset, offset + size));
    offset += size;
  }
  const [joinRef, ref, topic, event] = strings as [string, string, string, string];
  const bytes = data.subarray(offset);
  let value: unknown = null;
  if (encoding === ENCODING_JSON) {
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      return null;
    }
  }
  return {
    joinRef: joinRef === '' ? null : joinRef,
    ref: ref === '' ? null : ref,
    topic,
    event: 'broadcast',
    payload: new UserBroadcast(event, encoding === ENCODING_JSON ? 'json' : 'binary', Buffer.from(bytes), value),
  };
}

export function encodeFrame(vsn: Vsn, frame: Frame): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  }
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

/**
 * A user broadcast for one subscriber: kind 4 for 2.0.0 (as hosted Realtime fans it out), JSON
 * for 1.0.0; null when the subscriber cannot receive it (binary payload on 1.0.0).
 */
export function encodeUserBroadcast(vsn: Vsn, topic: string, message: UserBroadcast): string | Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(message.event, 'utf8');
  if (vsn === '2.0.0' && topicBytes.length <= 255 && eventBytes.length <= 255) {
    const header = Buffer.from([
      KIND_USER_BROADCAST,
      topicBytes.length,
      eventBytes.length,
      0,
      message.encoding === 'json' ? ENCODING_JSON : ENCODING_BINARY,
    ]);
    return Buffer.concat([header, topicBytes, eventBytes, message.bytes]);
  }
  if (message.encoding !== 'json') return null;
  const payload = { type: 'broadcast', event: message.event, payload: message.value };
  return encodeFrame(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
}

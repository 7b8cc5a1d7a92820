import { errors } from './errors.js';
import type { BodyShape } from './sql/statement.js';

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

/** `Accept: application/vnd.pgrst.plan…`: answer with the EXPLAIN of the request's statement. */
export interface PlanRequest {
  format: 'json' | 'text';
  options: PlanOption[];
}

export interface Negotiated {
  shape: BodyShape;
  contentType: string;
  /** Set when the plan was asked for (and `db-plan-enabled` is on). */
  plan?: PlanRequest;
}

interface MediaRange {
  type: string;
  params: Map<string, string>;
  q: number;
  raw: string;
}

/** Splits on `separator` outside double quotes (`for="a/b; x=y"` stays whole). */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

function parseRange(part: string): MediaRange | null {
  const [typePart, ...paramParts] = splitOutsideQuotes(part, ';');
  const type = (typePart ?? '').trim().toLowerCase();
  if (type === '') return null;
  const params = new Map<string, string>();
  for (const p of paramParts) {
    const eq = p.indexOf('=');
    if (eq !== -1)
      params.set(
        p.slice(0, eq).trim().toLowerCase(),
        p
          .slice(eq + 1)
          .trim()
          .replace(/^"|"$/g, ''),
      );
  }
  const q = Number(params.get('q') ?? '1');
  return { type, params, q: Number.isFinite(q) ? q : 1, raw: part.trim() };
}

function parseAccept(header: string): MediaRange[] {
  return splitOutsideQuotes(header, ',')
    .map(parseRange)
    .filter((r): r is MediaRange => r !== null)
    .sort((a, b) => b.q - a.q);
}

const JSON_TYPE = 'application/json; charset=utf-8';

function pickData(range: MediaRange): Negotiated | null {
  const stripNulls = range.params.get('nulls') === 'stripped';
  switch (range.type) {
    case 'application/json':
    case 'application/*':
    case '*/*':
      return { shape: { kind: 'array', stripNulls: false }, contentType: JSON_TYPE };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        shape: { kind: 'single', stripNulls },
        contentType: `application/vnd.pgrst.object+json${stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`,
      };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return {
        shape: { kind: 'array', stripNulls },
        contentType: stripNulls
          ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8'
          : JSON_TYPE,
      };
    case 'text/csv':
      return { shape: { kind: 'csv', stripNulls: false }, contentType: 'text/csv; charset=utf-8' };
    default:
      return null;
  }
}

const PLAN_TYPE = /^application\/vnd\.pgrst\.plan(\+json|\+text)?$/;
const PLAN_OPTIONS: readonly PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** The media type a plan is for, written as PostgREST writes it (its `toMime`). */
function forMime(range: MediaRange): string {
  const stripped = range.params.get('nulls') === 'stripped';
  if (
    range.type === 'application/vnd.pgrst.object+json' ||
    range.type === 'application/vnd.pgrst.object'
  )
    return `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}`;
  if (
    range.type === 'application/vnd.pgrst.array+json' ||
    range.type === 'application/vnd.pgrst.array'
  )
    return stripped ? 'application/vnd.pgrst.array+json;nulls=stripped' : 'application/json';
  return range.raw;
}

/** PostgREST's reading of a plan media type: format, the `for` media type, known options. */
function planOf(
  range: MediaRange,
): { plan: PlanRequest; forRange: MediaRange; mime: string } | null {
  const match = PLAN_TYPE.exec(range.type);
  if (!match) return null;
  const format = match[1] === '+json' ? 'json' : 'text';
  const asked = (range.params.get('options') ?? '').split('|');
  const options = PLAN_OPTIONS.filter((o) => asked.includes(o));
  const forRange = parseRange(range.params.get('for') ?? 'application/json') ?? {
    type: 'application/json',
    params: new Map(),
    q: 1,
    raw: 'application/json',
  };
  const mime =
    `application/vnd.pgrst.plan+${format}; for="${forMime(forRange)}"` +
    (options.length > 0 ? `; options=${options.join('|')}` : '');
  return { plan: { format, options }, forRange, mime };
}

function pick(range: MediaRange, planEnabled: boolean): Negotiated | null {
  const planned = planOf(range);
  if (!planned) return pickData(range);
  // With `db-plan-enabled` off the plan media type is simply not offered (406), as in PostgREST.
  if (!planEnabled || PLAN_TYPE.test(planned.forRange.type)) return null;
  const data = pickData(planned.forRange);
  if (!data) return null;
  return { shape: data.shape, contentType: `${planned.mime}; charset=utf-8`, plan: planned.plan };
}

/** Chooses the response format from `Accept` (406 PGRST107 when nothing offered fits). */
export function negotiate(accept: string | null, planEnabled = false): Negotiated {
  if (!accept || accept.trim() === '')
    return pickData({ type: '*/*', params: new Map(), q: 1, raw: '*/*' }) as Negotiated;
  const ranges = parseAccept(accept);
  for (const range of ranges) {
    const chosen = pick(range, planEnabled);
    if (chosen) return chosen;
  }
  throw errors.mediaType(ranges.map((r) => planOf(r)?.mime ?? r.raw));
}

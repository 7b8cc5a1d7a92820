import { errors } from './errors.js';
import type { BodyShape } from './sql/statement.js';

export interface Negotiated {
  shape: BodyShape;
  contentType: string;
}

interface MediaRange {
  type: string;
  params: Map<string, string>;
  q: number;
  raw: string;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [typePart, ...paramParts] = part.split(';');
    const type = (typePart ?? '').trim().toLowerCase();
    if (type === '') continue;
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
    ranges.push({ type, params, q: Number.isFinite(q) ? q : 1, raw: part.trim() });
  }
  return ranges.sort((a, b) => b.q - a.q);
}

const JSON_TYPE = 'application/json; charset=utf-8';

function pick(range: MediaRange): Negotiated | null {
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

/** Chooses the response format from `Accept` (406 PGRST107 when nothing offered fits). */
export function negotiate(accept: string | null): Negotiated {
  if (!accept || accept.trim() === '')
    return pick({ type: '*/*', params: new Map(), q: 1, raw: '*/*' }) as Negotiated;
  const ranges = parseAccept(accept);
  for (const range of ranges) {
    const chosen = pick(range);
    if (chosen) return chosen;
  }
  throw errors.mediaType(ranges.map((r) => r.raw));
}

import { closest } from '../catalog/fuzzy.js';
import type { Catalog, FunctionDef, FunctionParam } from '../catalog/model.js';
import { errors, type RestError } from '../errors.js';

/**
 * How a POST body reaches a function. JSON names the arguments; a raw text/plain, text/xml or
 * application/octet-stream body is itself the one argument of a function with a single unnamed
 * parameter of type text, xml or bytea (PostgREST's hasSingleUnnamedParam).
 */
export type BodyMedia = 'json' | 'text' | 'xml' | 'bytea';

const UNNAMED_TYPES: Record<BodyMedia, readonly string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
};

/** The media type of a call's body from `Content-Type` (JSON when absent, as in PostgREST). */
export function bodyMedia(contentType: string | null): BodyMedia {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/plain') return 'text';
  if (type === 'text/xml') return 'xml';
  if (type === 'application/octet-stream') return 'bytea';
  return 'json';
}

export interface CallRequest {
  name: string;
  /** Argument names (JSON object keys or query parameters); empty for a raw body. */
  keys: Set<string>;
  isPost: boolean;
  media: BodyMedia;
}

/**
 * PostgREST's findProc: the overloads whose parameter names fit the keys; failing that, the one
 * taking the whole body as its single unnamed parameter. Several candidates: 300 PGRST203.
 */
export function findFunction(catalog: Catalog, call: CallRequest): FunctionDef {
  const overloads = catalog.functions.get(call.name) ?? [];
  const matches: FunctionDef[] = [];
  const fallbacks: FunctionDef[] = [];
  for (const fn of overloads) {
    // An unnamed parameter is named '' here: `{"": …}` matches it (and the call passes the body).
    if (matchesParams(fn.params, call)) matches.push(fn);
    else if (
      call.isPost &&
      fn.singleUnnamedParam !== null &&
      UNNAMED_TYPES[call.media].includes(fn.singleUnnamedParam)
    )
      fallbacks.push(fn);
  }
  const [onlyMatch] = matches;
  if (onlyMatch && matches.length === 1) return onlyMatch;
  if (matches.length > 1) throw ambiguous(matches);
  const [onlyFallback] = fallbacks;
  if (onlyFallback && fallbacks.length === 1) return onlyFallback;
  if (fallbacks.length > 1) throw ambiguous(fallbacks);
  throw notFound(catalog, call, overloads);
}

function matchesParams(params: FunctionParam[], call: CallRequest): boolean {
  const { keys } = call;
  // A raw body is an argument in itself: a function without parameters cannot take it.
  if (params.length === 0) return keys.size === 0 && !(call.isPost && call.media !== 'json');
  const required = params.filter((p) => !p.hasDefault).map((p) => p.name);
  const optional = new Set(params.filter((p) => p.hasDefault).map((p) => p.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((r) => keys.has(r));
}

function ambiguous(fns: FunctionDef[]): RestError {
  const list = fns.map(
    (f) => `${f.schema}.${f.name}(${f.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
  );
  return errors.ambiguousFunction(
    `Could not choose the best candidate function between: ${list.join(', ')}`,
  );
}

/** PostgREST's NoRpc error: message, details and hint depend on the body's media type. */
function notFound(catalog: Catalog, call: CallRequest, overloads: FunctionDef[]): RestError {
  const sorted = [...call.keys].sort();
  const fn = `${catalog.schema}.${call.name}`;
  const rawBody = call.isPost && call.media !== 'json';
  const withoutOrWith = (text: string) => (sorted.length === 0 ? ' without parameters' : text);
  const message = `Could not find the function ${fn}${rawBody ? '' : withoutOrWith(`(${sorted.join(', ')})`)} in the schema cache`;
  const withParams = withoutOrWith(
    ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`,
  );
  const searched = rawBody
    ? ` with a single unnamed ${call.media} parameter`
    : `${withParams}${call.isPost ? ' or with a single unnamed json/jsonb parameter' : ''}`;
  const details = `Searched for the function ${fn}${searched}, but no matches were found in the schema cache.`;
  if (rawBody) return errors.noFunction(message, details, null);
  const listed = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let hint: string | null = null;
  if (overloads.length === 0) {
    const other = closest(call.name, catalog.functions.keys(), 0.75);
    if (other !== null) hint = `Perhaps you meant to call the function ${catalog.schema}.${other}`;
  } else {
    const best = closest(
      listed(sorted),
      overloads.map((o) => listed(o.params.map((p) => p.name))),
      0.33,
    );
    if (best !== null) hint = `Perhaps you meant to call the function ${fn}${best}`;
  }
  return errors.noFunction(message, details, hint);
}

/**
 * realtime-js's `filter` strings (`user_id=eq.42`, `status=in.(a,b)`, `title=not.like.%x%`,
 * conditions joined by commas), parsed as Supabase Realtime parses them, with its error wording.
 */

export const filterOps = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOp = (typeof filterOps)[number];

export interface ParsedFilter {
  column: string;
  op: FilterOp;
  /** As Supabase stores it: unquoted; for `in`, a Postgres array literal `{a,b}`. */
  value: string;
  /** The `not.` prefix. */
  negate: boolean;
}

/** A subscription refused, with the message Supabase sends in the channel's `system` event. */
export class SubscriptionError extends Error {}

/** Elixir's `inspect` of a string, as Supabase's messages quote values. */
function inspectString(value: string): string {
  return JSON.stringify(value);
}

function inspectList(values: string[]): string {
  return `[${values.map(inspectString).join(', ')}]`;
}

/** Splits on commas outside parentheses and quotes. */
function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let prev = '';
  for (let i = 0; i < filter.length; i++) {
    const char = filter[i] as string;
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + filter[i + 1];
        prev = filter[i + 1] as string;
        i++;
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
      prev = char;
      continue;
    }
    if (char === '"' && (prev === '.' || prev === '(' || prev === ',')) {
      quoted = true;
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      prev = '';
      continue;
    }
    current += char;
    prev = char;
  }
  parts.push(current);
  return parts;
}

/** `"a \"b\""` → `a "b"`; anything not one whole quoted string is kept as written. */
function unquote(value: string): string {
  if (!value.startsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '\\') {
      if (i + 1 >= value.length) return value;
      out += value[++i];
    } else if (char === '"') {
      return i === value.length - 1 ? out : value;
    } else {
      out += char;
    }
  }
  return value;
}

function parseSegment(segment: string): ParsedFilter {
  const trimmed = segment.trim();
  if (trimmed === '') {
    throw new SubscriptionError('filter must not contain empty segments (check for extra commas)');
  }
  const eq = trimmed.indexOf('=');
  if (eq < 0) throw new SubscriptionError(inspectList([trimmed]));
  const column = trimmed.slice(0, eq);
  let rest = trimmed.slice(eq + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  if (dot < 0) throw new SubscriptionError(inspectList([rest]));
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!(filterOps as readonly string[]).includes(op)) {
    throw new SubscriptionError(inspectList([op, value]));
  }
  if (op === 'in') {
    if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')')) {
      throw new SubscriptionError('`in` filter value must be wrapped by parentheses');
    }
    return { column, op, value: `{${value.slice(1, -1)}}`, negate };
  }
  return { column, op: op as FilterOp, value: unquote(value), negate };
}

/** The conditions of a filter string (none when absent or blank); throws SubscriptionError. */
export function parseFilter(filter: string | undefined): ParsedFilter[] {
  const trimmed = (filter ?? '').trim();
  if (trimmed === '') return [];
  try {
    return splitTopLevel(trimmed).map(parseSegment);
  } catch (error) {
    if (error instanceof SubscriptionError) {
      throw new SubscriptionError(`Error parsing \`filter\` params: ${error.message}`);
    }
    throw error;
  }
}

/** A binding as Supabase's messages describe it: `event: *, schema: public, table: t, …`. */
export function describeBinding(
  event: string,
  schema: string,
  table: string,
  filters: ParsedFilter[],
): string {
  const list = filters
    .map(
      (f) =>
        `{${inspectString(f.column)}, ${inspectString(f.op)}, ${inspectString(f.value)}, ${f.negate}}`,
    )
    .join(', ');
  return `event: ${event}, schema: ${schema}, table: ${table}, filters: [${list}], select: nil`;
}

/** Postgres condition names of the errors a filter check can raise, as Postgrex prints them. */
const conditionNames: Record<string, string> = {
  P0001: 'raise_exception',
  '22P02': 'invalid_text_representation',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22003': 'numeric_value_out_of_range',
  '22001': 'string_data_right_truncation',
  '22023': 'invalid_parameter_value',
  '2201B': 'invalid_regular_expression',
  '42704': 'undefined_object',
  '42883': 'undefined_function',
};

/** A database error as Supabase words it after "Exception: ". */
export function describeDatabaseError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const name = code ? conditionNames[code] : undefined;
  return `ERROR ${code ?? 'XX000'}${name ? ` (${name})` : ''} ${message ?? String(error)}`;
}

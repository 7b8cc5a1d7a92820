import { RestError } from './errors.js';

/** The fields of a Postgres error as PGlite reports them. */
interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

/** PostgREST's SQLSTATE → HTTP status table (Error.hs, mapSQLtoHTTP). */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023')
    return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  const mapped = exact[code];
  if (mapped !== undefined) return mapped;
  if (code.startsWith('PT')) {
    const custom = Number(code.slice(2));
    return Number.isInteger(custom) && custom >= 100 && custom <= 599 ? custom : 500;
  }
  const byPrefix: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of byPrefix) if (code.startsWith(prefix)) return status;
  return 400;
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{json}', detail = '{json}'` gives full control of the response. */
function raisePgrst(error: PgErrorLike): RestError | null {
  if (error.code !== 'PGRST') return null;
  try {
    const body = JSON.parse(error.message) as {
      code?: unknown;
      message?: unknown;
      details?: unknown;
      hint?: unknown;
    };
    const detail = JSON.parse(error.detail ?? '') as { status?: unknown; headers?: unknown };
    if (
      typeof body.code !== 'string' ||
      typeof body.message !== 'string' ||
      typeof detail.status !== 'number'
    ) {
      return null;
    }
    const headers: Record<string, string> = {};
    if (detail.headers && typeof detail.headers === 'object') {
      for (const [k, v] of Object.entries(detail.headers))
        if (typeof v === 'string') headers[k] = v;
    }
    return new RestError(
      detail.status,
      {
        code: body.code,
        message: body.message,
        details: typeof body.details === 'string' ? body.details : null,
        hint: typeof body.hint === 'string' ? body.hint : null,
      },
      headers,
    );
  } catch {
    return null;
  }
}

/** Turns a Postgres error raised while serving a request into PostgREST's response. */
export function fromPgError(error: PgErrorLike, authenticated: boolean): RestError {
  const custom = raisePgrst(error);
  if (custom) return custom;
  const status = statusForSqlState(error.code, error.message, authenticated);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(
    status,
    {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    },
    headers,
  );
}

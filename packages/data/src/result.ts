/** Errors come back as values, never thrown, so every page can render its error state. */
export interface DataError {
  message: string;
  /** PostgREST / Postgres / GoTrue error code when there is one (e.g. 'PGRST116', '23505', 'invalid_credentials'). */
  code: string | null;
  /** HTTP status when the error came from the server. */
  status: number | null;
  /** The database's hint when it gave one: why a rule refused (e.g. 'account_blocked'). */
  hint?: string | null;
  /** Why GoTrue found a password weak (e.g. ['length'], ['pwned']), when it said. */
  reasons?: string[];
}

export type Result<T> = { data: T; error: null } | { data: null; error: DataError };

export const ok = <T>(data: T): Result<T> => ({ data, error: null });

interface ErrorLike {
  message?: string;
  code?: string | number;
  status?: number;
  hint?: string | null;
  reasons?: unknown;
}

export function toDataError(error: unknown, status?: number | null): DataError {
  if (error && typeof error === 'object') {
    const e = error as ErrorLike;
    return {
      message: e.message || 'Something went wrong.',
      code: e.code != null ? String(e.code) : null,
      status: status ?? e.status ?? null,
      ...(e.hint ? { hint: e.hint } : {}),
      ...(Array.isArray(e.reasons) ? { reasons: e.reasons.map(String) } : {}),
    };
  }
  return { message: String(error ?? 'Something went wrong.'), code: null, status: status ?? null };
}

export const fail = <T>(error: unknown, status?: number | null): Result<T> => ({
  data: null,
  error: toDataError(error, status),
});

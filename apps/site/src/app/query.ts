import type { DataError, Result } from '@globalhire/data';

/** A DataError thrown, so TanStack Query's error state carries the server's message and status. */
export class DataQueryError extends Error {
  readonly code: string | null;
  readonly status: number | null;
  /** Why a database rule refused, when it said (e.g. 'account_blocked'). */
  readonly hint: string | null;
  /** Why GoTrue found a password weak (e.g. ['pwned']); empty when it did not say. */
  readonly reasons: string[];
  constructor(error: DataError) {
    super(error.message);
    this.name = 'DataQueryError';
    this.code = error.code;
    this.status = error.status;
    this.hint = error.hint ?? null;
    this.reasons = error.reasons ?? [];
  }
}

/** Turns a `{ data, error }` result into data or a thrown DataQueryError, for query functions. */
export function unwrap<T>(result: Result<T>): T {
  if (result.error) throw new DataQueryError(result.error);
  return result.data as T;
}

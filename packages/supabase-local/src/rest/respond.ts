import type { RestError } from './errors.js';

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** `Content-Range: first-last/total` (`*` when the page is empty or no count was asked). */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : String(total)}`;
}

/** PostgREST's rangeStatusHeader: 206 when a known total exceeds the page, 416 past the end. */
export function rangeStatus(
  offset: number,
  pageTotal: number,
  total: number | null,
): { status: number; range: string } {
  const upper = offset + pageTotal - 1;
  const range = contentRange(offset, upper, total);
  if (total === null) return { status: 200, range };
  if (offset > total) return { status: 416, range };
  if (1 + upper - offset < total) return { status: 206, range };
  return { status: 200, range };
}

export function errorResponse(error: RestError): RestResponse {
  return {
    status: error.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
    body: JSON.stringify(error.body),
  };
}

/** Thrown inside the request transaction to roll it back yet still answer with `response`. */
export class RollbackWith extends Error {
  constructor(readonly response: RestResponse) {
    super('rollback');
  }
}

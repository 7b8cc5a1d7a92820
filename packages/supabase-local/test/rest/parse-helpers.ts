import { RestError } from '../../src/rest/errors.js';

export const field = (name: string) => ({ name, jsonPath: [] });

/** The PostgREST error a parser throws; fails the test when it does not throw one. */
export function parseFailure(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

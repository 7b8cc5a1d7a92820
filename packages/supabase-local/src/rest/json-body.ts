import { errors } from './errors.js';

/**
 * How deeply a request body's arrays and objects may nest. Real rows nest a few levels; Postgres
 * parses JSON recursively and overflows its stack far below what JSON.parse accepts, so deeper
 * bodies are refused here as invalid JSON (400 PGRST102) instead of failing inside the database.
 */
export const maxJsonDepth = 256;

/** The deepest nesting of `text`'s arrays and objects, found without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, (depth += 1));
    else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

/** JSON.parse for request bodies: bad or over-deep JSON is PostgREST's 400 PGRST102. */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > maxJsonDepth) throw errors.invalidBody();
  try {
    return JSON.parse(text);
  } catch {
    throw errors.invalidBody();
  }
}

import { storageErrors } from './errors.js';

/**
 * Object keys as Storage accepts them: non-empty segments separated by `/`, no `.`/`..`
 * segments, no control characters or backslashes.
 */
export function validateKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    // Control characters are matched on purpose: Storage refuses them in keys.
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw storageErrors.invalidKey(key);
  return key;
}

/** Splits the decoded remainder of a route (`bucket/dir/file.pdf`) into bucket and key. */
export function bucketAndKey(rest: string): { bucket: string; key: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    throw storageErrors.invalidKey(rest);
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0) throw storageErrors.invalidKey(decoded);
  return { bucket: decoded.slice(0, slash), key: validateKey(decoded.slice(slash + 1)) };
}

/** The raw path after a route prefix such as `/storage/v1/object/info/`. */
export function pathAfter(pathname: string, prefix: string): string {
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
}

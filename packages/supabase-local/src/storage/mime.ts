import { storageErrors } from './errors.js';

/** `text/plain;charset=UTF-8` → `text/plain`. */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Storage's rule: the type must match an allowed type exactly or a `type/*` wildcard. */
export function checkMimeType(contentType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const base = baseMimeType(contentType);
  const [type] = base.split('/');
  const ok = allowed.some((entry) => {
    const pattern = entry.trim().toLowerCase();
    return pattern === base || (pattern.endsWith('/*') && pattern.slice(0, -2) === type);
  });
  if (!ok) throw storageErrors.invalidMimeType(contentType);
}

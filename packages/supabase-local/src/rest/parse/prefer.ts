import type { Preferences } from '../types.js';

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

/** `Prefer` arrives comma-joined (several headers are joined too): split, trim, first one wins. */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { invalid: [] };
  if (!header) return prefs;
  for (const raw of header.split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = eq === -1 ? item : item.slice(0, eq).trim();
    const value = eq === -1 ? '' : item.slice(eq + 1).trim();
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected ??= Number(value);
      continue;
    }
    if (key === 'timezone' || (key === 'params' && value === 'single-object')) continue;
    const allowed = KNOWN[key];
    if (!allowed || !allowed.includes(value)) {
      prefs.invalid.push(item);
      continue;
    }
    switch (key) {
      case 'return':
        prefs.return ??= value as Preferences['return'];
        break;
      case 'count':
        prefs.count ??= value as Preferences['count'];
        break;
      case 'resolution':
        prefs.resolution ??= value as Preferences['resolution'];
        break;
      case 'missing':
        prefs.missing ??= value as Preferences['missing'];
        break;
      case 'tx':
        prefs.tx ??= value as Preferences['tx'];
        break;
      case 'handling':
        prefs.handling ??= value as Preferences['handling'];
        break;
    }
  }
  return prefs;
}

/** The `Preference-Applied` value for the preferences PostgREST echoes on this kind of request. */
export function appliedPreferences(
  prefs: Preferences,
  keys: readonly (
    'return' | 'count' | 'resolution' | 'missing' | 'tx' | 'handling' | 'maxAffected'
  )[],
): string | null {
  const parts: string[] = [];
  for (const key of keys) {
    const value = prefs[key];
    if (value === undefined) continue;
    parts.push(key === 'maxAffected' ? `max-affected=${String(value)}` : `${key}=${String(value)}`);
  }
  return parts.length === 0 ? null : parts.join(', ');
}

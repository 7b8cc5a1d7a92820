/**
 * Retired IANA zone names that browsers (through ICU and CLDR) still report, and the names the
 * IANA database uses now. The database maps the same list when it stores a zone
 * (private.canonical_time_zone).
 */
export const legacyTimeZones: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const knownToRuntime = new Map<string, boolean>();

function runtimeKnows(timeZone: string): boolean {
  let known = knownToRuntime.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      known = true;
    } catch {
      known = false;
    }
    knownToRuntime.set(timeZone, known);
  }
  return known;
}

/**
 * The zone's current IANA name: 'Asia/Calcutta' → 'Asia/Kolkata', 'Europe/Kiev' → 'Europe/Kyiv';
 * any other name as given. A runtime too old to know the current name keeps the one it knows.
 */
export function canonicalTimeZone(timeZone: string): string {
  const current = legacyTimeZones[timeZone];
  return current && runtimeKnows(current) ? current : timeZone;
}

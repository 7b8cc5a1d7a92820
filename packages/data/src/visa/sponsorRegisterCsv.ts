// The UK Register of Licensed Sponsors as the Home Office publishes it (a CSV of organisation,
// town, county, type & rating and route, one row per route an organisation may sponsor): which
// columns are which, and the rows cut into uploads that each fit one request.

/** One register row as it is staged (`sponsor_register_entries`). */
export interface SponsorRegisterEntry {
  organisation_name: string;
  town: string | null;
  county: string | null;
  type_rating: string | null;
  route: string | null;
}

/** Where each field is in the file's rows. */
export interface SponsorRegisterColumns {
  organisation: number;
  town: number;
  county: number | null;
  typeRating: number | null;
  route: number;
}

const headerWords = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The register's headings, and the words older or re-saved copies use for them. */
const headings = {
  organisation: ['organisation name', 'organization name', 'organisation'],
  town: ['town city', 'town', 'city'],
  county: ['county'],
  typeRating: ['type rating', 'type and rating'],
  route: ['route'],
} as const;

export const sponsorRegisterMessages = {
  notTheRegister: (missing: string) =>
    `This file is not the Register of Licensed Sponsors: it has no "${missing}" column. Download the CSV from GOV.UK and upload it as it is.`,
  empty: 'This file has no rows. Download the register again from GOV.UK.',
  unreadable: 'This file could not be read as a CSV. Download the register again from GOV.UK.',
  notAllowed: 'Only an admin can import the register of licensed sponsors.',
  cancelled: 'The import was cancelled; nothing was changed.',
} as const;

/** The columns of a header row, or the heading the file lacks. */
export function sponsorRegisterColumns(
  header: readonly string[],
): { columns: SponsorRegisterColumns; missing: null } | { columns: null; missing: string } {
  const words = header.map(headerWords);
  const find = (names: readonly string[]) => {
    const index = words.findIndex((word) => names.includes(word));
    return index === -1 ? null : index;
  };
  const organisation = find(headings.organisation);
  const town = find(headings.town);
  const route = find(headings.route);
  if (organisation === null) return { columns: null, missing: 'Organisation Name' };
  if (town === null) return { columns: null, missing: 'Town/City' };
  if (route === null) return { columns: null, missing: 'Route' };
  return {
    columns: {
      organisation,
      town,
      route,
      county: find(headings.county),
      typeRating: find(headings.typeRating),
    },
    missing: null,
  };
}

const cellAt = (row: readonly string[], index: number | null, max: number): string | null => {
  if (index === null) return null;
  const value = (row[index] ?? '').replace(/\s+/g, ' ').trim();
  return value ? value.slice(0, max) : null;
};

/** A data row as an entry; null for a row without an organisation (a blank or broken line). */
export function sponsorRegisterEntry(
  row: readonly string[],
  columns: SponsorRegisterColumns,
): SponsorRegisterEntry | null {
  const organisation = cellAt(row, columns.organisation, 300);
  if (!organisation) return null;
  return {
    organisation_name: organisation,
    town: cellAt(row, columns.town, 200),
    county: cellAt(row, columns.county, 200),
    type_rating: cellAt(row, columns.typeRating, 200),
    route: cellAt(row, columns.route, 200),
  };
}

/**
 * Entries gathered into uploads of at most `maxBytes` of JSON each: one request per upload, under
 * the API's body limit, however long the register's names are.
 */
const utf8 = new TextEncoder();

export class SponsorRegisterBatches {
  private current: SponsorRegisterEntry[] = [];
  private bytes = 2;

  constructor(private readonly maxBytes: number) {}

  /** Adds an entry; returns the full upload it closed, if it closed one. */
  add(entry: SponsorRegisterEntry): SponsorRegisterEntry[] | null {
    // the entry's JSON, with its import id (up to 40 bytes) and a comma
    const size = utf8.encode(JSON.stringify(entry)).length + 40;
    let closed: SponsorRegisterEntry[] | null = null;
    if (this.current.length > 0 && this.bytes + size > this.maxBytes) closed = this.take();
    this.current.push(entry);
    this.bytes += size;
    return closed;
  }

  /** What is left, emptied. */
  take(): SponsorRegisterEntry[] {
    const taken = this.current;
    this.current = [];
    this.bytes = 2;
    return taken;
  }
}

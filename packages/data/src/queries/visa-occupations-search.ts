import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import type { OccupationClassification } from './visa-catalogue';

// The job form's occupation field: which classification a country's work routes read, and a
// type-ahead over that classification's codes (public.visa_occupations, readable by anyone).

/** An occupation as the job form offers it. */
export interface OccupationOption {
  code: string;
  title: string;
}

/** The classification each destination's verdicts read, by country slug; absent: not covered. */
export type OccupationClassifications = Partial<Record<string, OccupationClassification>>;

/** The classifications by the names their publishers give them. */
export const occupationClassificationLabels: Record<OccupationClassification, string> = {
  uk_soc_2020: 'UK SOC 2020',
  uk_soc_2010: 'UK SOC 2010',
  noc_2021: 'NOC 2021',
  us_soc: 'US SOC',
  anzsco: 'ANZSCO',
};

/** How many occupations the type-ahead offers at once. */
export const occupationSearchLimit = 10;

/** How the form shows a chosen occupation: "Software engineers and designers (21231)". */
export const occupationLabel = (occupation: OccupationOption) =>
  `${occupation.title} (${occupation.code})`;

/**
 * The classification of each destination, as the verdict reads it: that of its first sponsored
 * route still in use (private.visa_fit_of does the same). A country with none is not covered.
 */
export async function listOccupationClassifications(
  client: GlobalHireClient,
): Promise<Result<OccupationClassifications>> {
  const { data, error, status } = await client
    .from('visa_routes')
    .select('destination, classification')
    .eq('kind', 'sponsored')
    .is('retired_at', null)
    .order('priority', { ascending: true })
    .order('id', { ascending: true });
  if (error) return fail(error, status);
  const classifications: OccupationClassifications = {};
  for (const route of data) classifications[route.destination] ??= route.classification;
  return ok(classifications);
}

/**
 * The words of what was typed, without the punctuation around them: "Web designers (21233)"
 * finds the occupation it names. At most six, as a title rarely needs more to be told apart.
 */
export function occupationSearchWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .slice(0, 6);
}

/**
 * A quoted PostgREST `ilike` pattern: `text` with LIKE's wildcards escaped, so they match
 * literally, then quoted for an `or=` value (reserved characters allowed; a backslash and a
 * double quote escaped again, as the quotes take one escape off).
 */
function likePattern(text: string, { anywhere }: { anywhere: boolean }): string {
  const literal = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const quoted = literal.replace(/[\\"]/g, (c) => `\\${c}`);
  return anywhere ? `"*${quoted}*"` : `"${quoted}*"`;
}

/** How well an occupation answers the words: its code, then a title starting with them, first. */
function rank(occupation: OccupationOption, words: readonly string[]): number {
  const first = words[0]!.toLowerCase();
  if (words.length === 1 && occupation.code.toLowerCase() === first) return 0;
  if (words.length === 1 && occupation.code.toLowerCase().startsWith(first)) return 1;
  return occupation.title.toLowerCase().startsWith(first) ? 2 : 3;
}

/** Codes found by their start in code order, titles in title order. */
const byRank = (
  a: { row: OccupationOption; index: number; rank: number },
  b: { row: OccupationOption; index: number; rank: number },
) =>
  a.rank - b.rank || (a.rank <= 1 ? a.row.code.localeCompare(b.row.code) : 0) || a.index - b.index;

export interface OccupationSearch {
  classification: OccupationClassification;
  /** What the employer typed: words of the title, or the start of a code. */
  text: string;
  limit?: number;
}

/**
 * Occupations of a classification whose title holds every word typed (or whose code starts with
 * it), in use, at most `limit` (10): an exact or starting code first, then titles starting with
 * the first word, then by title. Nothing typed finds nothing.
 */
export async function searchOccupations(
  client: GlobalHireClient,
  { classification, text, limit = occupationSearchLimit }: OccupationSearch,
): Promise<Result<OccupationOption[]>> {
  const words = occupationSearchWords(text);
  if (words.length === 0) return ok([]);
  let query = client
    .from('visa_occupations')
    .select('code, title')
    .eq('classification', classification)
    .is('retired_at', null);
  for (const word of words)
    query = query.or(
      `title.ilike.${likePattern(word, { anywhere: true })},code.ilike.${likePattern(word, { anywhere: false })}`,
    );
  const { data, error, status } = await query
    .order('title', { ascending: true })
    .order('code', { ascending: true })
    .limit(limit);
  if (error) return fail(error, status);
  return ok(
    data
      .map((row, index) => ({ row, index, rank: rank(row, words) }))
      .sort(byRank)
      .map(({ row }) => ({ code: row.code, title: row.title })),
  );
}

/**
 * One occupation by its code, retired ones too (a job may name a code since retired), or null
 * when the classification has no such code: the form shows a stored code with its title.
 */
export async function getOccupation(
  client: GlobalHireClient,
  { classification, code }: { classification: OccupationClassification; code: string },
): Promise<Result<OccupationOption | null>> {
  const { data, error, status } = await client
    .from('visa_occupations')
    .select('code, title')
    .eq('classification', classification)
    .eq('code', code)
    .limit(1);
  if (error) return fail(error, status);
  const row = data.find((occupation) => occupation.code === code);
  return ok(row ? { code: row.code, title: row.title } : null);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employmentTypes, jobCategories, topCountries, workTypes } from '../src';
import { startBackend, type Backend } from './backend';

// The alert emails name an alert's filters in SQL (private.job_alert_filters_text): with the
// words the site uses for the same filters.
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

/** The email's words for an alert with only `filter` set. */
async function wordsFor(filter: string, values: readonly string[]): Promise<string[]> {
  const { rows } = await backend.server.server.db.query<{ words: string }>(
    `select private.job_alert_filters_text(pg_catalog.jsonb_populate_record(null::public.job_alerts,
       pg_catalog.jsonb_build_object($1::text, v, 'visa_sponsorship', false, 'relocation_support', false))) as words
     from unnest($2::text[]) with ordinality as t(v, n) order by n`,
    [filter, values],
  );
  return rows.map((row) => row.words);
}

describe('the filters in alert emails', () => {
  it('name categories, work and employment types and the six destinations as the site does', async () => {
    expect(
      await wordsFor(
        'category',
        jobCategories.map((c) => c.value),
      ),
    ).toEqual(jobCategories.map((c) => c.label));
    expect(
      await wordsFor(
        'work_type',
        workTypes.map((w) => w.value),
      ),
    ).toEqual(workTypes.map((w) => w.label));
    expect(
      await wordsFor(
        'employment_type',
        employmentTypes.map((e) => e.value),
      ),
    ).toEqual(employmentTypes.map((e) => e.label));
    expect(
      await wordsFor(
        'country',
        topCountries.map((c) => c.slug),
      ),
    ).toEqual(topCountries.map((c) => c.label));
  });

  it('give the minimum salary as the site does, in US dollars when no currency was saved', async () => {
    const { rows } = await backend.server.server.db.query<{ words: string }>(
      `select private.job_alert_filters_text(pg_catalog.jsonb_populate_record(null::public.job_alerts,
         pg_catalog.jsonb_build_object('min_salary', m, 'salary_currency', c, 'city', 'Perth',
           'keyword', 'welder', 'visa_sponsorship', true, 'relocation_support', true))) as words
       from (values (40000, 'GBP'), (1250000, null)) as t(m, c)`,
    );
    expect(rows.map((row) => row.words)).toEqual([
      '“welder” · Perth · Visa sponsorship · Relocation support · Salary from £40,000 per year',
      '“welder” · Perth · Visa sponsorship · Relocation support · Salary from $1,250,000 per year',
    ]);
  });
});

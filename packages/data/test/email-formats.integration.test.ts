import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatSalary, supportedCurrencies } from '../src';
import { startBackend, type Backend } from './backend';

// The emails the database writes use private.format_salary and private.format_date
// (2026112502001): the same text as formatSalary and formatDate for the same values.
let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const sql = async <T>(text: string, values: unknown[] = []) =>
  (await backend.server.server.db.query<T>(text, values)).rows;

const sqlSalary = async (
  min: number | null,
  max: number | null,
  currency: string | null,
  period: string | null,
) =>
  (
    await sql<{ text: string | null }>(
      'select private.format_salary($1::numeric, $2::numeric, $3, $4) as text',
      [min, max, currency, period],
    )
  )[0]!.text;

describe('the SQL formatters of emails', () => {
  it('equals formatSalary for ranges, one end, cents, periods and every currency', async () => {
    const shapes: [number | null, number | null, string | null][] = [
      [120000, 150000, 'year'],
      [90000, null, 'year'],
      [null, 40, 'hour'],
      [60000, 60000, 'year'],
      [32, 38.5, 'hour'],
      [4500.25, null, 'month'],
      [1234567890, 1234567891, null],
      [null, null, 'year'],
    ];
    for (const currency of [...supportedCurrencies, null]) {
      for (const [min, max, period] of shapes) {
        const site = formatSalary({ min, max, currency, period: period as 'year' | null });
        expect(
          await sqlSalary(min, max, currency, period),
          `${min}-${max} ${currency} ${period}`,
        ).toBe(site);
      }
    }
  });

  it('equals formatDate, with and without the weekday', async () => {
    const days = ['2026-11-23', '2025-01-01', '2030-04-16', '2028-02-29', '2027-09-05'];
    const rows = await sql<{ day: string; plain: string; weekday: string }>(
      `select d::text as day, private.format_date(d) as plain, private.format_date(d, true) as weekday
       from unnest($1::date[]) as d`,
      [days],
    );
    expect(rows).toEqual(
      days.map((day) => ({
        day,
        plain: formatDate(day),
        weekday: formatDate(day, { weekday: true }),
      })),
    );
    expect(rows[0]!.plain).toBe('23 November 2026');
  });
});

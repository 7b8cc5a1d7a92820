import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportedCurrencies } from '../../packages/data/src/constants/jobs.js';
import { createJob } from './support/fixtures.js';
import { alertEmails, approveJob, lastOutboxId } from './support/job-alert-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '../../packages/supabase-local/test/helpers/index.js';

// Emails written by the database use the site's date and salary formats (2026112502001);
// packages/data/test/email-formats.integration.test.ts checks the SQL against formatSalary/formatDate.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const sql = async <T>(text: string, values: unknown[] = []) =>
  (await server.server.db.query<T>(text, values)).rows;

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

const ranges: [string, string][] = [
  ['USD', '$50,000 - $65,000 per year'],
  ['GBP', '£50,000 - £65,000 per year'],
  ['EUR', '€50,000 - €65,000 per year'],
  ['CAD', 'CA$50,000 - CA$65,000 per year'],
  ['AUD', 'A$50,000 - A$65,000 per year'],
  ['NZD', 'NZ$50,000 - NZ$65,000 per year'],
  ['JPY', '¥50,000 - ¥65,000 per year'],
  ['CHF', 'CHF\u00a050,000 - CHF\u00a065,000 per year'],
  ['SGD', 'SGD\u00a050,000 - SGD\u00a065,000 per year'],
  ['AED', 'AED\u00a050,000 - AED\u00a065,000 per year'],
  ['INR', '₹50,000 - ₹65,000 per year'],
  ['ZAR', 'ZAR\u00a050,000 - ZAR\u00a065,000 per year'],
  ['SEK', 'SEK\u00a050,000 - SEK\u00a065,000 per year'],
  ['NOK', 'NOK\u00a050,000 - NOK\u00a065,000 per year'],
  ['DKK', 'DKK\u00a050,000 - DKK\u00a065,000 per year'],
  ['PLN', 'PLN\u00a050,000 - PLN\u00a065,000 per year'],
  ['HKD', 'HK$50,000 - HK$65,000 per year'],
  ['CNY', 'CN¥50,000 - CN¥65,000 per year'],
];

describe('the SQL formatters write what the site writes', () => {
  it.each(ranges)('writes a %s range as %s', async (currency, expected) => {
    expect(await sqlSalary(50000, 65000, currency, 'year')).toBe(expected);
  });

  it('has a range above for every currency the product supports', () => {
    expect(ranges.map(([currency]) => currency)).toEqual([...supportedCurrencies]);
  });
});

describe('what a recipient reads', () => {
  it('gives a requested document’s due date as the site does', async () => {
    // Seeded (supabase/seeds/40_visa_cases.sql): case 4 is Ana Costa's.
    const ana = 'ana.costa@mail.example';
    const { error } = await server.serviceClient().from('visa_case_documents').insert({
      case_id: 4,
      name: 'Police certificate',
      status: 'requested',
      due_date: '2030-01-15',
    });
    expect(error).toBeNull();
    const mails = await sql<{ body: string }>(
      `select body from private.email_outbox where to_address = $1 and kind = 'visa_document_requested'
       order by id desc limit 1`,
      [ana],
    );
    expect(mails[0]?.body).toBe('Our visa team needs: Police certificate by 15 January 2030.');
  });

  it('names the alert’s minimum salary and each job’s salary range as the site does', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { error } = await candidate.from('job_alerts').insert({
      candidate_id: seedUsers.candidate.id,
      name: 'Fortran salaries',
      frequency: 'instant',
      keyword: 'fortran',
      min_salary: 40000,
      salary_currency: 'GBP',
    });
    expect(error).toBeNull();
    const before = await lastOutboxId(server);
    const service = server.serviceClient();
    const range = await createJob(service, 'format-range', {
      title: 'Fortran Engineer',
      salary_min: 120000,
      salary_max: 150000,
      salary_currency: 'USD',
    });
    const minimum = await createJob(service, 'format-minimum', {
      title: 'Fortran Lead',
      salary_min: 90000,
      salary_currency: 'CAD',
    });
    for (const id of [range, minimum]) await approveJob(server, id);
    const bodies = (await alertEmails(server, 'Fortran salaries', before)).map((mail) => mail.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain('Filters: “fortran” · Salary from £40,000 per year\n');
    expect(bodies[0]).toContain(
      `Fortran Engineer\nMaple Tech Solutions · Toronto, Canada\n$120,000 - $150,000 per year\nVisa: Visa fit unknown\n/jobs/${range}`,
    );
    expect(bodies[1]).toContain(
      `Fortran Lead\nMaple Tech Solutions · Toronto, Canada\nFrom CA$90,000 per year\nVisa: Visa fit unknown\n/jobs/${minimum}`,
    );
  });
});

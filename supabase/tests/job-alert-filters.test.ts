import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from './support/fixtures.js';
import { alertEmails, approveJob, lastOutboxId } from './support/job-alert-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

// Alerts keep the search's city and the currency of their minimum salary (202611241801).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

async function createAlert(values: Record<string, unknown>) {
  const candidate = await signIn(server, seedUsers.candidate.email);
  return candidate
    .from('job_alerts')
    .insert({ candidate_id: seedUsers.candidate.id, frequency: 'instant', ...values })
    .select('id, city, salary_currency')
    .single();
}

const approve = (jobId: number) => approveJob(server, jobId);

describe('job alert city and salary currency', () => {
  it('matches only jobs in the alert’s city, and names the city in the email', async () => {
    const { error } = await createAlert({
      name: 'Pascal in Halifax',
      keyword: 'pascal',
      city: ' Halifax ',
    });
    expect(error).toBeNull();
    const before = await lastOutboxId(server);
    const elsewhere = await createJob(service(), 'alert-city-miss', {
      title: 'Pascal Developer Toronto',
      city: 'Toronto',
    });
    const here = await createJob(service(), 'alert-city-hit', {
      title: 'Pascal Developer Halifax',
      city: 'Halifax',
      location: 'Halifax, Canada',
    });
    for (const id of [elsewhere, here]) await approve(id);
    const emails = await alertEmails(server, 'Pascal in Halifax', before);
    expect(emails.map((email) => email.subject)).toEqual([
      'New job for your alert "Pascal in Halifax": Pascal Developer Halifax',
    ]);
    expect(emails[0]!.text).toContain('Your instant alert looks for “pascal” jobs in Halifax.');
  });

  it('compares the minimum on the converted yearly value: ¥50,000 does not pass £40,000', async () => {
    const { data, error } = await createAlert({
      name: 'Cobol from 40k pounds',
      keyword: 'cobol',
      country: 'canada',
      min_salary: 40000,
      salary_currency: 'gbp',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ salary_currency: 'GBP' });
    const before = await lastOutboxId(server);
    const yen = await createJob(service(), 'alert-jpy', {
      title: 'Cobol Clerk Yen',
      salary_min: 50000,
      salary_max: 50000,
      salary_currency: 'JPY',
    });
    // £40,000 is $50,632.91; CA$70,000 is $51,470.59.
    const dollars = await createJob(service(), 'alert-cad', {
      title: 'Cobol Analyst Dollars',
      salary_min: 60000,
      salary_max: 70000,
      salary_currency: 'CAD',
    });
    // £3,000 a month is £36,000 a year.
    const monthly = await createJob(service(), 'alert-gbp-month', {
      title: 'Cobol Tester Monthly',
      salary_min: 3000,
      salary_max: 3000,
      salary_currency: 'GBP',
      salary_period: 'month',
    });
    for (const id of [yen, dollars, monthly]) await approve(id);
    const emails = await alertEmails(server, 'Cobol from 40k pounds', before);
    expect(emails.map((email) => email.subject)).toEqual([
      'New job for your alert "Cobol from 40k pounds": Cobol Analyst Dollars',
    ]);
    expect(emails[0]!.text).toContain(
      'Your instant alert looks for “cobol” jobs in Canada, from £40,000 per year.',
    );
    expect(emails[0]!.facts).toMatchObject({
      alert: { filters: { minSalary: { amount: 40000, currency: 'GBP' } } },
    });
  });

  it('refuses a currency without an exchange rate, and a malformed one', async () => {
    const unknown = await createAlert({
      name: 'Unknown money',
      min_salary: 1000,
      salary_currency: 'XYZ',
    });
    expect(unknown.error?.message).toContain('job_alerts_salary_currency_fkey');
    const malformed = await createAlert({
      name: 'Bad money',
      min_salary: 1000,
      salary_currency: 'E1',
    });
    expect(malformed.error).not.toBeNull();
  });

  it('counts a city alone as a filter, and a blank city as none', async () => {
    expect((await createAlert({ name: 'Only Halifax', city: 'Halifax' })).error).toBeNull();
    const blank = await createAlert({ name: 'Blank city', city: '   ' });
    expect(blank.error?.message).toContain('job_alerts_have_a_filter');
  });
});

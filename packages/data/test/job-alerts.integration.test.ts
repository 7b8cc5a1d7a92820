import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJobAlert,
  deleteJobAlert,
  jobAlertMessages,
  listMyJobAlerts,
  listSavedJobIds,
  listSavedJobs,
  saveJob,
  unsaveJob,
  unsubscribeJobAlert,
  updateJobAlert,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
let candidate: { client: GlobalHireClient; userId: string };

beforeAll(async () => {
  backend = await startBackend();
  candidate = await backend.as('candidate');
});
afterAll(() => backend?.stop());

describe('job alerts against supabase-local', () => {
  it('refuses an alert without a filter, with the message for the filters field', async () => {
    const result = await createJobAlert(candidate.client, candidate.userId, {
      name: 'Anything',
      frequency: 'daily',
      filters: { keyword: '  ' },
    });
    expect(result.error).toMatchObject({
      code: 'validation_failed',
      message: jobAlertMessages.noFilters,
    });
  });

  it('saves the current filters, lists, pauses, renames and deletes the alert', async () => {
    const created = await createJobAlert(candidate.client, candidate.userId, {
      name: ' Nurses in Australia ',
      frequency: 'instant',
      filters: { keyword: 'nurse', country: 'australia', visaSponsorship: true, minSalary: 80000 },
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      name: 'Nurses in Australia',
      frequency: 'instant',
      active: true,
      keyword: 'nurse',
      country: 'australia',
      visa_sponsorship: true,
      relocation_support: false,
      min_salary: 80000,
    });
    const id = created.data!.id;

    const listed = await listMyJobAlerts(candidate.client, candidate.userId);
    expect(listed.data?.[0]).toMatchObject({ id, name: 'Nurses in Australia' });
    // The seeded instant and weekly alerts are there too.
    expect(listed.data?.map((alert) => alert.name)).toEqual(
      expect.arrayContaining(['Engineering jobs in Canada', 'Healthcare with visa sponsorship']),
    );

    const paused = await updateJobAlert(candidate.client, id, {
      active: false,
      name: 'Nurses',
      frequency: 'weekly',
    });
    expect(paused.data).toMatchObject({ id, active: false, name: 'Nurses', frequency: 'weekly' });

    expect((await deleteJobAlert(candidate.client, id)).error).toBeNull();
    const after = await listMyJobAlerts(candidate.client, candidate.userId);
    expect(after.data?.some((alert) => alert.id === id)).toBe(false);
  });

  it('keeps the city and the salary currency, edits them, and refuses a salary of zero', async () => {
    const created = await createJobAlert(candidate.client, candidate.userId, {
      name: 'Welders in Perth',
      frequency: 'weekly',
      filters: { keyword: 'welder', city: ' Perth ', minSalary: 50000, salaryCurrency: 'aud' },
    });
    expect(created.data).toMatchObject({
      city: 'Perth',
      min_salary: 50000,
      salary_currency: 'AUD',
    });
    const id = created.data!.id;

    const edited = await updateJobAlert(candidate.client, id, {
      city: 'Darwin',
      min_salary: 60000,
      salary_currency: 'NZD',
    });
    expect(edited.data).toMatchObject({
      city: 'Darwin',
      min_salary: 60000,
      salary_currency: 'NZD',
    });

    const cleared = await updateJobAlert(candidate.client, id, { city: '  ', min_salary: null });
    expect(cleared.data).toMatchObject({ city: null, min_salary: null, salary_currency: null });

    expect(await updateJobAlert(candidate.client, id, { min_salary: 0 })).toMatchObject({
      error: { code: 'validation_failed', message: jobAlertMessages.minSalary },
    });
    expect((await deleteJobAlert(candidate.client, id)).error).toBeNull();
  });

  it('unsubscribes signed out with the token of the alert, once', async () => {
    const created = await createJobAlert(candidate.client, candidate.userId, {
      name: 'Teachers',
      frequency: 'daily',
      filters: { category: 'education' },
    });
    const { data: row } = await candidate.client
      .from('job_alerts')
      .select('unsubscribe_token')
      .eq('id', created.data!.id)
      .single();
    const token = row!.unsubscribe_token!;
    const visitor = backend.anon();
    expect(await unsubscribeJobAlert(visitor, token)).toEqual({
      data: { status: 'unsubscribed', alertName: 'Teachers' },
      error: null,
    });
    expect(await unsubscribeJobAlert(visitor, token)).toEqual({
      data: { status: 'invalid' },
      error: null,
    });
    expect(await unsubscribeJobAlert(visitor, 'not-a-token')).toEqual({
      data: { status: 'invalid' },
      error: null,
    });
    const listed = await listMyJobAlerts(candidate.client, candidate.userId);
    expect(listed.data?.find((alert) => alert.name === 'Teachers')?.active).toBe(false);
  });
});

describe('saved jobs', () => {
  it('saves and unsaves a live job; the ids follow', async () => {
    expect((await saveJob(candidate.client, candidate.userId, 3)).error).toBeNull();
    expect((await listSavedJobIds(candidate.client, candidate.userId)).data).toContain(3);
    expect((await unsaveJob(candidate.client, candidate.userId, 3)).error).toBeNull();
    expect((await listSavedJobIds(candidate.client, candidate.userId)).data).not.toContain(3);
  });

  it('names the saved job that expired', async () => {
    const saved = await listSavedJobs(candidate.client, candidate.userId);
    expect(saved.error).toBeNull();
    expect(saved.data?.find((item) => item.job_id === 9)).toMatchObject({
      job: null,
      closed: { title: 'QA Analyst', company_name: 'Maple Tech Solutions', state: 'expired' },
    });
    expect(saved.data?.find((item) => item.job_id === 2)).toMatchObject({
      closed: null,
      job: { id: 2 },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The audit trail records what people did: an exchange rate change is one entry (not one "Job
// edited" per job the database converts again), and the ids an entry holds read as names.

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

async function entriesSince(id: number) {
  const { data, error } = await service()
    .from('audit_log')
    .select('id, action, subject_table, subject_id, subject_label, before, after')
    .gt('id', id)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function lastEntryId(): Promise<number> {
  const { data } = await service()
    .from('audit_log')
    .select('id')
    .order('id', { ascending: false })
    .limit(1);
  return data?.[0]?.id ?? 0;
}

describe('an exchange rate change', () => {
  it('writes one entry with the rate before and after, and none for the jobs it converts again', async () => {
    const gbpJobs = await service()
      .from('jobs')
      .select('id, salary_max_annual_usd')
      .eq('salary_currency', 'GBP')
      .not('salary_max_annual_usd', 'is', null);
    expect(gbpJobs.data!.length).toBeGreaterThan(10);
    const before = await lastEntryId();

    // As the admin's rate editor saves it.
    const saved = await admin
      .from('exchange_rates')
      .upsert({ currency: 'GBP', per_usd: 0.8 }, { onConflict: 'currency' })
      .select('currency');
    expect(saved.error).toBeNull();

    const entries = await entriesSince(before);
    expect(entries).toEqual([
      {
        id: expect.any(Number),
        action: 'exchange_rate.changed',
        subject_table: 'exchange_rates',
        subject_id: 'GBP',
        subject_label: 'GBP',
        before: { per_usd: 0.79, valid_from: expect.any(String) },
        after: { per_usd: 0.8, valid_from: expect.any(String) },
      },
    ]);
    // The jobs were converted again all the same.
    const job = gbpJobs.data![0]!;
    const now = await service()
      .from('jobs')
      .select('salary_max_annual_usd')
      .eq('id', job.id)
      .single();
    expect(Number(now.data!.salary_max_annual_usd)).toBeLessThan(Number(job.salary_max_annual_usd));
  });

  it('added for a new currency is one entry too', async () => {
    const before = await lastEntryId();
    await admin
      .from('exchange_rates')
      .upsert({ currency: 'MXN', per_usd: 17.2 }, { onConflict: 'currency' })
      .throwOnError();
    expect(
      (await entriesSince(before)).map((e) => [e.action, e.subject_id, e.before, e.after]),
    ).toEqual([
      ['exchange_rate.added', 'MXN', null, { per_usd: 17.2, valid_from: expect.any(String) }],
    ]);
  });

  it("leaves an admin's own salary edit an entry, with the amounts typed and not the derived ones", async () => {
    const job = await service()
      .from('jobs')
      .select('id, salary_min')
      .eq('salary_currency', 'EUR')
      .not('salary_min', 'is', null)
      .limit(1)
      .single();
    const before = await lastEntryId();
    await admin
      .from('jobs')
      .update({ salary_min: Number(job.data!.salary_min) + 1000 })
      .eq('id', job.data!.id)
      .throwOnError();
    const entries = await entriesSince(before);
    expect(entries.map((e) => [e.action, Object.keys(e.after ?? {})])).toEqual([
      ['job.edited', ['salary_min']],
    ]);
  });
});

describe('the names of the ids an entry holds', () => {
  it('are the job title and the person or company names, for admins only', async () => {
    const { data: proposal } = await service()
      .from('audit_log')
      .select('id, after')
      .eq('action', 'proposal.created')
      .order('id')
      .limit(1)
      .single();
    const jobId = (proposal!.after as { job_id: number }).job_id;
    const title = (await service().from('jobs').select('title').eq('id', jobId).single()).data!
      .title;

    const named = await admin.rpc('audit_value_names', { entry_ids: [proposal!.id] });
    expect(named.error).toBeNull();
    expect(named.data).toEqual([
      {
        entry_id: proposal!.id,
        names: {
          job_id: { [String(jobId)]: title },
          candidate_id: { [seedUsers.candidate.id]: 'Priya Sharma' },
          recruiter_id: { [seedUsers.recruiter.id]: 'Jordan Reyes' },
        },
      },
    ]);

    const candidate = await signIn(server, seedUsers.candidate.email);
    const refused = await candidate.rpc('audit_value_names', { entry_ids: [proposal!.id] });
    expect(refused.error?.code).toBe('42501');
    const tooMany = await admin.rpc('audit_value_names', {
      entry_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.error?.code).toBe('22023');
  });
});

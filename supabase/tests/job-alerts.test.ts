import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from './support/fixtures.js';
import { alertEmails, approveJob, lastOutboxId } from './support/job-alert-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

async function createAlert(
  values: Record<string, unknown>,
): Promise<{ id: number; unsubscribe_token: string }> {
  const candidate = await signIn(server, seedUsers.candidate.email);
  const { data, error } = await candidate
    .from('job_alerts')
    .insert({ candidate_id: seedUsers.candidate.id, ...values })
    .select('id, unsubscribe_token')
    .single();
  expect(error).toBeNull();
  return data as { id: number; unsubscribe_token: string };
}

const approve = (jobId: number) => approveJob(server, jobId);

describe('instant job alerts', () => {
  it('queues one email when a matching job is approved, listing the job and an unsubscribe link', async () => {
    const alert = await createAlert({
      name: 'Kotlin in Canada',
      frequency: 'instant',
      keyword: 'kotlin',
      country: 'canada',
    });
    const before = await lastOutboxId(server);
    const jobId = await createJob(service(), 'alert-match', {
      title: 'Kotlin Platform Engineer',
      description: 'Build payment services in Kotlin.',
      salary_min: 90000,
      salary_max: 120000,
      salary_currency: 'CAD',
    });
    expect(await alertEmails(server, 'Kotlin in Canada', before)).toEqual([]); // pending: not live yet

    await approve(jobId);
    const emails = await alertEmails(server, 'Kotlin in Canada', before);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.subject).toBe(
      'New job for your alert "Kotlin in Canada": Kotlin Platform Engineer',
    );
    expect(email!.text).toContain('Your instant alert looks for “kotlin” jobs in Canada.');
    // Each job says its visa verdict for the candidate: this one gives no occupation code.
    expect(email!.text).toMatch(
      /Job\s+Kotlin Platform Engineer\s+Employer\s+Maple Tech Solutions\s+Location\s+Toronto, Canada\s+Salary\s+CA\$90,000 - CA\$120,000 per year\s+Visa\s+Visa fit unknown\s+Posted\s+\d{1,2} \w+ \d{4}/,
    );
    expect(email!.text).toContain(`View the job https://globalhire.test/jobs/${jobId}`);
    // The alert's own one-click unsubscribe, in the footer and as List-Unsubscribe.
    const unsubscribe = `https://globalhire.test/alerts/unsubscribe?token=${alert.unsubscribe_token}`;
    expect(email!.text).toContain(`Unsubscribe from this alert ${unsubscribe}`);
    expect(email!.headers).toMatchObject({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Taken down and approved again: the alert already told the candidate about it.
    const admin = await signIn(server, seedUsers.admin.email);
    await admin.from('jobs').update({ approved: null }).eq('id', jobId);
    await approve(jobId);
    expect(await alertEmails(server, 'Kotlin in Canada', before)).toHaveLength(1);
  });

  it('queues nothing for a job that does not match (another country)', async () => {
    await createAlert({
      name: 'Rust in Canada',
      frequency: 'instant',
      keyword: 'rust',
      country: 'canada',
    });
    const before = await lastOutboxId(server);
    const jobId = await createJob(service(), 'alert-miss', {
      title: 'Rust Engineer',
      country: 'australia',
      location: 'Sydney, Australia',
    });
    await approve(jobId);
    expect(await alertEmails(server, 'Rust in Canada', before)).toEqual([]);
  });

  it('respects the minimum salary and the visa filter as the job search does', async () => {
    await createAlert({
      name: 'Well paid Go',
      frequency: 'instant',
      keyword: 'golang',
      min_salary: 100000,
      salary_currency: 'CAD',
      visa_sponsorship: true,
    });
    const before = await lastOutboxId(server);
    const low = await createJob(service(), 'alert-low', {
      title: 'Golang Developer',
      salary_min: 50000,
      salary_max: 90000,
      salary_currency: 'CAD',
      visa_sponsorship: true,
    });
    const noVisa = await createJob(service(), 'alert-novisa', {
      title: 'Golang Lead',
      salary_min: 100000,
      salary_max: 140000,
      salary_currency: 'CAD',
    });
    const good = await createJob(service(), 'alert-good', {
      title: 'Golang Architect',
      salary_min: 90000,
      salary_max: 120000,
      salary_currency: 'CAD',
      visa_sponsorship: true,
    });
    for (const id of [low, noVisa, good]) await approve(id);
    const emails = await alertEmails(server, 'Well paid Go', before);
    expect(emails.map((e) => e.subject)).toEqual([
      'New job for your alert "Well paid Go": Golang Architect',
    ]);
    expect(emails[0]!.text).toContain(
      'Your instant alert looks for “golang” jobs, with visa sponsorship, from CA$100,000 per year.',
    );
  });

  it('refuses an alert without any filter, at the database', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { error } = await candidate
      .from('job_alerts')
      .insert({ candidate_id: seedUsers.candidate.id, name: 'Everything', frequency: 'daily' });
    expect(error?.message).toContain('job_alerts_have_a_filter');
  });
});

describe('digests', () => {
  it('collects the matching jobs once when due, and not again', async () => {
    const alert = await createAlert({
      name: 'Weekly Haskell',
      frequency: 'weekly',
      keyword: 'haskell',
    });
    const a = await createJob(service(), 'digest-a', { title: 'Haskell Developer' });
    const b = await createJob(service(), 'digest-b', { title: 'Senior Haskell Engineer' });
    const other = await createJob(service(), 'digest-other', { title: 'Ruby Developer' });
    for (const id of [a, b, other]) await approve(id);

    const before = await lastOutboxId(server);
    // Not due yet: created a moment ago.
    expect((await service().rpc('queue_due_job_alert_digests')).data).toBe(0);
    expect(await alertEmails(server, 'Weekly Haskell', before)).toEqual([]);

    await server.server.db.query(
      `update public.job_alerts set created_at = now() - interval '8 days' where id = $1`,
      [alert.id],
    );
    const first = await service().rpc('queue_due_job_alert_digests');
    expect(first.error).toBeNull();
    expect(first.data).toBeGreaterThanOrEqual(1);
    const emails = await alertEmails(server, 'Weekly Haskell', before);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('2 new jobs for your alert "Weekly Haskell"');
    expect(emails[0]!.text).toContain('Your weekly alert looks for “haskell” jobs.');
    // Newest first, each linking to its job.
    expect(emails[0]!.text).toMatch(
      new RegExp(
        `Senior Haskell Engineer https://globalhire\\.test/jobs/${b}\\s[^]*Haskell Developer https://globalhire\\.test/jobs/${a}\\s`,
      ),
    );
    expect(emails[0]!.text).not.toContain('Ruby Developer');
    expect(emails[0]!.headers['List-Unsubscribe']).toBe(
      `<https://globalhire.test/alerts/unsubscribe?token=${alert.unsubscribe_token}>`,
    );

    // Sent: a second tick, even once the week has passed, has nothing new to say.
    await server.server.db.query(
      `update public.job_alerts set last_sent_at = now() - interval '8 days' where id = $1`,
      [alert.id],
    );
    await service().rpc('queue_due_job_alert_digests');
    expect(await alertEmails(server, 'Weekly Haskell', before)).toHaveLength(1);
  });

  it('is not callable by end users', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { error } = await candidate.rpc('queue_due_job_alert_digests');
    expect(error?.code).toBe('42501');
  });
});

describe('one-click unsubscribe', () => {
  it('turns the alert off once, signed out; a used or wrong token changes nothing', async () => {
    const alert = await createAlert({
      name: 'Elixir anywhere',
      frequency: 'instant',
      keyword: 'elixir',
    });
    const other = await createAlert({
      name: 'Scala anywhere',
      frequency: 'instant',
      keyword: 'scala',
    });
    const visitor = server.client();

    const wrong = await visitor.rpc('unsubscribe_job_alert', {
      token: `${alert.unsubscribe_token.slice(0, -1)}x`,
    });
    expect(wrong).toMatchObject({ error: null, data: null });

    const used = await visitor.rpc('unsubscribe_job_alert', { token: alert.unsubscribe_token });
    expect(used).toMatchObject({ error: null, data: 'Elixir anywhere' });
    const again = await visitor.rpc('unsubscribe_job_alert', { token: alert.unsubscribe_token });
    expect(again).toMatchObject({ error: null, data: null });

    const rows = await service()
      .from('job_alerts')
      .select('id, active')
      .in('id', [alert.id, other.id])
      .order('id');
    expect(rows.data).toEqual([
      { id: alert.id, active: false },
      { id: other.id, active: true },
    ]);

    // Off: a matching job no longer emails.
    const before = await lastOutboxId(server);
    await approve(await createJob(service(), 'unsub', { title: 'Elixir Engineer' }));
    expect(await alertEmails(server, 'Elixir anywhere', before)).toEqual([]);
  });

  it('keeps the token and send bookkeeping out of the candidate’s hands, and a resumed alert gets a new token', async () => {
    const alert = await createAlert({ name: 'Clojure', frequency: 'daily', keyword: 'clojure' });
    const candidate = await signIn(server, seedUsers.candidate.email);
    const forged = await candidate
      .from('job_alerts')
      .update({ unsubscribe_token: 'a'.repeat(64), last_sent_at: '2020-01-01T00:00:00Z' })
      .eq('id', alert.id)
      .select('unsubscribe_token, last_sent_at')
      .single();
    expect(forged.data).toEqual({ unsubscribe_token: alert.unsubscribe_token, last_sent_at: null });

    await server.client().rpc('unsubscribe_job_alert', { token: alert.unsubscribe_token });
    const resumed = await candidate
      .from('job_alerts')
      .update({ active: true })
      .eq('id', alert.id)
      .select('unsubscribe_token')
      .single();
    expect(resumed.data?.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
    expect(resumed.data?.unsubscribe_token).not.toBe(alert.unsubscribe_token);
  });
});

describe('saved jobs that closed', () => {
  it('tells the candidate which saved job closed, and nobody else', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { data, error } = await candidate.rpc('my_saved_job_states');
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        {
          job_id: 9,
          title: 'QA Analyst',
          company_name: 'Maple Tech Solutions',
          location: 'Toronto, Canada',
          state: 'expired',
          has_page: true,
        },
        expect.objectContaining({ job_id: 2, state: 'live' }),
      ]),
    );
    const visitor = await server.client().rpc('my_saved_job_states');
    expect(visitor.error?.code).toBe('42501');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import {
  alertEmails,
  approveJob,
  fanOutJobAlerts,
  lastOutboxId,
  renderAlertEmails,
} from './support/job-alert-mail.js';
import type { Email } from './support/notification-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

// One account cannot turn one approved job into a flood of emails: at most 20 alerts, one email
// per recipient and job, the fan-out in the delivery worker's batches, 20 instant emails a day.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(server.serviceClient());
});
afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();
const limitMessage =
  'You can keep up to 20 job alerts. Delete one you no longer need, then save this one.';

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.server.db.query<T>(query, params)).rows;
}

async function createAlert(email: string, candidateId: string, values: Record<string, unknown>) {
  const client = await signIn(server, email);
  const { data, error } = await client
    .from('job_alerts')
    .insert({ candidate_id: candidateId, frequency: 'instant', ...values })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id as number;
}
const candidateAlert = (values: Record<string, unknown>) =>
  createAlert(seedUsers.candidate.email, seedUsers.candidate.id, values);

/** The job alert emails queued since `afterId` that list the job, oldest first, rendered. */
const emailsAboutJob = async (jobId: number, afterId: number) =>
  renderAlertEmails(
    await sql<Email>(
      `select id::int, to_address, kind, facts, subject, body, link from private.email_outbox
       where kind = 'job_alert' and id > $1 and facts -> 'jobs' @> $2::jsonb order by id`,
      [afterId, JSON.stringify([{ id: jobId }])],
    ),
  );

describe('alerts per account', () => {
  it('refuses alerts beyond 20, a bulk insert of 5,000 whole, with a message the site can show', async () => {
    const { id: owner, email } = seedUsers.otherCandidate;
    const client = await signIn(server, email);
    const alert = (n: number) => ({
      candidate_id: owner,
      name: `Limit ${n}`,
      frequency: 'instant',
      keyword: `limit${n}`,
    });
    const count = async () =>
      (
        await service()
          .from('job_alerts')
          .select('id', { count: 'exact', head: true })
          .eq('candidate_id', owner)
      ).count ?? 0;
    const kept = await count();

    const flood = await client
      .from('job_alerts')
      .insert(Array.from({ length: 5000 }, (_, n) => alert(n)));
    expect(flood.status).toBe(400);
    expect(flood.error).toMatchObject({ message: limitMessage, hint: 'job_alert_limit' });
    expect(await count()).toBe(kept);

    for (let n = kept; n < 20; n += 1) {
      const { error } = await client.from('job_alerts').insert(alert(n));
      expect(error).toBeNull();
    }
    const beyond = await client.from('job_alerts').insert(alert(20));
    expect(beyond.error?.message).toBe(limitMessage);
    // The service role is held to it as well: the fan-out's bound holds for every account.
    const viaService = await service().from('job_alerts').insert(alert(21));
    expect(viaService.error?.message).toBe(limitMessage);
    expect(await count()).toBe(20);

    // Deleting one makes room for one.
    const { data: oldest } = await client
      .from('job_alerts')
      .select('id')
      .order('id')
      .limit(1)
      .single();
    await client.from('job_alerts').delete().eq('id', oldest!.id);
    expect((await client.from('job_alerts').insert(alert(22))).error).toBeNull();
  });
});

describe('one email per recipient and job', () => {
  it('sends one email however many instant alerts match, naming the others', async () => {
    await candidateAlert({ name: 'Wombat roles', keyword: 'wombat' });
    await candidateAlert({ name: 'Wombat in Canada', keyword: 'wombat', country: 'canada' });
    const newest = await candidateAlert({ name: 'Wombat IT', keyword: 'wombat', category: 'it' });
    const daily = await candidateAlert({
      name: 'Wombat daily',
      frequency: 'daily',
      keyword: 'wombat',
    });
    const before = await lastOutboxId(server);
    const jobId = await createJob(service(), 'wombat', { title: 'Wombat Wrangler' });
    await approveJob(server, jobId);

    const emails = await emailsAboutJob(jobId, before);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to_address: seedUsers.candidate.email,
      subject: 'New job for your alert "Wombat IT": Wombat Wrangler',
    });
    expect(emails[0]!.text).toContain(
      'This job also matches your alerts “Wombat roles” and “Wombat in Canada”: you get one email per job',
    );
    expect(emails[0]!.facts).toMatchObject({
      alert: {
        name: 'Wombat IT',
        frequency: 'instant',
        filters: { keyword: 'wombat', category: 'it' },
      },
      otherAlerts: ['Wombat roles', 'Wombat in Canada'],
      moreJobs: 0,
      catchUp: false,
    });
    // The instant alerts are settled; the daily one keeps the job for its digest.
    const matches = await sql<{ alert_id: number; sent: boolean }>(
      `select alert_id, sent_at is not null as sent from private.job_alert_matches
       where job_id = $1 order by alert_id`,
      [jobId],
    );
    expect(matches.filter((m) => !m.sent).map((m) => m.alert_id)).toEqual([daily]);
    expect(matches.find((m) => m.alert_id === newest)?.sent).toBe(true);
  });
});

describe('the fan-out', () => {
  it('is not done by the approval: the worker’s calls do it, a bounded batch at a time', async () => {
    const other = seedUsers.otherCandidate;
    await service()
      .from('job_alerts')
      .delete()
      .eq('candidate_id', other.id)
      .like('name', 'Limit %');
    await candidateAlert({ name: 'Numbat', keyword: 'numbat' });
    await createAlert(other.email, other.id, { name: 'Numbat too', keyword: 'numbat' });
    const before = await lastOutboxId(server);
    const jobId = await createJob(service(), 'numbat', { title: 'Numbat Ranger' });

    const admin = await signIn(server, seedUsers.admin.email);
    expect((await admin.from('jobs').update({ approved: true }).eq('id', jobId)).error).toBeNull();
    expect(await emailsAboutJob(jobId, before)).toEqual([]);
    expect(await sql('select 1 from private.job_alert_matches where job_id = $1', [jobId])).toEqual(
      [],
    );
    expect(await sql('select job_id from private.job_alert_fan_out')).toEqual([{ job_id: jobId }]);

    const [counted] = await sql<{ active: number }>(
      'select count(*)::int as active from public.job_alerts where active',
    );
    const active = counted!.active;
    const matched: number[] = [];
    let calls = 0;
    for (let left = 1; left > 0; calls += 1) {
      const { data, error } = await service().rpc('fan_out_job_alerts', { max_alerts: 2 });
      expect(error).toBeNull();
      left = data as number;
      const [row] = await sql<{ n: number }>(
        'select count(*)::int as n from private.job_alert_matches where job_id = $1',
        [jobId],
      );
      matched.push(row!.n);
    }
    // Two alerts a call, and one more call to see the end when they divide evenly.
    expect(calls).toBe(Math.floor(active / 2) + 1);
    expect(matched[0]).toBeLessThan(matched.at(-1)!);
    const recipients = (await emailsAboutJob(jobId, before)).map((email) => email.to_address);
    expect(recipients.sort()).toEqual([seedUsers.candidate.email, other.email].sort());
  });

  it('is for the delivery worker only', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    expect((await candidate.rpc('fan_out_job_alerts')).error?.code).toBe('42501');
    expect((await server.client().rpc('fan_out_job_alerts')).error?.code).toBe('42501');
  });
});

describe('instant emails per recipient and day', () => {
  it('sends 20 a day at most; the jobs beyond go out together in one catch-up a day later', async () => {
    const alertId = await candidateAlert({ name: 'Quokka', keyword: 'quokka' });
    const [today] = await sql<{ sent: number }>(
      `select count(*)::int as sent from private.job_alert_deliveries
       where candidate_id = $1 and emailed and created_at > now() - interval '24 hours'`,
      [seedUsers.candidate.id],
    );
    const room = 20 - today!.sent;
    const before = await lastOutboxId(server);
    const titles = Array.from({ length: room + 3 }, (_, n) => `Quokka Keeper ${n + 1}`);
    for (const title of titles) {
      const jobId = await createJob(service(), title, { title });
      await service().from('jobs').update({ approved: true }).eq('id', jobId);
      await fanOutJobAlerts(server);
    }
    const quokkaEmails = () => alertEmails(server, 'Quokka', before);
    expect((await quokkaEmails()).map((email) => email.subject)).toEqual(
      titles.slice(0, room).map((title) => `New job for your alert "Quokka": ${title}`),
    );

    // Nothing more today, however often the worker ticks.
    await service().rpc('queue_due_job_alert_digests');
    expect(await quokkaEmails()).toHaveLength(room);

    // A day later the three held jobs go out in one email, once.
    await sql(
      `update private.job_alert_matches set held_at = held_at - interval '25 hours'
       where alert_id = $1 and held_at is not null`,
      [alertId],
    );
    await service().rpc('queue_due_job_alert_digests');
    await service().rpc('queue_due_job_alert_digests');
    const emails = await quokkaEmails();
    expect(emails).toHaveLength(room + 1);
    const catchUp = emails.at(-1)!;
    expect(catchUp.subject).toBe('3 new jobs for your alert "Quokka"');
    expect(catchUp.text).toContain(
      'You had many instant job alert emails in a day, so we kept the jobs your alert found since then for this one email.',
    );
    for (const title of titles.slice(room)) expect(catchUp.text).toContain(`${title} https://`);
  });
});

describe('digest size', () => {
  it('lists the newest 20 jobs and counts the rest, all settled at once', async () => {
    const alertId = await candidateAlert({
      name: 'Bilby weekly',
      frequency: 'weekly',
      keyword: 'bilby',
    });
    const titles = Array.from(
      { length: 23 },
      (_, n) => `Bilby Tracker ${String(n + 1).padStart(2, '0')}`,
    );
    for (const title of titles) {
      await createJob(service(), title, { title, approved: true });
      await fanOutJobAlerts(server);
    }
    await sql(`update public.job_alerts set created_at = now() - interval '8 days' where id = $1`, [
      alertId,
    ]);
    const before = await lastOutboxId(server);
    await service().rpc('queue_due_job_alert_digests');
    const [digest, ...more] = await alertEmails(server, 'Bilby weekly', before);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('23 new jobs for your alert "Bilby weekly"');
    expect(digest!.facts).toMatchObject({ moreJobs: 3 });
    for (const title of titles.slice(3)) expect(digest!.text).toContain(`${title} https://`);
    for (const title of titles.slice(0, 3)) expect(digest!.text).not.toContain(title);
    expect(digest!.text).toContain('3 more jobs match this alert: this email lists the newest 20.');
    expect(
      await sql('select 1 from private.job_alert_matches where alert_id = $1 and sent_at is null', [
        alertId,
      ]),
    ).toEqual([]);
  });
});

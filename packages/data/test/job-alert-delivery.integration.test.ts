import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceClient, deliveryTick, mailboxTransport } from '../src/delivery';
import { createJobAlert, unsubscribeJobAlert } from '../src';
import { mailTo } from '../../supabase-local/test/helpers/index.js';
import { demoAccounts, startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const siteUrl = 'http://site.test';
const candidateEmail = demoAccounts.candidate.email;

function worker() {
  return createServiceClient(backend.server.url, backend.server.serviceRoleKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
const tick = () =>
  deliveryTick(worker(), {
    send: mailboxTransport(backend.server.url, backend.server.serviceRoleKey),
    siteUrl,
  });
async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await backend.server.server.db.query<T>(query, params)).rows;
}
/** A pending job of the demo employer, then approved by the admin (it goes live). */
async function publishJob(title: string): Promise<number> {
  const [job] = await sql<{ id: number }>(
    `insert into public.jobs (company_id, title, description, category, country, location)
     select id, $1, 'A job for the alert tests.', 'it', 'canada', 'Toronto, Canada'
     from auth.users where email = $2 returning id`,
    [title, demoAccounts.employer.email],
  );
  const admin = await backend.as('admin');
  const { error } = await admin.client.from('jobs').update({ approved: true }).eq('id', job!.id);
  expect(error).toBeNull();
  return Number(job!.id);
}
const mailsFor = async (alertName: string) =>
  (await mailTo(backend.server.url, candidateEmail)).filter((mail) =>
    mail.subject.includes(`"${alertName}"`),
  );

describe('job alert emails through the delivery worker', () => {
  it('an instant alert is in the mailbox after one tick, with the job and a working unsubscribe link', async () => {
    const candidate = await backend.as('candidate');
    const created = await createJobAlert(candidate.client, candidate.userId, {
      name: 'Instant Zig',
      frequency: 'instant',
      filters: { keyword: 'zig', country: 'canada' },
    });
    expect(created.error).toBeNull();
    const jobId = await publishJob('Zig Systems Engineer');
    await tick();

    const [mail, ...more] = await mailsFor('Instant Zig');
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('job_alert');
    expect(mail!.subject).toBe('New job for your alert "Instant Zig": Zig Systems Engineer');
    expect(mail!.text).toContain(
      `Zig Systems Engineer\nMaple Tech Solutions · Toronto, Canada\nVisa: Visa fit unknown\n${siteUrl}/jobs/${jobId}`,
    );
    const unsubscribe = /Unsubscribe from this alert: (\S+)/.exec(mail!.text)?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${siteUrl}/alerts/unsubscribe\\?token=[0-9a-f]{64}$`));

    const token = new URL(unsubscribe!).searchParams.get('token')!;
    expect((await unsubscribeJobAlert(backend.anon(), token)).data).toEqual({
      status: 'unsubscribed',
      alertName: 'Instant Zig',
    });
    await tick();
    expect(await mailsFor('Instant Zig')).toHaveLength(1);
  });

  it('a weekly alert becomes one digest when due, listing the jobs since, and is not sent again', async () => {
    const candidate = await backend.as('candidate');
    const created = await createJobAlert(candidate.client, candidate.userId, {
      name: 'Weekly Nim',
      frequency: 'weekly',
      filters: { keyword: 'nim' },
    });
    await publishJob('Nim Developer');
    await publishJob('Senior Nim Developer');
    await tick();
    expect(await mailsFor('Weekly Nim')).toEqual([]); // not due: created a moment ago

    await sql(`update public.job_alerts set created_at = now() - interval '8 days' where id = $1`, [
      created.data!.id,
    ]);
    await tick();
    const mails = await mailsFor('Weekly Nim');
    expect(mails.map((mail) => mail.subject)).toEqual(['2 new jobs for your alert "Weekly Nim"']);
    expect(mails[0]!.text).toContain('Nim Developer');
    expect(mails[0]!.text).toContain('Senior Nim Developer');

    await sql(
      `update public.job_alerts set last_sent_at = now() - interval '8 days' where id = $1`,
      [created.data!.id],
    );
    await tick();
    expect(await mailsFor('Weekly Nim')).toHaveLength(1);
  });
});

import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobAlert, createSupabaseClient, unsubscribeJobAlert } from '@globalhire/data';
import { createServiceClient, deliveryTick, mailboxTransport } from '@globalhire/data/delivery';
import {
  demoAccounts,
  mailTo,
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';
import { createEmailRenderer } from '../src';

// Job alert emails from the approval of a job to the mailbox: the worker's tick fans the job out,
// queues the digests, and renders each queued alert with its template.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const siteUrl = 'http://site.test';
const candidateEmail = demoAccounts.candidate.email;
const render = createEmailRenderer({ siteUrl, from: 'GlobalHire <alerts@globalhire.test>' });

const options = { realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket } };
const anon = () => createSupabaseClient({ url: server.url, anonKey: server.anonKey }, options);
async function candidate() {
  const client = anon();
  const { data, error } = await client.auth.signInWithPassword(demoAccounts.candidate);
  if (error) throw new Error(error.message);
  return { client, userId: data.user.id };
}
const tick = () =>
  deliveryTick(createServiceClient(server.url, server.serviceRoleKey, options), {
    send: mailboxTransport(server.url, server.serviceRoleKey),
    render,
  });
async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return (await server.server.db.query<T>(query, params)).rows;
}
/** A job of the demo employer, approved (it goes live; the next tick fans it out). */
async function publishJob(title: string, salary: Record<string, unknown> = {}): Promise<number> {
  const [job] = await sql<{ id: number }>(
    `insert into public.jobs (company_id, title, description, category, country, location,
                              salary_min, salary_max, salary_currency)
     select id, $1, 'A job for the alert tests.', 'it', 'canada', 'Toronto, Canada', $3, $4, $5
     from auth.users where email = $2 returning id`,
    [
      title,
      demoAccounts.employer.email,
      salary.min ?? null,
      salary.max ?? null,
      salary.currency ?? null,
    ],
  );
  const { error } = await server
    .serviceClient()
    .from('jobs')
    .update({ approved: true })
    .eq('id', job!.id);
  expect(error).toBeNull();
  return Number(job!.id);
}
const mailsFor = async (alertName: string) =>
  (await mailTo(server.url, candidateEmail)).filter((mail) =>
    mail.subject.includes(`"${alertName}"`),
  );

describe('job alert emails through the delivery worker', () => {
  it('an instant alert is in the mailbox after one tick, with the job and a working unsubscribe link', async () => {
    const { client, userId } = await candidate();
    const created = await createJobAlert(client, userId, {
      name: 'Instant Zig',
      frequency: 'instant',
      filters: { keyword: 'zig', country: 'canada', minSalary: 80000, salaryCurrency: 'CAD' },
    });
    expect(created.error).toBeNull();
    const jobId = await publishJob('Zig Systems Engineer', {
      min: 95000,
      max: 110000,
      currency: 'CAD',
    });
    await tick();

    const [mail, ...more] = await mailsFor('Instant Zig');
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('job_alert');
    expect(mail!.subject).toBe('New job for your alert "Instant Zig": Zig Systems Engineer');
    expect(mail!.text).toContain(
      'Your instant alert looks for “zig” jobs in Canada, from CA$80,000 per year.',
    );
    expect(mail!.text).toMatch(
      /Job\s+Zig Systems Engineer\s+Employer\s+Maple Tech Solutions\s+Location\s+Toronto, Canada\s+Salary\s+CA\$95,000 - CA\$110,000 per year\s+Visa\s+Visa fit unknown\s/,
    );
    expect(mail!.text).toContain(`View the job ${siteUrl}/jobs/${jobId}`);
    expect(mail!.html).toContain(`href="${siteUrl}/jobs/${jobId}"`);

    const unsubscribe = /Unsubscribe from this alert (\S+)/.exec(mail!.text)?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${siteUrl}/alerts/unsubscribe\\?token=[0-9a-f]{64}$`));
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const token = new URL(unsubscribe!).searchParams.get('token')!;
    expect((await unsubscribeJobAlert(anon(), token)).data).toEqual({
      status: 'unsubscribed',
      alertName: 'Instant Zig',
    });
    await publishJob('Zig Compiler Engineer');
    await tick();
    expect(await mailsFor('Instant Zig')).toHaveLength(1);
  });

  it('a weekly alert becomes one digest when due, listing the jobs since, and is not sent again', async () => {
    const { client, userId } = await candidate();
    const created = await createJobAlert(client, userId, {
      name: 'Weekly Nim',
      frequency: 'weekly',
      filters: { keyword: 'nim' },
    });
    const first = await publishJob('Nim Developer');
    const second = await publishJob('Senior Nim Developer', { min: 70000, currency: 'CAD' });
    await tick();
    expect(await mailsFor('Weekly Nim')).toEqual([]); // not due: created a moment ago

    await sql(`update public.job_alerts set created_at = now() - interval '8 days' where id = $1`, [
      created.data!.id,
    ]);
    await tick();
    const mails = await mailsFor('Weekly Nim');
    expect(mails.map((mail) => mail.subject)).toEqual(['2 new jobs for your alert "Weekly Nim"']);
    expect(mails[0]!.text).toContain('Your weekly alert looks for “nim” jobs.');
    expect(mails[0]!.text).toMatch(
      new RegExp(
        `Senior Nim Developer ${siteUrl}/jobs/${second}\\s+Maple Tech Solutions · Toronto, Canada\\s+From CA\\$70,000 per year\\s+Visa: Visa fit unknown\\s+Posted \\d{1,2} \\w+ \\d{4}\\s+` +
          `Nim Developer ${siteUrl}/jobs/${first}\\s+Maple Tech Solutions · Toronto, Canada\\s+Visa: Visa fit unknown\\s`,
      ),
    );
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/site\.test\/alerts\/unsubscribe\?token=[0-9a-f]{64}>$/,
    );

    await sql(
      `update public.job_alerts set last_sent_at = now() - interval '8 days' where id = $1`,
      [created.data!.id],
    );
    await tick();
    expect(await mailsFor('Weekly Nim')).toHaveLength(1);
  });
});

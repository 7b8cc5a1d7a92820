import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from './support/attempts.js';
import { createLiveJob, giveEmployerUnlimitedPlan, insertRow, jobRow } from './support/fixtures.js';
import { applicant, casesOf, hire, stepsOf } from './support/hire-visa-case.js';
import { invitation } from './support/interviews.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Live updates reach exactly the people who may read the row: Postgres Changes of the published
// tables, received through supabase-js as each persona, checked against Row Level Security.

type Row = Record<string, unknown>;
interface Change {
  eventType: string;
  new: Row;
  old: Row;
}
interface Listener {
  changes: Change[];
  stop(): Promise<unknown>;
}

let server: TestServer;
let sequence = 0;
const service = () => server.serviceClient();

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(service());
});

afterAll(async () => {
  await server?.stop();
});

/** Subscribes the client to a table's changes; resolves once the database side is listening. */
async function listen(client: SupabaseClient, table: string, filter?: string): Promise<Listener> {
  const changes: Change[] = [];
  const channel = client.channel(`test-${table}-${++sequence}`);
  channel.on(
    'postgres_changes',
    { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
    (change) => changes.push(change as unknown as Change),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No subscription to ${table}`)), 10_000);
    channel.on('system', {}, (message: { extension?: string; status?: string }) => {
      if (message.extension === 'postgres_changes' && message.status === 'ok') {
        clearTimeout(timer);
        resolve();
      }
    });
    channel.subscribe((status, error) => {
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(error ?? new Error(status));
      }
    });
  });
  return { changes, stop: () => client.removeChannel(channel) };
}

const ids = (listener: Listener) => listener.changes.map((change) => change.new.id);

/** Waits until the listener has received the row (by id). */
async function received(listener: Listener, id: number) {
  await expect.poll(() => ids(listener), { timeout: 10_000 }).toContain(id);
}

const notify = (userId: string, title: string) =>
  insertRow(service(), 'notifications', { user_id: userId, kind: 'general', title, body: title });

describe('published tables', () => {
  it('lists the tables the panels listen to, and every published table has RLS on', async () => {
    const { rows } = await server.server.db.query<{ table: string; rls: boolean }>(
      `select p.tablename as table, c.relrowsecurity as rls
         from pg_catalog.pg_publication_tables p
         join pg_catalog.pg_class c on c.oid = (quote_ident(p.schemaname) || '.' || quote_ident(p.tablename))::regclass
        where p.pubname = 'supabase_realtime'`,
    );
    expect(rows.map((row) => row.table)).toEqual(
      expect.arrayContaining(['notifications', 'applications', 'interviews', 'visa_case_steps']),
    );
    expect(rows.filter((row) => !row.rls)).toEqual([]);
  });
});

describe('notifications', () => {
  it("reach their recipient and nobody else, even one who asks for another user's", async () => {
    const [candidate, otherCandidate] = await Promise.all([
      signIn(server, seedUsers.candidate.email),
      signIn(server, seedUsers.otherCandidate.email),
    ]);
    const mine = await listen(candidate, 'notifications', `user_id=eq.${seedUsers.candidate.id}`);
    const spying = await listen(
      otherCandidate,
      'notifications',
      `user_id=eq.${seedUsers.candidate.id}`,
    );
    const everything = await listen(otherCandidate, 'notifications');

    const forCandidate = await notify(seedUsers.candidate.id, 'Live for the candidate');
    // The other candidate's own notice, written after: once it arrives, the first would have too.
    const forOther = await notify(seedUsers.otherCandidate.id, 'Live for the other candidate');
    await received(mine, forCandidate);
    await received(everything, forOther);

    expect(mine.changes[0]).toMatchObject({
      eventType: 'INSERT',
      new: { id: forCandidate, user_id: seedUsers.candidate.id, title: 'Live for the candidate' },
    });
    expect(ids(mine)).not.toContain(forOther);
    expect(ids(everything)).toEqual([forOther]);
    expect(spying.changes).toEqual([]);
    await Promise.all([mine.stop(), spying.stop(), everything.stop()]);
  });

  it('an anonymous visitor receives none', async () => {
    const anonymous = await listen(server.client(), 'notifications');
    const signedIn = await listen(await signIn(server, seedUsers.candidate.email), 'notifications');
    const id = await notify(seedUsers.candidate.id, 'Not for visitors');
    await received(signedIn, id);
    expect(anonymous.changes).toEqual([]);
    await Promise.all([anonymous.stop(), signedIn.stop()]);
  });
});

describe('applications', () => {
  it('reach the employer of the job, not another employer', async () => {
    const [employer, otherEmployer] = await Promise.all([
      signIn(server, seedUsers.employer.email),
      signIn(server, seedUsers.otherEmployer.email),
    ]);
    const employerSees = await listen(employer, 'applications');
    const otherSees = await listen(otherEmployer, 'applications');

    const jobId = await createLiveJob(service(), 'live-application');
    const candidate = await signIn(server, seedUsers.candidate.email);
    const applied = await must<{ id: number }>(
      candidate
        .from('applications')
        .insert({ job_id: jobId, candidate_id: seedUsers.candidate.id, cover_letter: 'Live' })
        .select('id')
        .single(),
    );
    // An application to the other employer's job, written after the first.
    const otherJob = await insertRow(
      service(),
      'jobs',
      jobRow(seedUsers.otherEmployer.id, 'live-other', { approved: true }),
    );
    const otherApplication = await insertRow(service(), 'applications', {
      job_id: otherJob,
      candidate_id: seedUsers.candidate.id,
    });

    await received(employerSees, applied.id);
    await received(otherSees, otherApplication);
    expect(employerSees.changes[0]).toMatchObject({
      eventType: 'INSERT',
      new: { id: applied.id, job_id: jobId, candidate_id: seedUsers.candidate.id },
    });
    expect(ids(employerSees)).not.toContain(otherApplication);
    expect(ids(otherSees)).toEqual([otherApplication]);
    await Promise.all([employerSees.stop(), otherSees.stop()]);
  });
});

describe('interviews', () => {
  it('the invitation reaches its candidate, the answer the employer, and no one else', async () => {
    const [employer, candidate, otherCandidate] = await Promise.all([
      signIn(server, seedUsers.employer.email),
      signIn(server, seedUsers.candidate.email),
      signIn(server, seedUsers.otherCandidate.email),
    ]);
    const jobId = await createLiveJob(service(), 'live-interview');
    const applicationId = await insertRow(service(), 'applications', {
      job_id: jobId,
      candidate_id: seedUsers.candidate.id,
    });
    const candidateSees = await listen(candidate, 'interviews');
    const employerSees = await listen(employer, 'interviews');
    const otherSees = await listen(otherCandidate, 'interviews');

    const scheduled = await employer.rpc('schedule_interview', invitation(applicationId));
    expect(scheduled.error).toBeNull();
    const interview = scheduled.data as { id: number; version: number };
    await received(candidateSees, interview.id);

    const answered = await candidate.rpc('respond_to_interview', {
      interview_id: interview.id,
      expected_version: interview.version,
      response: 'accepted',
    });
    expect(answered.error).toBeNull();
    await expect
      .poll(() => employerSees.changes.map((change) => change.new.response), { timeout: 10_000 })
      .toContain('accepted');
    // An interview of the other candidate, written last: once it arrives, the others would have.
    const otherApplication = await insertRow(service(), 'applications', {
      job_id: jobId,
      candidate_id: seedUsers.otherCandidate.id,
    });
    const otherInterview = await must<{ id: number }>(
      service().from('interviews').insert(invitation(otherApplication)).select('id').single(),
    );
    await received(otherSees, otherInterview.id);
    expect(ids(otherSees)).toEqual([otherInterview.id]);
    expect(ids(candidateSees)).not.toContain(otherInterview.id);
    await Promise.all([candidateSees.stop(), employerSees.stop(), otherSees.stop()]);
  });
});

describe('visa case steps', () => {
  it('the candidate hears of every step of their case, the hiring employer of theirs only', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const otherEmployer = await signIn(server, seedUsers.otherEmployer.email);
    const admin = await signIn(server, seedUsers.admin.email);
    // supabase-js hands Realtime the aal1 token of the sign-in, not the aal2 one of the second
    // factor (the product's client passes it on: packages/data createSupabaseClient).
    const { data: stepped } = await admin.auth.getSession();
    await admin.realtime.setAuth(stepped.session!.access_token);
    const hired = await applicant(server, 'Live Steps', ['IN']);
    await hire(employer, hired.applicationId);
    const caseId = (await casesOf(server, hired.applicationId))[0]!.id;
    const steps = await stepsOf(service(), caseId);
    const employerStep = steps.find((step) => step.owner === 'employer')!.id;
    const candidateStep = steps.find((step) => step.owner === 'candidate')!.id;

    const candidateSees = await listen(hired.candidate.client, 'visa_case_steps');
    const employerSees = await listen(employer, 'visa_case_steps');
    const otherSees = await listen(otherEmployer, 'visa_case_steps');
    const adminSees = await listen(admin, 'visa_case_steps', `case_id=eq.${caseId}`);

    for (const id of [candidateStep, employerStep]) {
      const done = await service().from('visa_case_steps').update({ done: true }).eq('id', id);
      expect(done.error).toBeNull();
    }
    await received(candidateSees, employerStep);
    await received(employerSees, employerStep);
    await received(adminSees, employerStep);
    expect(ids(candidateSees)).toEqual([candidateStep, employerStep]);
    expect(ids(adminSees)).toEqual([candidateStep, employerStep]);
    // The candidate's own step came first: had it reached the employer, it would be here by now.
    expect(ids(employerSees)).toEqual([employerStep]);
    expect(otherSees.changes).toEqual([]);
    await Promise.all([
      candidateSees.stop(),
      employerSees.stop(),
      otherSees.stop(),
      adminSees.stop(),
    ]);
  });
});

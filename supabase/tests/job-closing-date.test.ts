import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEmployerUnlimitedPlan, jobRow } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// A job's closing date ends its listing (or the plan's window does, if sooner); openings are 1 to 999.

let server: TestServer;
let employer: SupabaseClient;
const service = () => server.serviceClient();
const DAY = 86_400_000;

/** A UTC calendar day `days` from today: '2030-01-15'. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** The instant a job closing on `day` expires: the end of that day, UTC. */
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  await giveEmployerUnlimitedPlan(service());
  employer = await signIn(server, seedUsers.employer.email);
});

afterAll(async () => {
  await server?.stop();
});

async function post(tag: string, extra: Record<string, unknown>) {
  return employer
    .from('jobs')
    .insert(jobRow(seedUsers.employer.id, tag, extra))
    .select('id, closes_on, openings, expires_at')
    .single();
}

async function approve(id: number) {
  const { data, error } = await service()
    .from('jobs')
    .update({ approved: true })
    .eq('id', id)
    .select('published_at, expires_at')
    .single();
  expect(error).toBeNull();
  return data!;
}

describe("a job's closing date", () => {
  it('refuses a closing date that is not after today, or more than a year away', async () => {
    for (const closes_on of [dayFromToday(-3), dayFromToday(0)]) {
      const { error } = await post(`past-${closes_on}`, { closes_on });
      expect(error?.message).toBe('Choose a closing date after today.');
    }
    const { error } = await post('far', { closes_on: dayFromToday(400) });
    expect(error?.message).toBe('Choose a closing date within a year from today.');
  });

  it('ends the listing at the end of the closing day once the job is approved', async () => {
    const closes_on = dayFromToday(5);
    const { data, error } = await post('closes-soon', { closes_on });
    expect(error).toBeNull();
    expect(data).toMatchObject({ closes_on, expires_at: null });
    const approved = await approve(data!.id);
    expect(new Date(approved.expires_at!).toISOString()).toBe(endOf(closes_on));
  });

  it("keeps the plan's window when it ends before the closing date", async () => {
    const { data } = await post('closes-late', { closes_on: dayFromToday(200) });
    const approved = await approve(data!.id);
    // The unlimited plan lists a job for 90 days.
    expect(Date.parse(approved.expires_at!) - Date.parse(approved.published_at!)).toBe(90 * DAY);
  });

  it('moves the end of a live listing with its closing date, and back to the window without one', async () => {
    const { data } = await post('moves', {});
    const approved = await approve(data!.id);
    const window = Date.parse(approved.expires_at!);

    const earlier = dayFromToday(10);
    const moved = await employer
      .from('jobs')
      .update({ closes_on: earlier })
      .eq('id', data!.id)
      .select('expires_at, approved')
      .single();
    expect(moved.error).toBeNull();
    // A closing date is not content the review looks at: the job stays live.
    expect(moved.data?.approved).toBe(true);
    expect(new Date(moved.data!.expires_at!).toISOString()).toBe(endOf(earlier));

    const cleared = await employer
      .from('jobs')
      .update({ closes_on: null })
      .eq('id', data!.id)
      .select('expires_at')
      .single();
    expect(cleared.error).toBeNull();
    expect(Date.parse(cleared.data!.expires_at!)).toBe(window);
  });

  it('does not let an employer reopen a closed job by moving its closing date', async () => {
    const { data } = await post('closed', {});
    await approve(data!.id);
    await service()
      .from('jobs')
      .update({ expires_at: new Date(Date.now() - DAY).toISOString() })
      .eq('id', data!.id);
    const { error } = await employer
      .from('jobs')
      .update({ closes_on: dayFromToday(30) })
      .eq('id', data!.id);
    expect(error?.message).toMatch(/^This job has closed/);
  });

  it('checks the closing date of a draft again when it is submitted', async () => {
    const { data, error } = await post('draft', { status: 'draft', closes_on: dayFromToday(3) });
    expect(error).toBeNull();
    // Days pass: the draft's closing date is now yesterday (written behind the rule's back).
    const db = server.server.db;
    await db.query('alter table public.jobs disable trigger set_job_closing_expiry');
    try {
      await db.query('update public.jobs set closes_on = $1 where id = $2', [
        dayFromToday(-1),
        data!.id,
      ]);
    } finally {
      await db.query('alter table public.jobs enable trigger set_job_closing_expiry');
    }
    const submitted = await employer
      .from('jobs')
      .update({ status: 'published' })
      .eq('id', data!.id);
    expect(submitted.error?.message).toBe('Choose a closing date after today.');
    const moved = await employer
      .from('jobs')
      .update({ status: 'published', closes_on: dayFromToday(14) })
      .eq('id', data!.id)
      .select('status')
      .single();
    expect(moved.error).toBeNull();
    expect(moved.data?.status).toBe('published');
  });
});

describe("a job's openings", () => {
  it('takes 1 to 999 openings, 1 when not said, and shows them to visitors with the closing date', async () => {
    for (const openings of [0, 1000]) {
      const { error } = await post(`openings-${openings}`, { openings });
      expect(error?.code).toBe('23514');
    }
    const one = await post('openings-default', {});
    expect(one.data?.openings).toBe(1);

    const closes_on = dayFromToday(20);
    const { data } = await post('openings-3', { openings: 3, closes_on });
    await approve(data!.id);
    const seen = await server
      .client()
      .from('jobs')
      .select('openings, closes_on')
      .eq('id', data!.id)
      .single();
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual({ openings: 3, closes_on });
  });
});

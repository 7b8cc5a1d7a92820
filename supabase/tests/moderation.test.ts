import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveEmployerUnlimitedPlan, jobRow } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

/** Seeded by supabase/seeds/60_moderation.sql. */
const blockedEmployer = '00000000-0000-4000-8000-00000000b10c';
const renamedEmployer = '00000000-0000-4000-8000-00000000f10d';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Room for the postings this file creates.
  await giveEmployerUnlimitedPlan(service());
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

async function liveJobOf(tag: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const { data, error } = await service()
    .from('jobs')
    .insert(jobRow(seedUsers.employer.id, tag, { approved: true, ...overrides }))
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function approvedOf(id: number) {
  const { data } = await service().from('jobs').select('approved').eq('id', id).single();
  return data?.approved;
}

describe('a blocked employer', () => {
  it('keeps its jobs in the database but off the public site and the company page', async () => {
    const all = await service().from('jobs').select('id').eq('company_id', blockedEmployer);
    expect(all.data?.length).toBeGreaterThan(0);
    const anon = server.client();
    expect((await anon.from('jobs').select('id').eq('company_id', blockedEmployer)).data).toEqual([]);
    expect((await anon.from('profiles').select('id').eq('id', blockedEmployer)).data).toEqual([]);
    const counted = await anon.from('employer_summaries').select('id').eq('id', blockedEmployer);
    expect(counted.data).toEqual([]);
  });

  it('is told why when it tries to post, and can post again once unblocked', async () => {
    const northwind = await signIn(server, 'northwind@staffing.example');
    const refused = await northwind.from('jobs').insert(jobRow(blockedEmployer, 'blocked-post'));
    expect(refused.error?.code).toBe('42501');
    expect(refused.error?.hint).toBe('account_blocked');
    expect(refused.error?.message).toMatch(/Your account is blocked, so you cannot post or edit jobs/);

    const admin = await signIn(server, seedUsers.admin.email);
    await admin.from('profiles').update({ blocked_at: null }).eq('id', blockedEmployer).select('id').single();
    const unblocked = await admin.from('profile_details').select('blocked_at, blocked_reason').eq('id', blockedEmployer).single();
    expect(unblocked.data).toEqual({ blocked_at: null, blocked_reason: null });
    expect((await server.client().from('jobs').select('id').eq('company_id', blockedEmployer)).data?.length).toBeGreaterThan(0);

    const posted = await northwind.from('jobs').insert(jobRow(blockedEmployer, 'unblocked-post', { status: 'draft' })).select('id').single();
    expect(posted.error).toBeNull();

    await admin.from('profiles').update({ blocked_at: '2000-01-01T00:00:00Z', blocked_reason: 'Again' }).eq('id', blockedEmployer).select('id').single();
    const reblocked = await admin.from('profile_details').select('blocked_at').eq('id', blockedEmployer).single();
    // The database stamps its own time, not the one sent.
    expect(Date.parse(reblocked.data!.blocked_at!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('cannot unblock itself', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { error } = await employer.from('profiles').update({ blocked_at: new Date().toISOString() }).eq('id', seedUsers.employer.id);
    expect(error?.message).toBe('Only an admin can block or unblock an account.');
  });
});

describe('candidate standing', () => {
  it('keeps candidate_status blocked and blocked_at in step', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const details = () => admin.from('profile_details').select('blocked_at, candidate_status').eq('id', seedUsers.otherCandidate.id).single();
    await admin.from('profiles').update({ candidate_status: 'blocked', blocked_reason: 'Fake documents' }).eq('id', seedUsers.otherCandidate.id).select('id').single();
    expect((await details()).data?.blocked_at).not.toBeNull();
    await admin.from('profiles').update({ blocked_at: null }).eq('id', seedUsers.otherCandidate.id).select('id').single();
    expect((await details()).data?.candidate_status).toBe('active');
  });

  it('tells a blocked candidate, and a candidate awaiting approval, the true reason an application is refused', async () => {
    const job = await liveJobOf('standing');
    const blocked = await signIn(server, seedUsers.blockedCandidate.email);
    const refusedBlocked = await blocked.from('applications').insert({ job_id: job, candidate_id: seedUsers.blockedCandidate.id });
    expect(refusedBlocked.error?.hint).toBe('account_blocked');
    expect(refusedBlocked.error?.message).toMatch(/^Your account is blocked, so you cannot apply to jobs/);

    const pending = await signIn(server, seedUsers.pendingCandidate.email);
    const refusedPending = await pending.from('applications').insert({ job_id: job, candidate_id: seedUsers.pendingCandidate.id });
    expect(refusedPending.error?.hint).toBe('account_pending');
    expect(refusedPending.error?.message).toMatch(/waiting for approval/);

    const approved = await signIn(server, seedUsers.candidate.email);
    expect((await approved.from('applications').insert({ job_id: job, candidate_id: seedUsers.candidate.id })).error).toBeNull();
  });
});

describe('an approved job edited by its employer', () => {
  it.each([
    ['title', { title: 'A new title' }],
    ['description', { description: 'A new description.' }],
    ['requirements', { requirements: ['Something new'] }],
    ['salary', { salary_min: 1000, salary_max: 2000, salary_currency: 'CAD' }],
    ['country', { country: 'ireland' }],
    ['city', { city: 'Cork' }],
    ['location', { location: 'Cork, Ireland' }],
  ])('goes back to review when its %s changes', async (field, patch) => {
    const id = await liveJobOf(`review-${field}`);
    const employer = await signIn(server, seedUsers.employer.email);
    const { data, error } = await employer.from('jobs').update(patch).eq('id', id).select('approved').single();
    expect(error).toBeNull();
    expect(data?.approved).toBeNull();
    // Pending again: gone from the public site until an admin approves it.
    expect((await server.client().from('jobs').select('id').eq('id', id)).data).toEqual([]);
  });

  it('stays live when other fields change, and when an admin edits it', async () => {
    const id = await liveJobOf('review-other');
    const employer = await signIn(server, seedUsers.employer.email);
    await employer.from('jobs').update({ tags: ['New'], benefits: ['More leave'], work_type: 'remote' }).eq('id', id);
    expect(await approvedOf(id)).toBe(true);
    const admin = await signIn(server, seedUsers.admin.email);
    await admin.from('jobs').update({ title: 'Fixed by an admin' }).eq('id', id);
    expect(await approvedOf(id)).toBe(true);
  });

  it('does not touch a draft or a pending job', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const draft = await employer.from('jobs').insert({ company_id: seedUsers.employer.id, title: 'Draft to edit', status: 'draft' }).select('id').single();
    const edited = await employer.from('jobs').update({ title: 'Draft edited' }).eq('id', draft.data!.id).select('approved, status').single();
    expect(edited.data).toEqual({ approved: null, status: 'draft' });
  });
});

describe('drafts', () => {
  it('save with only a title, and need a category and a country to be published', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const draft = await employer.from('jobs').insert({ company_id: seedUsers.employer.id, title: 'Only a title', status: 'draft' }).select('id, category, country').single();
    expect(draft.error).toBeNull();
    expect(draft.data).toMatchObject({ category: null, country: null });

    const publish = await employer.from('jobs').update({ status: 'published' }).eq('id', draft.data!.id);
    expect(publish.error?.code).toBe('23514');
    const bare = await employer.from('jobs').insert({ company_id: seedUsers.employer.id, title: 'Published bare' });
    expect(bare.error?.code).toBe('23514');

    const completed = await employer
      .from('jobs')
      .update({ status: 'published', category: 'it', country: 'canada' })
      .eq('id', draft.data!.id)
      .select('status, approved')
      .single();
    expect(completed.data).toEqual({ status: 'published', approved: null });
  });
});

describe('a renamed company', () => {
  it('keeps its old slug, which resolves to the new one for visitors', async () => {
    const anon = server.client();
    const history = await anon.from('company_slug_history').select('slug, profile_id').eq('profile_id', renamedEmployer);
    expect(history.data).toEqual([{ slug: 'fjord-shipping', profile_id: renamedEmployer }]);
    expect((await anon.rpc('current_company_slug', { old_slug: 'fjord-shipping' })).data).toBe('fjord-marine');
    expect((await anon.rpc('current_company_slug', { old_slug: 'never-a-company' })).data).toBeNull();
  });

  it('records each rename, and frees an old slug another company takes', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    await employer.from('profiles').update({ company_name: 'Maple Tech Group' }).eq('id', seedUsers.employer.id);
    const anon = server.client();
    expect((await anon.rpc('current_company_slug', { old_slug: 'maple-tech-solutions' })).data).toBe('maple-tech-group');
    await employer.from('profiles').update({ company_name: 'Maple Tech Solutions' }).eq('id', seedUsers.employer.id);
    expect((await anon.from('company_slug_history').select('slug').eq('slug', 'maple-tech-solutions')).data).toEqual([]);
    expect((await anon.rpc('current_company_slug', { old_slug: 'maple-tech-group' })).data).toBe('maple-tech-solutions');
  });

  it('cannot be written by users', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { error } = await employer.from('company_slug_history').insert({ slug: 'someone-else', profile_id: seedUsers.employer.id });
    expect(error?.code).toBe('42501');
  });

  it('does not resolve to a blocked company', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    await admin.from('profiles').update({ blocked_at: new Date().toISOString(), blocked_reason: 'Misleading adverts' }).eq('id', renamedEmployer);
    expect((await server.client().rpc('current_company_slug', { old_slug: 'fjord-shipping' })).data).toBeNull();
    await admin.from('profiles').update({ blocked_at: null }).eq('id', renamedEmployer);
  });
});

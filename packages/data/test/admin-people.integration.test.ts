import { describe, expect, it } from 'vitest';
import {
  decidePlanRequest,
  getMyPlan,
  listPlanRequestsForAdmin,
  requestPlan,
  listAdminApplications,
  listAdminCandidates,
  listAdminEmployers,
  listEmployerOptions,
  listUserAccounts,
  setAccountBlocked,
  setCandidateStatus,
  setEmployerStatus,
  setUserRole,
} from '../src';
import { seeded, adminBackend } from './admin-backend';

const t = adminBackend();

/** Accounts of a role in the database (seed.sql's and every area's seeds/*.sql), read by the admin. */
async function accountsOf(role?: 'employer' | 'candidate' | 'admin'): Promise<number> {
  let query = t.admin.from('profiles').select('id', { count: 'exact', head: true });
  if (role) query = query.eq('user_type', role);
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

describe('admin employers and candidates', () => {
  it('lists employers with live jobs and hires, searchable and filtered by status', async () => {
    const all = await listAdminEmployers(t.admin);
    // seed.sql's seven employers, plus any an area's seed file adds.
    expect(all.data!.total).toBeGreaterThanOrEqual(7);
    expect(all.data!.total).toBe(await accountsOf('employer'));
    const maple = (await listAdminEmployers(t.admin, { search: 'maple' })).data!.rows;
    // An active paid plan makes an employer premium.
    expect(maple).toEqual([
      expect.objectContaining({
        company_name: 'Maple Tech Solutions',
        employer_status: 'premium',
        active_jobs: 1,
        total_hires: 1,
      }),
    ]);
    const pending = await listAdminEmployers(t.admin, { status: 'pending' });
    expect(pending.data!.rows.map((row) => row.company_name)).toEqual([
      'Southern Cross Construction',
    ]);
  });

  it('verifying an employer is for admins only', async () => {
    expect(
      (await setEmployerStatus(t.employer, seeded.southernCross, 'verified')).error,
    ).not.toBeNull();
    expect((await setEmployerStatus(t.admin, seeded.southernCross, 'verified')).data).toMatchObject(
      {
        employer_status: 'verified',
      },
    );
    expect((await listAdminEmployers(t.admin, { status: 'pending' })).data!.total).toBe(0);
  });

  it('lists candidates with their applications; full names and e-mails are searchable', async () => {
    const all = await listAdminCandidates(t.admin);
    expect(all.data!.total).toBe(8);
    const priya = (await listAdminCandidates(t.admin, { search: 'priya sharma' })).data!.rows;
    expect(priya).toEqual([
      expect.objectContaining({
        email: 'candidate@globalhire.local',
        applications_count: 3,
        country: 'india',
      }),
    ]);
    expect(
      (await listAdminCandidates(t.admin, { search: 'mail.example santos' })).data!.rows.map(
        (row) => row.id,
      ),
    ).toEqual([seeded.maria]);
    expect(
      (await listAdminCandidates(t.admin, { status: 'blocked' })).data!.rows.map((row) => row.id),
    ).toEqual([seeded.tomasz]);
  });

  it('a candidate sees only themselves, an employer only its applicants (RLS)', async () => {
    expect((await listAdminCandidates(t.candidate)).data!.total).toBe(1);
    const applicants = (await listAdminCandidates(t.employer)).data!.rows;
    expect(applicants.length).toBeGreaterThan(0);
    expect(applicants.length).toBeLessThan(8);
  });

  it('approving and blocking candidates is for admins only', async () => {
    expect((await setCandidateStatus(t.candidate, seeded.maria, 'active')).error).not.toBeNull();
    expect((await setCandidateStatus(t.admin, seeded.maria, 'active')).data).toMatchObject({
      candidate_status: 'active',
    });
    expect((await setCandidateStatus(t.admin, seeded.tomasz, 'active')).data).toMatchObject({
      candidate_status: 'active',
    });
    // Blocking needs a reason, which the candidate is told.
    expect((await setCandidateStatus(t.admin, seeded.ana, 'blocked')).error?.code).toBe('23514');
    expect(
      (await setAccountBlocked(t.admin, seeded.ana, true, 'Fake documents')).data,
    ).toMatchObject({
      candidate_status: 'blocked',
    });
    expect(
      (await listAdminCandidates(t.admin, { status: 'blocked' })).data!.rows.map((row) => row.id),
    ).toEqual([seeded.ana]);
  });
});

describe('admin applications and roles', () => {
  it('lists every application with its job and candidate, filtered by status', async () => {
    const all = await listAdminApplications(t.admin);
    expect(all.data!.total).toBe(9);
    const hired = (await listAdminApplications(t.admin, { status: 'hired' })).data!.rows;
    expect(hired).toEqual([
      expect.objectContaining({
        id: 9,
        job: { id: 9, title: 'QA Analyst', company: { company_name: 'Maple Tech Solutions' } },
        candidate: expect.objectContaining({ first_name: 'Arjun', last_name: 'Patel' }),
      }),
    ]);
    expect((await listAdminApplications(t.candidate)).data!.total).toBe(3);
  });

  it('lists accounts with their roles and employers for posting on their behalf', async () => {
    expect((await listUserAccounts(t.admin)).data!.total).toBeGreaterThanOrEqual(15);
    expect((await listUserAccounts(t.admin)).data!.total).toBe(await accountsOf());
    expect(
      (await listUserAccounts(t.admin, { role: 'admin' })).data!.rows.map((row) => row.email),
    ).toEqual(['admin@globalhire.local']);
    expect(
      (await listUserAccounts(t.admin, { search: 'harbour' })).data!.rows.map(
        (row) => row.company_name,
      ),
    ).toEqual(['Harbour Health Network']);
    const options = (await listEmployerOptions(t.admin)).data!;
    expect(options).toHaveLength(await accountsOf('employer'));
    // In company-name order, whichever companies the seed files add (the catalogue adds 25).
    const names = options.map((option) => option.company_name);
    expect(names).toContain('BrightPath Digital');
    expect(names).toContain('Harbour Health Network');
    expect(names.filter(Boolean)).toEqual(
      [...names.filter(Boolean)].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0)),
    );
    // An employer reads its own account among the companies it may see (one page of many).
    expect(
      (await listUserAccounts(t.employer, { search: 'maple' })).data!.rows.map((row) => row.id),
    ).toContain(t.employerId);
  });

  it('only an admin changes a role', async () => {
    const employersBefore = await accountsOf('employer');
    expect((await setUserRole(t.employer, seeded.ana, 'admin')).error).not.toBeNull();
    expect((await setUserRole(t.employer, t.employerId, 'admin')).error?.code).toBe('42501');
    expect((await setUserRole(t.admin, seeded.ana, 'employer')).data).toEqual({
      id: seeded.ana,
      user_type: 'employer',
    });
    expect((await listUserAccounts(t.admin, { role: 'employer' })).data!.total).toBe(
      employersBefore + 1,
    );
  });
});

describe('plan requests', () => {
  it('an admin confirms what an employer asked for; the plan takes effect and the request leaves the queue', async () => {
    const waiting = (await listPlanRequestsForAdmin(t.admin)).data!;
    // The seed's one waiting request: Emerald Logistics asked for Premium.
    expect(waiting).toEqual([
      expect.objectContaining({
        plan: 'premium',
        status: 'requested',
        employer: expect.objectContaining({ company_name: 'Emerald Logistics' }),
      }),
    ]);

    const asked = (await requestPlan(t.employer, t.employerId, 'enterprise')).data!;
    // An employer cannot confirm its own request.
    expect((await decidePlanRequest(t.employer, asked.id, 'active')).error?.code).toBe('42501');
    expect((await listPlanRequestsForAdmin(t.admin)).data!.map((row) => row.id)).toEqual([
      waiting[0]!.id,
      asked.id,
    ]);

    const confirmed = (await decidePlanRequest(t.admin, asked.id, 'active')).data!;
    expect(confirmed).toMatchObject({ id: asked.id, plan: 'enterprise', status: 'active' });
    expect(confirmed.period_end).not.toBeNull();
    expect((await getMyPlan(t.employer)).data).toMatchObject({ plan: 'enterprise' });
    // Decided once: a second decision finds nothing waiting.
    expect((await decidePlanRequest(t.admin, asked.id, 'cancelled')).error?.code).toBe('not_found');

    expect((await decidePlanRequest(t.admin, waiting[0]!.id, 'cancelled')).data).toMatchObject({
      status: 'cancelled',
      period_end: null,
    });
    expect((await listPlanRequestsForAdmin(t.admin)).data).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntries } from './support/audit-log.js';
import { seedUsers, signInPersonas, type SignedInPersonas } from './support/personas.js';
import { routeIds, seedVisaFitFixtures } from './support/visa-fit.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Who may change what a visa verdict is worked out from: employers' licences (claimed by
// employers, verified by admins) and the catalogue (read by everyone, written by admins, never
// deleted).

let server: TestServer;
let signedIn: SignedInPersonas;

const as = (persona: keyof SignedInPersonas['clients']) => signedIn.clients[persona];
const service = () => signedIn.service;

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await signInPersonas(server);
  await seedVisaFitFixtures(service());
});

afterAll(async () => {
  await server?.stop();
});

describe("employers' licences", () => {
  const employer = seedUsers.otherEmployer;
  const onlyAdmins = 'Only an admin can verify, expire or revoke a licence.';
  let licence: number;

  it('lets an employer claim a licence but not verify it', async () => {
    const claimed = await as('otherEmployer')
      .from('employer_licences')
      .insert({
        employer_id: employer.id,
        kind: 'uk_licensed_sponsor',
        licence_number: 'UKS-7000001',
        routes: ['Skilled Worker'],
      })
      .select('id, status, verified_at')
      .single();
    expect(claimed.error).toBeNull();
    expect(claimed.data).toMatchObject({ status: 'claimed', verified_at: null });
    licence = claimed.data!.id;
    const verified = await as('otherEmployer').from('employer_licences').insert({
      employer_id: employer.id,
      kind: 'nz_accredited_employer',
      licence_number: 'NZA-7000001',
      status: 'verified',
    });
    expect(verified.error?.code).toBe('42501');
    const forAnother = await as('otherEmployer').from('employer_licences').insert({
      employer_id: seedUsers.employer.id,
      kind: 'nz_accredited_employer',
      licence_number: 'NZA-7000002',
    });
    expect(forAnother.error?.code).toBe('42501');
    const promoted = await as('otherEmployer')
      .from('employer_licences')
      .update({ status: 'verified' })
      .eq('id', licence);
    expect(promoted.error).toMatchObject({ code: '42501', message: onlyAdmins });
    const row = await service().from('employer_licences').select('status').eq('id', licence);
    expect(row.data).toEqual([{ status: 'claimed' }]);
    // A claim is the employer's own business until it is verified.
    expect(
      (await as('anonymous').from('employer_licences').select('id').eq('id', licence)).data,
    ).toEqual([]);
  });

  it('lets an admin verify a claim, and the audit trail records it', async () => {
    const entries = await newEntries(service(), 'employer_licences', licence, () =>
      as('admin')
        .from('employer_licences')
        .update({ status: 'verified', admin_note: 'On the register, rating A.' })
        .eq('id', licence),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: seedUsers.admin.id,
      subject_table: 'employer_licences',
      before: { status: 'claimed' },
      after: { status: 'verified', admin_note: 'On the register, rating A.' },
    });
    const row = (
      await service()
        .from('employer_licences')
        .select('status, verified_at, verified_by')
        .eq('id', licence)
        .single()
    ).data!;
    expect(row).toMatchObject({ status: 'verified', verified_by: seedUsers.admin.id });
    expect(row.verified_at).not.toBeNull();
    // A verified licence is public.
    expect(
      (await as('anonymous').from('employer_licences').select('id').eq('id', licence)).data,
    ).toEqual([{ id: licence }]);
  });

  it('sends a verified licence back to claimed when its employer edits the number', async () => {
    const edited = await as('otherEmployer')
      .from('employer_licences')
      .update({ licence_number: 'UKS-7000009' })
      .eq('id', licence)
      .select('licence_number, status, verified_at, verified_by')
      .single();
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual({
      licence_number: 'UKS-7000009',
      status: 'claimed',
      verified_at: null,
      verified_by: null,
    });
  });
});

describe('the visa catalogue', () => {
  const catalogue = [
    'visa_routes',
    'visa_thresholds',
    'visa_occupations',
    'visa_occupation_routes',
    'visa_citizenship_rights',
  ];
  const overlap = 'Another figure of this route already applies in those dates: end it first.';
  const routeRow = (code: string) => ({
    code,
    destination: 'testland',
    name: `Route ${code}`,
    classification: 'anzsco',
    currency: 'NZD',
    official_url: 'https://example.org/route',
  });
  const thresholdRow = (
    routeId: number,
    effective_from: string,
    effective_to: string | null,
    more = {},
  ) => ({
    route_id: routeId,
    label: 'Test figure',
    amount: 50000,
    currency: 'GBP',
    period: 'year',
    effective_from,
    effective_to,
    source_url: 'https://example.org/figure',
    source_date: '2026-12-01',
    ...more,
  });

  it('lets anyone read it', async () => {
    for (const table of catalogue) {
      const { data, error } = await as('anonymous').from(table).select('id').limit(1);
      expect(error, table).toBeNull();
      expect(data, table).toHaveLength(1);
    }
  });

  it('refuses a non-admin adding to it or changing it', async () => {
    for (const persona of ['candidate', 'employer'] as const) {
      const added = await as(persona)
        .from('visa_routes')
        .insert(routeRow(`by-${persona}`));
      expect(added.error?.code, persona).toBe('42501');
      await as(persona)
        .from('visa_thresholds')
        .update({ note: `Changed by ${persona}` })
        .gt('id', 0);
    }
    const notes = await service()
      .from('visa_thresholds')
      .select('note')
      .like('note', 'Changed by%');
    expect(notes.data).toEqual([]);
  });

  it('lets an admin add to it and change it, and no one delete from it', async () => {
    const admin = as('admin');
    const route = await admin
      .from('visa_routes')
      .insert(routeRow('admin-route'))
      .select('id')
      .single();
    expect(route.error).toBeNull();
    const changed = await admin
      .from('visa_routes')
      .update({ note: 'Checked today.' })
      .eq('id', route.data!.id)
      .select('note');
    expect(changed.data).toEqual([{ note: 'Checked today.' }]);
    for (const persona of ['admin', 'employer', 'anonymous'] as const) {
      const removed = await as(persona).from('visa_routes').delete().eq('id', route.data!.id);
      expect(removed.error?.code, persona).toBe('42501');
    }
    expect(
      (await service().from('visa_routes').select('id').eq('id', route.data!.id)).data,
    ).toHaveLength(1);
  });

  it('refuses a second figure of the same route, tier and region for overlapping dates', async () => {
    const admin = as('admin');
    const route = (
      await admin.from('visa_routes').insert(routeRow('overlap-route')).select('id').single()
    ).data!.id;
    expect(
      (await admin.from('visa_thresholds').insert(thresholdRow(route, '2027-01-01', null))).error,
    ).toBeNull();
    // Sharing a single day is an overlap.
    const sameDay = await admin
      .from('visa_thresholds')
      .insert(thresholdRow(route, '2026-01-01', '2027-01-01'));
    expect(sameDay.error).toMatchObject({ code: '23P01', message: overlap });
    // Another tier, another region or the dates before are fine.
    expect(
      (
        await admin
          .from('visa_thresholds')
          .insert(thresholdRow(route, '2027-01-01', null, { tier: 'new_entrant' }))
      ).error,
    ).toBeNull();
    expect(
      (
        await admin
          .from('visa_thresholds')
          .insert(thresholdRow(route, '2027-01-01', null, { region: 'ON' }))
      ).error,
    ).toBeNull();
    expect(
      (await admin.from('visa_thresholds').insert(thresholdRow(route, '2026-01-01', '2026-12-31')))
        .error,
    ).toBeNull();
    // Reopening the seeded UK figure that ended on 21 July 2025 overlaps the current one.
    const uk = (await routeIds(service()))['uk-skilled-worker'];
    const reopened = await admin
      .from('visa_thresholds')
      .update({ effective_to: null })
      .eq('route_id', uk!)
      .eq('effective_to', '2025-07-21');
    expect(reopened.error).toMatchObject({ code: '23P01', message: overlap });
  });
});

import { describe, expect, it } from 'vitest';
import {
  countVisaFiguresToCheck,
  listEmployerLicences,
  listVisaCitizenshipRights,
  listVisaOccupations,
  listVisaRoutes,
  listVisaThresholds,
  retireVisaThreshold,
  saveVisaCitizenshipRight,
  saveVisaOccupation,
  saveVisaThreshold,
  setEmployerLicenceStatus,
  setVisaCitizenshipRightRetired,
  setVisaOccupationRetired,
  setVisaOccupationStanding,
  setVisaRouteRetired,
  updateVisaRoute,
  visaCatalogueMessages,
  visaFigureChecks,
  type GlobalHireClient,
  type VisaThreshold,
  type VisaThresholdForm,
} from '../src';
import { adminBackend } from './admin-backend';

const t = adminBackend();
const today = new Date('2026-12-05T12:00:00Z');

const formOf = (
  row: VisaThreshold,
  overrides: Partial<VisaThresholdForm> = {},
): VisaThresholdForm => ({
  route_id: String(row.route_id),
  label: row.label,
  tier: row.tier,
  region: row.region ?? '',
  amount: String(row.amount),
  currency: row.currency,
  period: row.period,
  hours_basis: row.hours_basis === null ? '' : String(row.hours_basis),
  max_weekly_hours: row.max_weekly_hours === null ? '' : String(row.max_weekly_hours),
  effective_from: row.effective_from,
  effective_to: row.effective_to ?? '',
  source_url: row.source_url,
  source_date: row.source_date,
  note: row.note ?? '',
  ...overrides,
});

const auditActions = async (client: GlobalHireClient, table: string) =>
  (
    await client
      .from('audit_log')
      .select('action')
      .eq('subject_table', table)
      .order('id', { ascending: true })
  ).data?.map((row) => row.action);

describe('the visa catalogue as the admin screens read it', () => {
  it('lists the seeded routes by destination, then the order they are tried in', async () => {
    const { data, error } = await listVisaRoutes(t.backend.anon());
    expect(error).toBeNull();
    expect(data!.map((route) => route.code)).toEqual([
      'au-sid-core',
      'au-sid-specialist',
      'ca-cusma-professional',
      'ca-lmia-high-wage',
      'ie-critical-skills',
      'ie-general-permit',
      'nz-aewv',
      'uk-skilled-worker',
      'us-h1b',
      'us-tn',
      'us-e3',
      'us-h1b1',
    ]);
    const ireland = await listVisaRoutes(t.backend.anon(), { destination: 'ireland' });
    expect(ireland.data!.map((route) => route.name)).toEqual([
      'Critical Skills Employment Permit',
      'General Employment Permit',
    ]);
  });

  it('lists the figures in use with their route, numbers as numbers, filtered by destination', async () => {
    const all = (await listVisaThresholds(t.admin)).data!;
    expect(all).toHaveLength(18);
    const uk = all.filter((row) => row.route.code === 'uk-skilled-worker');
    expect(uk.map((row) => [row.amount, row.effective_from, row.effective_to])).toEqual([
      [41700, '2025-07-22', null],
      [38700, '2024-04-04', '2025-07-21'],
    ]);
    expect(uk[0]).toMatchObject({
      currency: 'GBP',
      period: 'year',
      hours_basis: 37.5,
      max_weekly_hours: 48,
    });
    const canada = (await listVisaThresholds(t.backend.anon(), { destination: 'canada' })).data!;
    expect(canada.map((row) => [row.region, row.amount])).toEqual([
      ['AB', 36],
      ['BC', 36.6],
      ['NS', 30],
      ['NU', 42],
      ['ON', 36],
    ]);
    expect(canada.every((row) => row.route.destination === 'canada')).toBe(true);
  });

  it('counts the figures needing a check as the screen flags them', async () => {
    const rows = (await listVisaThresholds(t.admin)).data!;
    const flagged = rows.filter((row) => visaFigureChecks(row, today, rows).length > 0);
    expect(flagged.length).toBeGreaterThan(0);
    expect((await countVisaFiguresToCheck(t.admin, () => today)).data).toBe(flagged.length);
  });
});

describe('salary figures', () => {
  it('refuses an overlapping figure with the database words, then adds it once the old one ends', async () => {
    const current = (
      await listVisaThresholds(t.admin, { destination: 'united-kingdom' })
    ).data!.find((row) => row.effective_to === null)!;
    const next = formOf(current, {
      amount: '43000',
      effective_from: '2027-04-06',
      source_date: '2026-11-30',
      note: '',
    });
    const refused = await saveVisaThreshold(t.admin, null, next);
    expect(refused.error).toMatchObject({ code: '23P01', message: visaCatalogueMessages.overlap });

    const ended = await saveVisaThreshold(
      t.admin,
      current.id,
      formOf(current, { effective_to: '2027-04-05' }),
    );
    expect(ended.error).toBeNull();
    expect(ended.data).toMatchObject({ id: current.id, effective_to: '2027-04-05', amount: 41700 });
    const added = await saveVisaThreshold(t.admin, null, next);
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({
      amount: 43000,
      effective_from: '2027-04-06',
      effective_to: null,
      route: { code: 'uk-skilled-worker', destination: 'united-kingdom' },
    });

    expect((await retireVisaThreshold(t.admin, added.data!.id)).error).toBeNull();
    expect((await retireVisaThreshold(t.admin, added.data!.id)).error?.message).toBe(
      visaCatalogueMessages.alreadyRetired,
    );
    const after = (await listVisaThresholds(t.admin)).data!;
    expect(after.some((row) => row.id === added.data!.id)).toBe(false);
    expect(await auditActions(t.admin, 'visa_thresholds')).toEqual([
      'visa_thresholds.edited',
      'visa_thresholds.created',
      'visa_thresholds.edited',
    ]);
  });

  it('is for admins only', async () => {
    const row = (await listVisaThresholds(t.candidate)).data![0]!;
    const refused = await saveVisaThreshold(
      t.candidate,
      null,
      formOf(row, { tier: 'another_tier' }),
    );
    expect(refused.error?.message).toBe(visaCatalogueMessages.notAllowed);
    // RLS hides the row from an update: nothing changes.
    expect((await retireVisaThreshold(t.employer, row.id)).error?.code).toBe('not_found');
  });
});

describe('employer licences', () => {
  it('an employer claims a licence; the admin verifies, expires and revokes it with a reason', async () => {
    const claim = await t.employer
      .from('employer_licences')
      .insert({
        employer_id: t.employerId,
        kind: 'uk_licensed_sponsor',
        licence_number: 'SPN-12345',
        routes: ['Skilled Worker'],
        expires_on: '2029-03-31',
      })
      .select('id')
      .single();
    expect(claim.error).toBeNull();
    const id = claim.data!.id;

    const claimed = (await listEmployerLicences(t.admin, { status: 'claimed' })).data!;
    expect(claimed.rows.find((row) => row.id === id)).toMatchObject({
      status: 'claimed',
      verified_at: null,
      employer: { company_name: 'Maple Tech Solutions' },
    });

    const verified = await setEmployerLicenceStatus(t.admin, id, 'verified');
    expect(verified.error).toBeNull();
    expect(verified.data!.status).toBe('verified');
    expect(verified.data!.verified_at).not.toBeNull();
    expect(verified.data!.verified_by).not.toBeNull();

    expect((await setEmployerLicenceStatus(t.admin, id, 'expired')).data!.status).toBe('expired');
    const noReason = await setEmployerLicenceStatus(t.admin, id, 'revoked', '  ');
    expect(noReason.error?.message).toBe(visaCatalogueMessages.reasonRequired);
    const revoked = await setEmployerLicenceStatus(
      t.admin,
      id,
      'revoked',
      'Not on the register of licensed sponsors.',
    );
    expect(revoked.data).toMatchObject({
      status: 'revoked',
      admin_note: 'Not on the register of licensed sponsors.',
    });
    // An employer cannot verify its own licence.
    expect((await setEmployerLicenceStatus(t.employer, id, 'verified')).error?.message).toBe(
      'A revoked licence cannot be changed. Contact GlobalHire to have it reviewed.',
    );
    expect(await auditActions(t.admin, 'employer_licences')).toEqual([
      'employer_licences.edited',
      'employer_licences.edited',
      'employer_licences.edited',
    ]);
  });
});

describe('routes, occupations and citizenship rights', () => {
  it('edits a route and retires and restores it', async () => {
    const route = (await listVisaRoutes(t.admin, { destination: 'new-zealand' })).data![0]!;
    const saved = await updateVisaRoute(t.admin, route.id, {
      name: 'Accredited Employer Work Visa (AEWV)',
      official_url: route.official_url,
      priority: '2',
      note: route.note ?? '',
      employer_note: '',
      salary_note: 'Market rate.',
    });
    expect(saved.data).toMatchObject({
      name: 'Accredited Employer Work Visa (AEWV)',
      priority: 2,
      employer_note: null,
      salary_note: 'Market rate.',
    });
    expect((await setVisaRouteRetired(t.admin, route.id, true)).data!.retired_at).not.toBeNull();
    expect((await setVisaRouteRetired(t.admin, route.id, false)).data!.retired_at).toBeNull();
  });

  it('adds an occupation, refuses its code twice, sets its standing on a route and retires it', async () => {
    const added = await saveVisaOccupation(t.admin, null, {
      classification: 'uk_soc_2020',
      code: 'X901',
      title: 'Orbital drone pilots',
      skill_level: '',
    });
    expect(added.error).toBeNull();
    const again = await saveVisaOccupation(t.admin, null, {
      classification: 'uk_soc_2020',
      code: 'X901',
      title: 'Drone pilots',
      skill_level: '',
    });
    expect(again.error?.message).toBe(visaCatalogueMessages.codeTaken);

    const uk = (await listVisaRoutes(t.admin, { destination: 'united-kingdom' })).data![0]!;
    const standing = await setVisaOccupationStanding(t.admin, added.data!.id, {
      route_id: String(uk.id),
      standing: 'eligible',
      tier: 'general',
      list_name: 'Table 1',
      note: '',
    });
    expect(standing.error).toBeNull();
    expect(standing.data).toMatchObject({
      standing: 'eligible',
      list_name: 'Table 1',
      route: { code: 'uk-skilled-worker' },
    });
    // A second standing on the same route replaces the first.
    await setVisaOccupationStanding(t.admin, added.data!.id, {
      route_id: String(uk.id),
      standing: 'conditional',
      tier: 'general',
      list_name: 'Table 1',
      note: 'Only at RQF 6.',
    });
    const found = (
      await listVisaOccupations(t.admin, { search: 'orbital drone', classification: 'uk_soc_2020' })
    ).data!;
    expect(found.total).toBe(1);
    expect(found.rows[0]!.standings).toEqual([
      expect.objectContaining({
        standing: 'conditional',
        note: 'Only at RQF 6.',
        route: expect.objectContaining({ code: 'uk-skilled-worker' }),
      }),
    ]);
    expect((await listVisaOccupations(t.admin, { search: 'X901' })).data!.total).toBe(1);
    expect(
      (await listVisaOccupations(t.admin, { search: 'orbital', classification: 'anzsco' })).data!
        .total,
    ).toBe(0);

    const edited = await saveVisaOccupation(t.admin, added.data!.id, {
      classification: 'uk_soc_2020',
      code: 'X901',
      title: 'Orbital and aerial drone pilots',
      skill_level: '1',
    });
    expect(edited.data).toMatchObject({ title: 'Orbital and aerial drone pilots', skill_level: 1 });
    expect(
      (await setVisaOccupationRetired(t.admin, added.data!.id, true)).data!.retired_at,
    ).not.toBeNull();
  });

  it('adds a citizenship right, refuses the same right twice, retires it', async () => {
    const rights = (
      await listVisaCitizenshipRights(t.backend.anon(), { destination: 'united-kingdom' })
    ).data!;
    expect(rights.map((right) => right.citizenship)).toEqual(['GB', 'IE']);
    const form = {
      destination: 'united-kingdom',
      citizenship: 'IE',
      right_kind: 'free_movement',
      route_id: '',
      basis: 'Common Travel Area',
      conditions: '',
      source_url: 'https://commonslibrary.parliament.uk/research-briefings/cbp-7661/',
      source_date: '2026-12-05',
    };
    expect((await saveVisaCitizenshipRight(t.admin, null, form)).error?.message).toBe(
      visaCatalogueMessages.rightTaken,
    );
    const us = (await listVisaRoutes(t.admin, { destination: 'united-states' })).data!;
    const tn = us.find((route) => route.code === 'us-tn')!;
    const added = await saveVisaCitizenshipRight(t.admin, null, {
      ...form,
      destination: 'united-states',
      citizenship: 'mx',
      right_kind: 'treaty',
      route_id: String(tn.id),
      basis: 'USMCA',
    });
    // MX already has the TN right: the same right twice is refused.
    expect(added.error?.message).toBe(visaCatalogueMessages.rightTaken);
    const ok = await saveVisaCitizenshipRight(t.admin, null, {
      ...form,
      destination: 'new-zealand',
      citizenship: 'gb',
      basis: 'A test right',
    });
    expect(ok.data).toMatchObject({ citizenship: 'GB', right_kind: 'free_movement', route: null });
    const retired = await setVisaCitizenshipRightRetired(t.admin, ok.data!.id, true);
    expect(retired.data!.retired_at).not.toBeNull();
  });
});

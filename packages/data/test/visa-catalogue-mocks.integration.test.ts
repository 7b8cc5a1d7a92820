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
  setVisaOccupationStanding,
  setVisaRouteRetired,
  visaCatalogueMessages,
  visaFigureChecks,
  type GlobalHireClient,
} from '../src';
import { defaultHandlers, fixtures, handlers } from '../src/mocks';
import { adminBackend } from './admin-backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

const t = adminBackend();
const mockServer = startMockServer(defaultHandlers);

async function withMocks<T>(
  run: (client: GlobalHireClient) => Promise<T>,
  ...extra: Parameters<typeof mockServer.use>
): Promise<T> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(...extra);
  try {
    return await run(mockClient());
  } finally {
    mockServer.resetHandlers();
    mockServer.close();
  }
}

/** The seeded occupation and licence the backend needs for its lists to have rows. */
async function seedBackend() {
  const occupation = await saveVisaOccupation(t.admin, null, {
    classification: 'uk_soc_2020',
    code: 'X902',
    title: 'Orbital software testers',
    skill_level: '',
  });
  const uk = (await listVisaRoutes(t.admin, { destination: 'united-kingdom' })).data![0]!;
  await setVisaOccupationStanding(t.admin, occupation.data!.id, {
    route_id: String(uk.id),
    standing: 'eligible',
    tier: 'general',
    list_name: 'Table 1',
    note: '',
  });
  await t.employer.from('employer_licences').insert({
    employer_id: t.employerId,
    kind: 'uk_licensed_sponsor',
    licence_number: 'SPN-4Q7X2K9',
    routes: ['Skilled Worker'],
  });
}

type Read = (
  client: GlobalHireClient,
  mocked: boolean,
) => Promise<{ data: unknown; error: unknown }>;
const reads: Record<string, Read> = {
  routes: (client) => listVisaRoutes(client),
  thresholds: (client) => listVisaThresholds(client, { destination: 'united-kingdom' }),
  figuresToCheck: (client) => countVisaFiguresToCheck(client),
  licences: (client) => listEmployerLicences(client),
  // The backend's occupation with a standing (seedBackend), a fixture one with a going rate.
  occupations: (client, mocked) =>
    listVisaOccupations(client, { search: mocked ? 'software' : 'orbital' }),
  rights: (client) => listVisaCitizenshipRights(client, { destination: 'united-states' }),
};

describe('the visa catalogue mocks answer as supabase-local does', () => {
  it.each(Object.keys(reads))('%s has the same shape', async (name) => {
    if (name === 'routes') await seedBackend();
    const read = reads[name]!;
    const fromBackend = await read(t.admin, false);
    const fromMocks = await withMocks((client) => read(client, true));
    expect(fromBackend.error).toBeNull();
    expect(fromMocks.error).toBeNull();
    expect(fromBackend.data).not.toBeNull();
    expect(fromMocks.data).not.toBeNull();
    expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks))).toEqual([]);
  });

  it('writes answer with the row as saved, in the same shape', async () => {
    const row = fixtures.visaThresholds.find((figure) => figure.route.code === 'nz-aewv')!;
    const form = {
      route_id: String(row.route_id),
      label: row.label,
      tier: row.tier,
      region: '',
      amount: '24.50',
      currency: row.currency,
      period: row.period,
      hours_basis: '40',
      max_weekly_hours: '',
      effective_from: row.effective_from,
      effective_to: '',
      source_url: row.source_url,
      source_date: row.source_date,
      note: '',
    };
    const mocked = await withMocks((client) => saveVisaThreshold(client, row.id, form));
    expect(mocked.data).toMatchObject({ id: row.id, amount: 24.5, route: { code: 'nz-aewv' } });
    const backendRow = (await listVisaThresholds(t.admin, { destination: 'new-zealand' }))
      .data![0]!;
    const real = await saveVisaThreshold(t.admin, backendRow.id, form);
    expect(shapeDifferences(shapeOf(real), shapeOf(mocked))).toEqual([]);

    const overlap = await withMocks(
      (client) => saveVisaThreshold(client, null, form),
      handlers.saveVisaThreshold('overlap'),
    );
    expect(overlap.error?.message).toBe(visaCatalogueMessages.overlap);
    expect((await withMocks((client) => retireVisaThreshold(client, row.id))).data).toEqual({
      id: row.id,
      retired_at: expect.any(String),
    });
  });

  it('licence, route, occupation and right writes come back changed', async () => {
    const revoked = await withMocks((client) =>
      setEmployerLicenceStatus(client, 4, 'revoked', 'Not on the register.'),
    );
    expect(revoked.data).toMatchObject({
      id: 4,
      status: 'revoked',
      admin_note: 'Not on the register.',
      employer: { company_name: 'Maple Tech Solutions' },
    });
    const verified = await withMocks((client) => setEmployerLicenceStatus(client, 4, 'verified'));
    expect(verified.data!.verified_at).not.toBeNull();
    expect((await withMocks((client) => setVisaRouteRetired(client, 9, false))).data).toMatchObject(
      {
        id: 9,
        retired_at: null,
      },
    );
    const standing = await withMocks((client) =>
      setVisaOccupationStanding(client, 2, {
        route_id: '1',
        standing: 'ineligible',
        tier: 'general',
        list_name: '',
        note: 'Removed from the Temporary Shortage List.',
      }),
    );
    expect(standing.data).toMatchObject({
      id: 2,
      occupation_id: 2,
      route_id: 1,
      standing: 'ineligible',
      route: { code: 'uk-skilled-worker' },
    });
    const taken = await withMocks(
      (client) =>
        saveVisaCitizenshipRight(client, null, {
          destination: 'united-kingdom',
          citizenship: 'IE',
          right_kind: 'free_movement',
          route_id: '',
          basis: 'Common Travel Area',
          conditions: '',
          source_url: 'https://commonslibrary.parliament.uk/research-briefings/cbp-7661/',
          source_date: '2026-05-30',
        }),
      handlers.saveVisaCitizenshipRight('taken'),
    );
    expect(taken.error?.message).toBe(visaCatalogueMessages.rightTaken);
  });

  it('the count fixture agrees with the figures fixture at the stories date', () => {
    const storiesDate = new Date('2026-06-15T12:00:00Z');
    expect(
      fixtures.visaThresholds.filter(
        (row) => visaFigureChecks(row, storiesDate, fixtures.visaThresholds).length > 0,
      ),
    ).toHaveLength(handlers.visaFiguresToCheck.fixture);
  });
});

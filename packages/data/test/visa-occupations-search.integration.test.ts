import { describe, expect, it } from 'vitest';
import {
  canadianProvinces,
  getEmployerJob,
  getOccupation,
  getVisaFit,
  listOccupationClassifications,
  listVisaOccupations,
  listVisaThresholds,
  postJob,
  searchOccupations,
  setVisaOccupationRetired,
  updateJob,
  type GlobalHireClient,
  type PostJobInput,
} from '../src';
import { defaultHandlers, handlers } from '../src/mocks';
import { adminBackend } from './admin-backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

const t = adminBackend();
const mockServer = startMockServer(defaultHandlers);

/** Runs `run` against the mocks, the occupation search's own handlers first. */
async function withMocks<T>(run: (client: GlobalHireClient) => Promise<T>): Promise<T> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(handlers.occupationClassifications(), handlers.occupationSearch());
  try {
    return await run(mockClient());
  } finally {
    mockServer.resetHandlers();
    mockServer.close();
  }
}

const titles = (result: { data: { title: string }[] | null }) =>
  result.data!.map((occupation) => occupation.title);
const codes = (result: { data: { code: string }[] | null }) =>
  result.data!.map((occupation) => occupation.code);

describe('the job form’s occupation search (visa_routes and visa_occupations, read by anyone)', () => {
  it('knows the classification each covered country’s verdicts read', async () => {
    const { data, error } = await listOccupationClassifications(t.backend.anon());
    expect(error).toBeNull();
    expect(data).toEqual({
      australia: 'anzsco',
      canada: 'noc_2021',
      ireland: 'uk_soc_2010',
      'new-zealand': 'anzsco',
      'united-kingdom': 'uk_soc_2020',
      'united-states': 'us_soc',
    });
  });

  it('finds titles holding every word typed, those starting with the first word first', async () => {
    const client = t.backend.anon();
    const software = await searchOccupations(client, {
      classification: 'noc_2021',
      text: 'software',
    });
    expect(software.error).toBeNull();
    expect(titles(software).slice(0, 2)).toEqual([
      'Software developers and programmers',
      'Software engineers and designers',
    ]);
    expect(software.data![1]).toEqual({ code: '21231', title: 'Software engineers and designers' });
    // Other classifications' codes are not offered.
    expect(codes(software).every((code) => /^\d{5}$/.test(code))).toBe(true);

    const twoWords = await searchOccupations(client, {
      classification: 'uk_soc_2020',
      text: 'SOFTWARE prog',
    });
    expect(titles(twoWords)).toEqual(['Programmers and software development professionals']);
  });

  it('finds codes by their start, the exact code first', async () => {
    const client = t.backend.anon();
    const prefix = await searchOccupations(client, { classification: 'noc_2021', text: '2123' });
    expect(codes(prefix)).toEqual(['21231', '21232', '21233']);
    const exact = await searchOccupations(client, { classification: 'us_soc', text: '15-1252' });
    expect(exact.data).toEqual([{ code: '15-1252', title: 'Software Developers' }]);
  });

  it('reads a label as typed back ("Title (code)"), and stops at ten', async () => {
    const client = t.backend.anon();
    const label = await searchOccupations(client, {
      classification: 'noc_2021',
      text: 'Software engineers and designers (21231)',
    });
    expect(codes(label)).toEqual(['21231']);
    const many = await searchOccupations(client, { classification: 'anzsco', text: 'e' });
    expect(many.data).toHaveLength(10);
    expect(
      (await searchOccupations(client, { classification: 'anzsco', text: 'e', limit: 3 })).data,
    ).toHaveLength(3);
  });

  it('takes what is typed literally: wildcards, quotes and commas find nothing unexpected', async () => {
    const client = t.backend.anon();
    for (const text of ['%', '_', 'soft%ware', 'a_b', 'o"brien', 'x,code.ilike.*', '(', '  ']) {
      const result = await searchOccupations(client, { classification: 'noc_2021', text });
      expect(result.error, text).toBeNull();
      expect(result.data, text).toEqual([]);
    }
    // Punctuation inside a title still matches.
    const nec = await searchOccupations(client, { classification: 'uk_soc_2020', text: 'n.e.c' });
    expect(titles(nec)).toContain('Information technology professionals n.e.c.');
  });

  it('offers no retired code, though a job that names one still shows its title', async () => {
    const listed = await listVisaOccupations(t.admin, {
      classification: 'noc_2021',
      search: '21233',
    });
    const webDesigners = listed.data!.rows[0]!;
    expect(webDesigners.code).toBe('21233');
    expect((await setVisaOccupationRetired(t.admin, webDesigners.id, true)).error).toBeNull();
    try {
      const client = t.backend.anon();
      expect(
        codes(await searchOccupations(client, { classification: 'noc_2021', text: '2123' })),
      ).toEqual(['21231', '21232']);
      expect(
        (await getOccupation(client, { classification: 'noc_2021', code: '21233' })).data,
      ).toEqual({
        code: '21233',
        title: 'Web designers',
      });
    } finally {
      await setVisaOccupationRetired(t.admin, webDesigners.id, false);
    }
  });

  it('looks one code up in its classification, or answers null', async () => {
    const client = t.backend.anon();
    expect(
      (await getOccupation(client, { classification: 'noc_2021', code: '21231' })).data,
    ).toEqual({
      code: '21231',
      title: 'Software engineers and designers',
    });
    // UK SOC 2020's 2134 is not a NOC 2021 code.
    expect(
      (await getOccupation(client, { classification: 'noc_2021', code: '2134' })).data,
    ).toBeNull();
  });

  it('the mocks answer in the same shapes, with the same occupations', async () => {
    type Read = (client: GlobalHireClient) => Promise<{ data: unknown; error: unknown }>;
    const reads: Record<string, Read> = {
      classifications: (client: GlobalHireClient) => listOccupationClassifications(client),
      search: (client: GlobalHireClient) =>
        searchOccupations(client, { classification: 'noc_2021', text: 'software' }),
      code: (client: GlobalHireClient) =>
        searchOccupations(client, { classification: 'noc_2021', text: '2123' }),
      one: (client: GlobalHireClient) =>
        getOccupation(client, { classification: 'noc_2021', code: '21231' }),
    };
    for (const [name, read] of Object.entries(reads)) {
      const fromBackend = await read(t.backend.anon());
      const fromMocks = await withMocks(read);
      expect(fromMocks.error, name).toBeNull();
      expect(shapeDifferences(shapeOf(fromBackend), shapeOf(fromMocks)), name).toEqual([]);
      expect(fromMocks.data, name).toEqual(fromBackend.data);
    }
  });
});

describe('a job’s occupation, province, hours and relocation package', () => {
  const job = (overrides: Partial<PostJobInput> = {}): PostJobInput => ({
    jobTitle: 'Payments Software Engineer',
    location: 'Toronto, Canada',
    country: 'canada',
    category: 'it',
    description: 'Build the services behind our payments products.',
    salaryMin: '130000',
    salaryCurrency: 'CAD',
    occupationCode: '21231',
    region: 'ON',
    relocationSupport: true,
    relocationFlights: true,
    relocationHousingNights: '30',
    relocationVisaFees: true,
    relocationAllowance: '5,000',
    relocationNotes: 'Help finding a home in Toronto.',
    ...overrides,
  });

  it('the form offers every province Canada’s thresholds name (and the rest of Canada)', async () => {
    const thresholds = (await listVisaThresholds(t.backend.anon(), { destination: 'canada' }))
      .data!;
    const regions = new Set(thresholds.flatMap((figure) => (figure.region ? [figure.region] : [])));
    expect(regions.size).toBeGreaterThan(0);
    const offered: string[] = canadianProvinces.map((province) => province.value);
    expect([...regions].filter((region) => !offered.includes(region))).toEqual([]);
  });

  it('are saved by the employer, loaded for editing and read by the verdict', async () => {
    const posted = await postJob(t.employer, t.employerId, job());
    expect(posted.error).toBeNull();
    const id = posted.data!.id;
    const loaded = (await getEmployerJob(t.employer, t.employerId, id)).data!;
    expect(loaded).toMatchObject({
      occupation_code: '21231',
      region: 'ON',
      weekly_hours: null,
      relocation_flights: true,
      relocation_housing_nights: 30,
      relocation_visa_fees: true,
      relocation_family: false,
      relocation_allowance: 5000,
      relocation_allowance_currency: 'CAD',
      relocation_notes: 'Help finding a home in Toronto.',
    });

    const fit = (await getVisaFit(t.employer, id, ['IN'])).data!;
    const occupation = fit.checks.find((check) => check.check === 'occupation');
    expect(occupation?.status).not.toBe('unknown');
    expect(JSON.stringify(fit.checks)).toContain('"region":"ON"');

    // An hourly wage with its hours; no relocation package any more.
    const edited = await updateJob(
      t.employer,
      id,
      job({
        salaryMin: '62.50',
        salaryPeriod: 'hour',
        weeklyHours: '37.5',
        relocationSupport: false,
      }),
    );
    expect(edited.error).toBeNull();
    expect((await getEmployerJob(t.employer, t.employerId, id)).data).toMatchObject({
      salary_period: 'hour',
      weekly_hours: 37.5,
      relocation_support: false,
      relocation_flights: false,
      relocation_housing_nights: null,
      relocation_allowance: null,
      relocation_allowance_currency: null,
      relocation_notes: null,
      occupation_code: '21231',
    });
  });
});

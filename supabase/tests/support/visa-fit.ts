import type { SupabaseClient } from '@globalhire/supabase-local/testing';
import { must } from './attempts.js';
import { jobRow } from './fixtures.js';
import { seedUsers } from './personas.js';
import { fixtureOccupations } from './visa-fit-occupations.js';

// Fixtures of the visa-fit tests: occupations of their own, employers in every licence state and
// jobs built from a few fields. The routes, thresholds and citizenship rights are the seeded ones
// (supabase/migrations/20261205100300_visa_catalogue_data.sql).

/** The date the verdicts are asked for unless a case names another. */
export const asOf = '2026-12-05';

export { occupations, shortageNote, levelFourNote } from './visa-fit-occupations.js';

const catalogueEmployer = (n: number) =>
  `00000000-0000-4000-8000-0000ca7a${String(n).padStart(4, '0')}`;

/** Seeded employers, each holding its licences in one state. */
export const employers = {
  /** Verified UK (Skilled Worker), NZ and AU licences: Maple Tech Solutions. */
  licensed: seedUsers.employer.id,
  /** UK, NZ and AU licences claimed, not verified: Pennine Manufacturing. */
  claimed: catalogueEmployer(10),
  /** UK and NZ licences revoked: Kingsbridge Bank. */
  revoked: catalogueEmployer(11),
  /** A verified UK licence that expired on 30 June 2026: Caledonia Life Sciences. */
  expired: catalogueEmployer(12),
  /** A verified UK licence for another route only: Severn Education Trust. */
  otherRoute: catalogueEmployer(13),
  /** A verified UK licence that names no route: Midlands Talent Partners. */
  anyRoute: catalogueEmployer(14),
  /** No licence at all: Liffey Sales Solutions. */
  unlicensed: catalogueEmployer(15),
} as const;
export type EmployerKey = keyof typeof employers;

export const licenceNumbers = { uk: 'UKS-0000001', nz: 'NZA-0000001', au: 'AUS-0000001' } as const;

const licences: Record<string, unknown>[] = [
  {
    employer_id: employers.licensed,
    kind: 'uk_licensed_sponsor',
    licence_number: licenceNumbers.uk,
    routes: ['Skilled Worker', 'Global Business Mobility'],
    status: 'verified',
  },
  {
    employer_id: employers.licensed,
    kind: 'nz_accredited_employer',
    licence_number: licenceNumbers.nz,
    status: 'verified',
  },
  {
    employer_id: employers.licensed,
    kind: 'au_standard_business_sponsor',
    licence_number: licenceNumbers.au,
    status: 'verified',
  },
  {
    employer_id: employers.claimed,
    kind: 'uk_licensed_sponsor',
    licence_number: 'UKS-0000002',
    routes: ['Skilled Worker'],
    status: 'claimed',
  },
  {
    employer_id: employers.claimed,
    kind: 'nz_accredited_employer',
    licence_number: 'NZA-0000002',
    status: 'claimed',
  },
  {
    employer_id: employers.claimed,
    kind: 'au_standard_business_sponsor',
    licence_number: 'AUS-0000002',
    status: 'claimed',
  },
  {
    employer_id: employers.revoked,
    kind: 'uk_licensed_sponsor',
    licence_number: 'UKS-0000003',
    routes: ['Skilled Worker'],
    status: 'revoked',
  },
  {
    employer_id: employers.revoked,
    kind: 'nz_accredited_employer',
    licence_number: 'NZA-0000003',
    status: 'revoked',
  },
  {
    employer_id: employers.expired,
    kind: 'uk_licensed_sponsor',
    licence_number: 'UKS-0000004',
    routes: ['Skilled Worker'],
    status: 'verified',
    expires_on: '2026-06-30',
  },
  {
    employer_id: employers.otherRoute,
    kind: 'uk_licensed_sponsor',
    licence_number: 'UKS-0000005',
    routes: ['Global Business Mobility'],
    status: 'verified',
  },
  {
    employer_id: employers.anyRoute,
    kind: 'uk_licensed_sponsor',
    licence_number: 'UKS-0000006',
    routes: [],
    status: 'verified',
  },
];

/** The seeded routes' ids by code. */
export async function routeIds(service: SupabaseClient): Promise<Record<string, number>> {
  const rows = await must<{ id: number; code: string }[]>(
    service.from('visa_routes').select('id, code'),
  );
  return Object.fromEntries(rows.map((r) => [r.code, r.id]));
}

/** The fixture occupations and their standings, and the fixture employers' licences. */
export async function seedVisaFitFixtures(service: SupabaseClient): Promise<void> {
  const routes = await routeIds(service);
  const inserted = await must<{ id: number; classification: string; code: string }[]>(
    service
      .from('visa_occupations')
      .insert(
        fixtureOccupations.map(({ classification, code, title, skill_level }) => ({
          classification,
          code,
          title,
          skill_level,
        })),
        { defaultToNull: false },
      )
      .select('id, classification, code'),
  );
  const idOf = new Map(inserted.map((o) => [`${o.classification} ${o.code}`, o.id]));
  const standings = fixtureOccupations.flatMap((o) =>
    Object.entries(o.routes ?? {}).map(([route, row]) => ({
      occupation_id: idOf.get(`${o.classification} ${o.code}`),
      route_id: routes[route],
      ...row,
    })),
  );
  await must(
    service.from('visa_occupation_routes').insert(standings, { defaultToNull: false }).select('id'),
  );
  // Whatever the seed gave these employers, they hold the licences listed here and no others.
  await must(
    service
      .from('employer_licences')
      .delete()
      .in('employer_id', Object.values(employers))
      .select('id'),
  );
  await must(
    service.from('employer_licences').insert(licences, { defaultToNull: false }).select('id'),
  );
}

export interface FitJob {
  country: string;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_currency?: string | null;
  salary_period?: 'year' | 'month' | 'hour';
  occupation_code?: string | null;
  region?: string | null;
  weekly_hours?: number | null;
  employer?: EmployerKey;
  /** false: waiting for an admin, so only its employer and admins see it (default true). */
  live?: boolean;
}

/** Creates the jobs in one insert; their ids in the same order. */
export async function createFitJobs(
  service: SupabaseClient,
  jobs: FitJob[],
  tag: string,
): Promise<number[]> {
  const rows = jobs.map(({ employer = 'licensed', live = true, ...fields }, index) =>
    jobRow(employers[employer], `${tag} ${index}`, {
      description: 'A job created by the visa-fit tests.',
      location: fields.country,
      approved: live ? true : null,
      ...fields,
    }),
  );
  const created = await must<{ id: number; title: string }[]>(
    service.from('jobs').insert(rows, { defaultToNull: false }).select('id, title'),
  );
  const idOf = new Map(created.map((j) => [j.title, j.id]));
  return rows.map((row) => idOf.get(row.title as string)!);
}

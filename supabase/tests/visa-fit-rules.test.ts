import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFitJobs, seedVisaFitFixtures } from './support/visa-fit.js';
import type { Check, FitCase } from './support/visa-fit-cases/builders.js';
import { ukCases } from './support/visa-fit-cases/united-kingdom.js';
import { irelandCases } from './support/visa-fit-cases/ireland.js';
import { northAmericaCases } from './support/visa-fit-cases/north-america.js';
import { oceaniaCases } from './support/visa-fit-cases/oceania.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// The rules of "Can I work there?" (spec visa-routes.md §3) case by case, as a visitor asks them:
// each row is a live job, the citizenships given and the date, and the verdict with the check
// that decided it. Routes, thresholds and citizenship rights are the seeded catalogue; the
// occupations and the employers' licences are fixtures (support/visa-fit.ts); the cases, one file
// per region, are in support/visa-fit-cases.

const cases: FitCase[] = [...ukCases, ...irelandCases, ...northAmericaCases, ...oceaniaCases];

let server: TestServer;
let jobIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const service = server.serviceClient();
  await seedVisaFitFixtures(service);
  jobIds = await createFitJobs(
    service,
    cases.map((c) => c.job),
    'visa-fit rule',
  );
});

afterAll(async () => {
  await server?.stop();
});

describe('the visa-fit rules, as a visitor asks them', () => {
  it('has a case for every destination', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const destinations = new Set(cases.map((c) => c.job.country));
    for (const d of [
      'united-kingdom',
      'ireland',
      'canada',
      'united-states',
      'australia',
      'new-zealand',
    ]) {
      expect(destinations).toContain(d);
    }
  });

  it.each(cases.map((c, index) => ({ ...c, index })))(
    '$rule',
    async ({ index, citizenships, onDate, verdict, route, decisive, job }) => {
      const { data, error } = await server
        .client()
        .rpc('visa_fit', { job_id: jobIds[index], citizenships, on_date: onDate });
      expect(error).toBeNull();
      expect(data).toMatchObject({ verdict, destination: job.country, as_of: onDate });
      if (route !== undefined) expect(data.route?.code ?? null).toBe(route);
      const checks = data.checks as Check[];
      expect(
        checks.filter((c) => c.check === decisive.check),
        JSON.stringify(checks),
      ).toHaveLength(1);
      expect(checks.find((c) => c.check === decisive.check)).toMatchObject(decisive);
    },
  );
});

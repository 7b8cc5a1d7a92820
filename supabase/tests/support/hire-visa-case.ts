import { expect } from 'vitest';
import type {
  SupabaseClient,
  TestServer,
} from '@globalhire/supabase-local/testing';
import { must } from './attempts.js';
import { createJob } from './fixtures.js';
import { newCandidate } from './managed-service-fixtures.js';

// Hires and the visa cases they open: a candidate with given citizenships applies to a Maple
// Tech job in Dublin, the employer hires them, and the case is read back through the service role.

export const pdf = (text: string) =>
  new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });

/** A live Dublin job of Maple Tech on the Critical Skills list (SOC 2010 2136) at EUR 60,000. */
export const irishJob = (server: TestServer, tag: string) =>
  createJob(server.serviceClient(), tag, {
    approved: true,
    title: `Test engineer ${tag}`,
    country: 'ireland',
    location: 'Dublin, Ireland',
    occupation_code: '2136',
    salary_min: 60000,
    salary_max: 70000,
    salary_currency: 'EUR',
    salary_period: 'year',
  });

/** A new candidate with these citizenships (none: nothing recorded) who applied to the job. */
export async function applicant(
  server: TestServer,
  tag: string,
  citizenships: string[],
  country = 'india',
) {
  const candidate = await newCandidate(server, tag, { country });
  if (citizenships.length > 0) {
    await must(
      candidate.client
        .from('candidate_citizenships')
        .insert({ candidate_id: candidate.id, citizenships })
        .select('candidate_id'),
    );
  }
  const jobId = await irishJob(server, tag);
  const applied = await must<{ id: number }>(
    candidate.client
      .from('applications')
      .insert({ job_id: jobId, candidate_id: candidate.id })
      .select('id')
      .single(),
  );
  return { candidate, jobId, applicationId: applied.id };
}
export type Applicant = Awaited<ReturnType<typeof applicant>>;

/** The employer's "Mark as hired". */
export async function hire(employer: SupabaseClient, applicationId: number) {
  const { error } = await employer
    .from('applications')
    .update({ status: 'hired' })
    .eq('id', applicationId);
  expect(error).toBeNull();
}

export interface CaseRow {
  id: number;
  application_id: number | null;
  job_id: number | null;
  employer_id: string | null;
  destination_country: string;
  visa_type: string;
  status: string;
  version: number;
}

export const casesOf = (server: TestServer, applicationId: number) =>
  must<CaseRow[]>(
    server
      .serviceClient()
      .from('visa_cases')
      .select(
        'id, application_id, job_id, employer_id, destination_country, visa_type, status, version',
      )
      .eq('application_id', applicationId),
  );

export const stepsOf = (client: SupabaseClient, caseId: number) =>
  must<{ id: number; position: number; title: string; owner: string; done: boolean }[]>(
    client
      .from('visa_case_steps')
      .select('id, position, title, owner, done')
      .eq('case_id', caseId)
      .order('position'),
  );

import type { SupabaseClient } from '@globalhire/supabase-local/testing';
import { must } from './attempts.js';
import { seedUsers } from './personas.js';

/** Subjects prepared through the service role, which RLS and the moderation triggers let through. */

type Row = Record<string, unknown>;

export async function insertRow(service: SupabaseClient, table: string, row: Row): Promise<number> {
  const inserted = await must<{ id: number }>(service.from(table).insert(row).select('id').single());
  return inserted.id;
}

export async function rowById(service: SupabaseClient, table: string, id: number | string): Promise<Row | null> {
  const { data, error } = await service.from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`Could not read ${table} ${id}: ${error.message}`);
  return data as Row | null;
}

export async function rowExists(service: SupabaseClient, table: string, id: number | string): Promise<boolean> {
  return (await rowById(service, table, id)) !== null;
}

export function jobRow(companyId: string, tag: string, overrides: Row = {}): Row {
  return {
    company_id: companyId,
    title: `Test job ${tag}`,
    description: 'A job created by the RLS matrix.',
    category: 'it',
    country: 'canada',
    location: 'Toronto, Canada',
    ...overrides,
  };
}

export function createJob(service: SupabaseClient, tag: string, overrides: Row = {}): Promise<number> {
  return insertRow(service, 'jobs', jobRow(seedUsers.employer.id, tag, overrides));
}

export function createLiveJob(service: SupabaseClient, tag: string): Promise<number> {
  return createJob(service, tag, { approved: true });
}

/** The candidate's application to a fresh live job of the employer. */
export async function createApplication(service: SupabaseClient, tag: string, overrides: Row = {}): Promise<number> {
  const jobId = await createLiveJob(service, tag);
  return insertRow(service, 'applications', {
    job_id: jobId,
    candidate_id: seedUsers.candidate.id,
    cover_letter: `Cover letter ${tag}`,
    ...overrides,
  });
}

/** Room for the postings a test file creates: the demo employer moves to the unlimited plan. */
export async function giveEmployerUnlimitedPlan(service: SupabaseClient): Promise<void> {
  const { error } = await service
    .from('subscriptions')
    .update({ plan: 'enterprise' })
    .eq('employer_id', seedUsers.employer.id)
    .eq('status', 'active');
  if (error) throw new Error(error.message);
}

import type { GlobalHireClient } from '../client';
import type { Enums } from '../database.types';
import { fail, ok, type Result } from '../result';

/** What public.visa_fit concludes for a job and a set of citizenships. */
export type VisaVerdict =
  | 'no_visa_needed'
  | 'treaty_route'
  | 'likely_sponsorable'
  | 'salary_below_threshold'
  | 'occupation_not_eligible'
  | 'employer_not_licensed'
  | 'unknown';

export const visaVerdicts: readonly VisaVerdict[] = [
  'no_visa_needed',
  'treaty_route',
  'likely_sponsorable',
  'salary_below_threshold',
  'occupation_not_eligible',
  'employer_not_licensed',
  'unknown',
];

/** The verdicts the "Jobs I can likely take" filter keeps. */
export const takeableVerdicts: readonly VisaVerdict[] = [
  'no_visa_needed',
  'treaty_route',
  'likely_sponsorable',
];

export type VisaCheckStatus = 'passed' | 'failed' | 'unknown';
export type VisaCheckName = 'destination' | 'citizenship' | 'occupation' | 'salary' | 'employer';

export interface VisaThresholdFacts {
  id: number;
  amount: number;
  label: string;
  region: string | null;
  effective_from: string;
  effective_to: string | null;
  note: string | null;
  source_date: string;
}

/** The figures one check compared; which keys are present depends on the check and its reason. */
export interface VisaCheckFacts {
  destination?: string;
  citizenship?: string;
  citizenships?: string[];
  basis?: string;
  conditions?: string | null;
  code?: string;
  title?: string;
  classification?: Enums<'occupation_classification'> | null;
  list_name?: string | null;
  excluded_prefixes?: string[];
  note?: string | null;
  currency?: string | null;
  local_currency?: string;
  region?: string | null;
  tier?: string;
  offered?: number | null;
  offered_lowest?: number | null;
  period?: Enums<'salary_period'>;
  job_salary_min?: number | null;
  job_salary_max?: number | null;
  job_period?: Enums<'salary_period'>;
  weekly_hours?: number | null;
  hours_assumed?: boolean;
  threshold?: VisaThresholdFacts;
  going_rate?: number | null;
  required?: number;
  kind?: Enums<'employer_licence_kind'>;
  licence_number?: string | null;
  route_name?: string | null;
}

export interface VisaCheck {
  check: VisaCheckName;
  status: VisaCheckStatus;
  /** Why, as a code the site words (e.g. 'free_movement', 'below', 'not_licensed'). */
  reason: string;
  facts: VisaCheckFacts;
  source_url: string | null;
}

export interface VisaRouteSummary {
  id: number;
  code: string;
  name: string;
  kind: Enums<'visa_route_kind'>;
  official_url: string;
  note: string | null;
}

export interface VisaFit {
  verdict: VisaVerdict;
  /** The job's country slug. */
  destination: string;
  /** The date the rules were read for (YYYY-MM-DD). */
  as_of: string;
  route: VisaRouteSummary | null;
  checks: VisaCheck[];
}

export interface JobVerdict {
  job_id: number;
  verdict: VisaVerdict;
  route_name: string | null;
}

/** ISO 3166-1 alpha-2 codes, upper case, each once, at most six. */
export function normaliseCitizenships(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const code of codes) {
    const upper = code.trim().toUpperCase();
    if (/^[A-Z]{2}$/.test(upper)) seen.add(upper);
  }
  return [...seen].slice(0, 6);
}

/**
 * The verdict for one job. `citizenships` null: the signed-in candidate's own (none for a
 * visitor); an array: those (a visitor's choice kept in the browser).
 */
export async function getVisaFit(
  client: GlobalHireClient,
  jobId: number,
  citizenships: readonly string[] | null,
): Promise<Result<VisaFit | null>> {
  const { data, error, status } = await client.rpc('visa_fit', {
    job_id: jobId,
    ...(citizenships ? { citizenships: normaliseCitizenships(citizenships) } : {}),
  });
  return error ? fail(error, status) : ok((data as unknown as VisaFit | null) ?? null);
}

/** The verdict of each job on a page of cards (up to 100). */
export async function getVisaVerdicts(
  client: GlobalHireClient,
  jobIds: readonly number[],
  citizenships: readonly string[] | null,
): Promise<Result<JobVerdict[]>> {
  if (jobIds.length === 0) return ok([]);
  const { data, error, status } = await client.rpc('visa_verdicts', {
    job_ids: jobIds.slice(0, 100),
    ...(citizenships ? { citizenships: normaliseCitizenships(citizenships) } : {}),
  });
  return error ? fail(error, status) : ok((data ?? []) as JobVerdict[]);
}

/** Each applicant's verdict for one of the employer's jobs, keyed by application id. */
export async function getApplicantVisaFits(
  client: GlobalHireClient,
  jobId: number,
): Promise<Result<Map<number, VisaFit>>> {
  const { data, error, status } = await client.rpc('applicant_visa_fits', { job_id: jobId });
  if (error) return fail(error, status);
  return ok(
    new Map(
      (data ?? []).map((row) => [row.application_id, row.fit as unknown as VisaFit] as const),
    ),
  );
}

export interface MyCitizenships {
  citizenships: string[];
  residence: string | null;
}

/** The signed-in candidate's citizenships and residence (empty when never given). */
export async function getMyCitizenships(client: GlobalHireClient): Promise<Result<MyCitizenships>> {
  const { data, error, status } = await client
    .from('candidate_citizenships')
    .select('citizenships, residence')
    .maybeSingle();
  if (error) return fail(error, status);
  return ok({ citizenships: data?.citizenships ?? [], residence: data?.residence ?? null });
}

/** Records the signed-in candidate's citizenships and residence (readable by them alone). */
export async function saveMyCitizenships(
  client: GlobalHireClient,
  candidateId: string,
  input: MyCitizenships,
): Promise<Result<MyCitizenships>> {
  const row = {
    candidate_id: candidateId,
    citizenships: normaliseCitizenships(input.citizenships),
    residence: input.residence ? input.residence.toUpperCase() : null,
  };
  const { error, status } = await client
    .from('candidate_citizenships')
    .upsert(row, { onConflict: 'candidate_id' });
  return error
    ? fail(error, status)
    : ok({ citizenships: row.citizenships, residence: row.residence });
}

export interface MyJobVerdicts {
  saved: Partial<Record<VisaVerdict, number>>;
  applied: Partial<Record<VisaVerdict, number>>;
}

/** The signed-in candidate's saved and applied jobs counted by verdict (their dashboard). */
export async function getMyJobVerdicts(client: GlobalHireClient): Promise<Result<MyJobVerdicts>> {
  const { data, error, status } = await client.rpc('my_job_verdicts');
  if (error) return fail(error, status);
  const counts: MyJobVerdicts = { saved: {}, applied: {} };
  for (const row of data ?? []) {
    if (row.list === 'saved' || row.list === 'applied')
      counts[row.list][row.verdict as VisaVerdict] = Number(row.jobs);
  }
  return ok(counts);
}

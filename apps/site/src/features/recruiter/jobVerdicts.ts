import { takeableVerdicts, visaVerdicts, type VisaVerdict } from '@globalhire/data';

// How the recruiter's job finder orders and filters jobs by their visa-fit verdict for the
// candidate: jobs they can likely take first, then those nobody can tell yet, then the rest.

/** The three answers a recruiter acts on. */
export type VerdictGroup = 'takeable' | 'unknown' | 'not_takeable';
export const verdictGroups: readonly VerdictGroup[] = ['takeable', 'unknown', 'not_takeable'];

export const verdictGroupLabels: Record<VerdictGroup, string> = {
  takeable: 'Likely can take',
  unknown: 'Cannot tell yet',
  not_takeable: 'Likely cannot take',
};

/** 'verdict': likely takeable first; 'newest': newest published first. */
export type JobOrder = 'verdict' | 'newest';
export const jobOrderLabels: Record<JobOrder, string> = {
  verdict: 'Likely can take first',
  newest: 'Newest first',
};

/** A job without a verdict (none asked, or none answered) counts as unknown. */
export function verdictGroupOf(verdict: VisaVerdict | undefined): VerdictGroup {
  if (!verdict || verdict === 'unknown') return 'unknown';
  return takeableVerdicts.includes(verdict) ? 'takeable' : 'not_takeable';
}

/** Group first, then the verdict's place in the catalogue (no visa needed before sponsorable). */
function verdictRank(verdict: VisaVerdict | undefined): number {
  const group = verdictGroups.indexOf(verdictGroupOf(verdict));
  const within = verdict ? visaVerdicts.indexOf(verdict) : visaVerdicts.length;
  return group * 100 + within;
}

interface RankableJob {
  id: number;
  published_at: string | null;
  created_at: string;
}

const postedAt = (job: RankableJob) => job.published_at ?? job.created_at;
const newestFirst = (a: RankableJob, b: RankableJob) =>
  postedAt(b).localeCompare(postedAt(a)) || b.id - a.id;

/**
 * The jobs to show: those of the chosen group (all for null), in the chosen order. Ties in
 * verdict order keep the newest first.
 */
export function rankJobs<Job extends RankableJob>(
  jobs: readonly Job[],
  verdicts: ReadonlyMap<number, VisaVerdict>,
  options: { order: JobOrder; group: VerdictGroup | null },
): Job[] {
  const shown = options.group
    ? jobs.filter((job) => verdictGroupOf(verdicts.get(job.id)) === options.group)
    : [...jobs];
  return shown.sort((a, b) =>
    options.order === 'verdict'
      ? verdictRank(verdicts.get(a.id)) - verdictRank(verdicts.get(b.id)) || newestFirst(a, b)
      : newestFirst(a, b),
  );
}

/** How many of the jobs fall in each group, for the filter's option labels. */
export function countByGroup(
  jobs: readonly { id: number }[],
  verdicts: ReadonlyMap<number, VisaVerdict>,
): Record<VerdictGroup, number> {
  const counts: Record<VerdictGroup, number> = { takeable: 0, unknown: 0, not_takeable: 0 };
  for (const job of jobs) counts[verdictGroupOf(verdicts.get(job.id))] += 1;
  return counts;
}

/** One list from the searches of several destinations: each job once, newest first. */
export function mergeJobPages<Job extends RankableJob>(pages: readonly (readonly Job[])[]): Job[] {
  const byId = new Map<number, Job>();
  for (const page of pages) for (const job of page) if (!byId.has(job.id)) byId.set(job.id, job);
  return [...byId.values()].sort(newestFirst);
}

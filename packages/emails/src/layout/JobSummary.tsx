import type { ReactNode } from 'react';
import type { JobFacts } from '../facts/common';
import { formatJobSalary } from '../format';
import { FactTable } from './parts';

/** A job's key facts: title, employer, place and salary (rows left out when unknown). */
export function JobSummary({ job, extra = [] }: { job: JobFacts; extra?: ReadonlyArray<readonly [string, ReactNode | null | undefined]> }) {
  return (
    <FactTable
      rows={[
        ['Job', job.title],
        ['Employer', job.companyName],
        ['Location', job.location],
        ['Salary', formatJobSalary(job.salary)],
        ...extra,
      ]}
    />
  );
}

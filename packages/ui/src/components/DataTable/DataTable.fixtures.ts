import type { JobStatus } from '@globalhire/ui';

/** The admin jobs list's row shape (spec §3: Admin job). Story and test data only. */
export interface AdminJob {
  id: string;
  title: string;
  company: string;
  status: JobStatus;
  applications: number;
  posted: string;
}

export const adminJobs: AdminJob[] = [
  {
    id: 'job-1',
    title: 'Registered Nurse',
    company: 'Northwind Health',
    status: 'active',
    applications: 48,
    posted: '2025-03-10',
  },
  {
    id: 'job-2',
    title: 'Software Engineer',
    company: 'Contoso Digital',
    status: 'pending',
    applications: 0,
    posted: '2025-03-12',
  },
  {
    id: 'job-3',
    title: 'Civil Engineer',
    company: 'Fabrikam Infrastructure',
    status: 'active',
    applications: 17,
    posted: '2025-02-26',
  },
  {
    id: 'job-4',
    title: 'Electrician',
    company: 'Tailspin Trades',
    status: 'expired',
    applications: 9,
    posted: '2025-01-08',
  },
  {
    id: 'job-5',
    title: 'Secondary School Teacher',
    company: 'Wide World Schools',
    status: 'pending',
    applications: 3,
    posted: '2025-03-13',
  },
];

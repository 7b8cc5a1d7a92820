import type { ReactNode } from 'react';
import { Card, Link, Skeleton } from '@globalhire/ui';
import type { CandidateDashboardStats } from '@globalhire/data';
import * as styles from './DashboardCounts.css';

/** public.candidate_dashboard_stats counts at most this many recommendations. */
const recommendationCap = 100;

interface Count {
  label: string;
  href?: string;
  value: (stats: CandidateDashboardStats) => ReactNode;
}

// The spec's card labels, in its order; Visa Progress has its own section above.
const counts: Count[] = [
  {
    label: 'Applications Submitted',
    href: '/applicant/applications',
    value: (s) => `${s.applications_submitted} · ${s.applications_in_progress} in progress`,
  },
  { label: 'Jobs Saved', href: '/applicant/saved', value: (s) => s.jobs_saved },
  {
    label: 'Upcoming Interviews',
    href: '/applicant/interviews',
    value: (s) => s.upcoming_interviews,
  },
  {
    label: 'Job Recommendations',
    value: (s) =>
      s.job_recommendations >= recommendationCap ? `${recommendationCap}+` : s.job_recommendations,
  },
  {
    label: 'Notifications',
    href: '/applicant/notifications',
    value: (s) => `${s.unread_notifications} unread`,
  },
];

/** The dashboard's figures, compact; each label leads to the page behind its figure. */
export function DashboardCounts({ stats }: { stats: CandidateDashboardStats | undefined }) {
  return (
    <Card>
      <dl className={styles.list} aria-busy={!stats || undefined}>
        {counts.map((count) => (
          <div key={count.label} className={styles.item}>
            <dt className={styles.label}>
              {count.href ? <Link href={count.href}>{count.label}</Link> : count.label}
            </dt>
            <dd className={styles.value}>
              {stats ? count.value(stats) : <Skeleton width="3rem" />}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Briefcase, CheckCircle2, Hourglass, Send } from 'lucide-react';
import { Alert, Column, Columns, StatCard } from '@globalhire/ui';
import { countryLabel, formatNumber, getAdminAnalytics, jobCategoryLabel, type ApplicationStatus } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { BarList } from '../../features/admin/BarList';
import { adminKey } from '../../features/admin/adminQueries';
import { applicationStatusLabels, lifecycleLabels } from '../../features/admin/labels';
import { RetryButton } from '../../features/admin/RetryButton';

/** /admin/analytics: jobs by category, country and status, applications by status, from the database. */
export default function AdminAnalyticsPage() {
  const client = useSupabase();
  const analytics = useQuery({
    queryKey: [adminKey, 'analytics'],
    queryFn: async () => unwrap(await getAdminAnalytics(client)),
  });
  const loading = analytics.isPending;
  const a = analytics.data;
  const lifecycle = a?.jobsByLifecycle;
  const totalJobs = lifecycle ? Object.values(lifecycle).reduce((sum, n) => sum + n, 0) : 0;
  const totalApplications = a?.applicationsByStatus.reduce((sum, row) => sum + row.total, 0) ?? 0;
  const hired = a?.applicationsByStatus.find((row) => row.key === 'hired')?.total ?? 0;
  const figure = (n: number) => formatNumber(n);

  return (
    <AdminPage
      title="Analytics"
      intro="Where the jobs are and how applications are moving, counted from the live database."
    >
      {analytics.isError ? (
        <Alert
          tone="critical"
          title="The analytics could not be loaded."
          action={
            <RetryButton query={analytics} />
          }
        >
          {analytics.error.message}
        </Alert>
      ) : null}
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <StatCard
            label="Total Jobs"
            value={figure(totalJobs)}
            loading={loading}
            icon={<Briefcase aria-hidden />}
            delta={
              lifecycle
                ? `${figure(lifecycle.draft)} draft${lifecycle.draft === 1 ? '' : 's'}`
                : undefined
            }
          />
        </Column>
        <Column>
          <StatCard
            label="Live Jobs"
            value={figure(lifecycle?.active ?? 0)}
            loading={loading}
            tone="positive"
            icon={<CheckCircle2 aria-hidden />}
            delta={lifecycle ? `${figure(lifecycle.expired)} expired` : undefined}
          />
        </Column>
        <Column>
          <StatCard
            label="Pending Approval"
            value={figure(lifecycle?.pending ?? 0)}
            loading={loading}
            tone="caution"
            icon={<Hourglass aria-hidden />}
            delta={lifecycle ? `${figure(lifecycle.rejected)} rejected` : undefined}
          />
        </Column>
        <Column>
          <StatCard
            label="Applications"
            value={figure(totalApplications)}
            loading={loading}
            tone="info"
            icon={<Send aria-hidden />}
            delta={a ? `${figure(hired)} hired` : undefined}
            deltaTone={hired ? 'positive' : 'neutral'}
          />
        </Column>
      </Columns>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <BarList
            title="Jobs by category"
            loading={loading}
            emptyTitle="No jobs posted yet."
            items={(a?.jobsByCategory ?? []).map((row) => ({
              ...row,
              label: jobCategoryLabel(row.key),
            }))}
          />
        </Column>
        <Column>
          <BarList
            title="Jobs by country"
            loading={loading}
            emptyTitle="No jobs posted yet."
            items={(a?.jobsByCountry ?? []).map((row) => ({
              ...row,
              label: countryLabel(row.key),
            }))}
          />
        </Column>
      </Columns>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <BarList
            title="Applications by status"
            loading={loading}
            emptyTitle="No applications yet."
            items={(a?.applicationsByStatus ?? []).map((row) => ({
              ...row,
              label: applicationStatusLabels[row.key as ApplicationStatus] ?? row.key,
            }))}
          />
        </Column>
        <Column>
          <BarList
            title="Jobs by status"
            loading={loading}
            emptyTitle="No jobs yet."
            items={
              lifecycle
                ? (Object.keys(lifecycleLabels) as (keyof typeof lifecycleLabels)[]).map((key) => ({
                    key,
                    label: lifecycleLabels[key],
                    total: lifecycle[key],
                  }))
                : []
            }
          />
        </Column>
      </Columns>
    </AdminPage>
  );
}

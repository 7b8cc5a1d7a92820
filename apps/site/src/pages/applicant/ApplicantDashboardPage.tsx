import { useQuery } from '@tanstack/react-query';
import { Bookmark, FileText, LifeBuoy, ListChecks, Plane, Search, UserRound } from 'lucide-react';
import { Alert, ButtonLink, Column, Columns, Heading, Inline, Stack, Text } from '@globalhire/ui';
import { getCandidateDashboardStats } from '@globalhire/data';
import { useAuth } from '../../auth/AuthProvider';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { usePageMeta } from '../../seo/usePageMeta';
import { JobVerdictSummary } from '../../features/visa-fit/JobVerdictSummary';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import { DashboardSection } from '../../features/dashboard/DashboardSection';
import {
  DashboardShortcuts,
  type ShortcutDetail,
} from '../../features/dashboard/DashboardShortcuts';
import { panels } from '../../content/panelMenus';
import { DashboardCounts } from '../../features/candidate-dashboard/DashboardCounts';
import { RecentApplications } from '../../features/candidate-dashboard/RecentApplications';
import { RecommendedJobs } from '../../features/candidate-dashboard/RecommendedJobs';
import { VisaProgress } from '../../features/candidate-dashboard/VisaProgress';

// The spec's shortcuts (profile, CV, saved jobs, applications, visa, help), in the side menu's
// words and order. The menu's other items are a click away there; Help is not in the menu, so
// this is its way in.
const shortcutDetails: Record<string, ShortcutDetail> = {
  '/applicant/profile': {
    description: 'Keep your details and preferences current.',
    icon: <UserRound aria-hidden />,
  },
  '/applicant/cv': {
    description: 'Upload the CV you send with applications.',
    icon: <FileText aria-hidden />,
  },
  '/applicant/saved': {
    description: 'Jobs you bookmarked for later.',
    icon: <Bookmark aria-hidden />,
  },
  '/applicant/applications': {
    description: 'Follow every application.',
    icon: <ListChecks aria-hidden />,
  },
  '/applicant/visa': { description: 'Your visa steps and documents.', icon: <Plane aria-hidden /> },
};
const help = {
  href: '/applicant/help',
  label: 'Help',
  description: 'Answers and how to reach us.',
  icon: <LifeBuoy aria-hidden />,
};

/**
 * /applicant/dashboard: where the candidate's applications stand, their visa case step by step and
 * jobs picked for them (their own rows, RLS); then the counts and shortcuts.
 */
export default function ApplicantDashboardPage() {
  usePageMeta({
    title: 'Applicant Dashboard',
    description: 'Your applications, saved jobs and visa progress.',
    noIndex: true,
  });
  const client = useSupabase();
  const { profile } = useAuth();
  const stats = useQuery({
    queryKey: ['candidate-dashboard', profile?.id],
    queryFn: async () => unwrap(await getCandidateDashboardStats(client)),
  });
  const s = stats.data;
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');

  return (
    <Stack space="xxlarge">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="xsmall">
          <Heading level={1}>Welcome back!</Heading>
          {name ? <Text tone="muted">{name}</Text> : null}
        </Stack>
        <ButtonLink href="/jobs" icon={<Search aria-hidden />}>
          Find Jobs
        </ButtonLink>
      </Inline>
      {s && s.upcoming_interviews > 0 ? (
        <Alert
          tone="info"
          title={`You have ${s.upcoming_interviews} upcoming interview${s.upcoming_interviews === 1 ? '' : 's'}.`}
          action={
            <ButtonLink href="/applicant/interviews" size="small" variant="soft">
              View interviews
            </ButtonLink>
          }
        >
          Check the time, the place or the meeting link, and prepare with our interview tips.
        </Alert>
      ) : null}
      <Columns space="xlarge" collapseBelow="desktop">
        <Column>
          <RecentApplications />
        </Column>
        <Column>
          <VisaProgress />
        </Column>
      </Columns>
      <RecommendedJobs />
      <JobVerdictSummary />
      <DashboardSection title="At a glance" busy={stats.isPending}>
        {stats.isError ? (
          <QueryErrorAlert
            title="Your dashboard could not be loaded."
            error={stats.error}
            onRetry={() => void stats.refetch()}
            retrying={stats.isRefetching}
          />
        ) : (
          <DashboardCounts stats={s} />
        )}
      </DashboardSection>
      <DashboardShortcuts menu={panels.candidate.links} details={shortcutDetails} extra={[help]} />
    </Stack>
  );
}

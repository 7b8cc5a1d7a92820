import { accountStanding, formatNumber } from '@globalhire/data';
import {
  Briefcase,
  Building2,
  CalendarClock,
  CreditCard,
  Eye,
  FilePlus2,
  Inbox,
  LifeBuoy,
  ListChecks,
  Rocket,
  Star,
  Users,
} from 'lucide-react';
import {
  ButtonLink,
  Column,
  Columns,
  Heading,
  Inline,
  PromoBanner,
  Stack,
  StatCard,
  Text,
} from '@globalhire/ui';
import type { EmployerDashboardStats } from '@globalhire/data';
import { useAuth } from '../../auth/AuthProvider';
import { applicationStatusLabels, pipelineStages } from '../../features/employer/applicantPipeline';
import { DashboardSection } from '../../features/dashboard/DashboardSection';
import {
  DashboardShortcuts,
  type ShortcutDetail,
} from '../../features/dashboard/DashboardShortcuts';
import { panels } from '../../content/panelMenus';
import { RecentJobs } from '../../features/employer/RecentJobs';
import { ReviewQueue } from '../../features/employer/ReviewQueue';
import { useEmployerDashboardStats } from '../../features/employer/employerQueries';
import { nextPlanUp, planOf, postingsText } from '../../features/employer/plans';
import { usePageMeta } from '../../seo/usePageMeta';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';

// The employer menu's primary tasks get a card; Messages and Account Settings stay in the menu
// alone, and the dashboard does not link to itself.
const shortcutDetails: Record<string, ShortcutDetail> = {
  '/employer/jobs/new': {
    description: 'Reach candidates in six countries and beyond.',
    icon: <FilePlus2 aria-hidden />,
  },
  '/employer/jobs': {
    description: 'Status, applications and views of each job.',
    icon: <ListChecks aria-hidden />,
  },
  '/employer/applicants': {
    description: 'Shortlist, interview and hire.',
    icon: <Inbox aria-hidden />,
  },
  '/employer/profile': {
    description: 'What candidates read about you.',
    icon: <Building2 aria-hidden />,
  },
  '/employer/plans': {
    description: 'Your plan, its limits and the plans above it.',
    icon: <CreditCard aria-hidden />,
  },
  '/employer/support': {
    description: 'Answers and how to reach us.',
    icon: <LifeBuoy aria-hidden />,
  },
};

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** 'New 5 · Shortlisted 4 · …' for the stages that have anyone in them. */
function applicationsBreakdown(s: EmployerDashboardStats): string {
  const counts: Record<(typeof pipelineStages)[number] | 'rejected', number> = {
    new: s.new_applications,
    shortlisted: s.shortlisted_applications,
    interview: s.interview_applications,
    offer: s.offer_applications,
    hired: s.hired_applications,
    rejected: s.rejected_applications,
  };
  const parts = (Object.keys(counts) as (keyof typeof counts)[])
    .filter((stage) => counts[stage] > 0)
    .map((stage) => `${applicationStatusLabels[stage]} ${counts[stage]}`);
  return parts.length > 0 ? parts.join(' · ') : 'No applications yet';
}

/** The plan one step up, offered after the work and the figures, never above them. */
function UpgradeBanner({ plan }: { plan: EmployerDashboardStats['plan'] }) {
  const next = nextPlanUp(plan);
  if (!next) return null;
  return (
    <PromoBanner
      title={`Upgrade to ${next.name}`}
      illustration={<Rocket />}
      action={
        <ButtonLink href="/employer/plans" size="small">
          View plans
        </ButtonLink>
      }
    >
      {postingsText(next.activePostings)}, {next.visibilityDays} days visibility and{' '}
      {next.featuredSlots} featured job slots for ${next.priceMonthly} a month.
    </PromoBanner>
  );
}

/**
 * /employer/dashboard: the new applications to review first, then the six cards of spec §2
 * (computed by the database for this company), then the upgrade offer, recent jobs and shortcuts.
 */
export default function EmployerDashboardPage() {
  usePageMeta({
    title: 'Employer Dashboard',
    description: 'Your jobs, applications, views and plan at a glance.',
    noIndex: true,
  });
  const { profile } = useAuth();
  const stats = useEmployerDashboardStats();
  const loading = stats.isPending;
  const s = stats.data;
  const posted = s ? s.total_jobs - s.draft_jobs : 0;
  const daysLeft = s?.plan_days_left;
  // A blocked company cannot post (the database refuses): the page does not offer it. The banner
  // above every panel page says why and how to reach support.
  const blocked = accountStanding(profile) === 'blocked';

  return (
    <Stack space="xlarge">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="xsmall">
          <Heading level={1}>Dashboard Overview</Heading>
          {profile?.company_name ? <Text tone="muted">{profile.company_name}</Text> : null}
        </Stack>
        {blocked ? null : (
          <ButtonLink href="/employer/jobs/new" icon={<FilePlus2 aria-hidden />}>
            Post a Job
          </ButtonLink>
        )}
      </Inline>
      <ReviewQueue />
      <DashboardSection
        title="At a glance"
        link={{ href: '/employer/analytics', label: 'View analytics' }}
        busy={loading}
      >
        {stats.isError ? (
          <QueryErrorAlert
            title="Your dashboard could not be loaded."
            error={stats.error}
            onRetry={() => void stats.refetch()}
            retrying={stats.isRefetching}
          />
        ) : null}
        <Columns space="large" collapseBelow="desktop">
          <Column>
            <Stack space="large">
              <StatCard
                label="Total Jobs Posted"
                value={formatNumber(posted)}
                loading={loading}
                icon={<Briefcase aria-hidden />}
                delta={s ? `${plural(s.draft_jobs, 'draft')} not yet posted` : undefined}
              />
              <StatCard
                label="Applications Summary"
                value={formatNumber(s?.total_applications ?? 0)}
                loading={loading}
                icon={<Users aria-hidden />}
                delta={s ? applicationsBreakdown(s) : undefined}
              />
            </Stack>
          </Column>
          <Column>
            <Stack space="large">
              <StatCard
                label="Active / Expired Jobs"
                value={s ? `${s.active_jobs} / ${s.expired_jobs}` : ''}
                loading={loading}
                tone="positive"
                icon={<ListChecks aria-hidden />}
                delta={
                  s
                    ? `${s.pending_jobs} pending approval${s.rejected_jobs > 0 ? ` · ${s.rejected_jobs} rejected` : ''}`
                    : undefined
                }
              />
              <StatCard
                label="Featured Job Slots"
                value={s ? `${s.featured_jobs} used / ${s.featured_slots_left} left` : ''}
                loading={loading}
                tone="caution"
                icon={<Star aria-hidden />}
                delta={s ? `${plural(s.featured_slots, 'slot')} on your plan` : undefined}
              />
            </Stack>
          </Column>
          <Column>
            <Stack space="large">
              <StatCard
                label="Job Views"
                value={formatNumber(s?.total_views ?? 0)}
                loading={loading}
                tone="info"
                icon={<Eye aria-hidden />}
                delta={s ? 'Across all your jobs' : undefined}
              />
              <StatCard
                label="Plan Status"
                value={s ? planOf(s.plan).name : ''}
                loading={loading}
                icon={<CalendarClock aria-hidden />}
                delta={
                  s
                    ? daysLeft != null
                      ? `${plural(daysLeft, 'day')} left`
                      : 'No end date'
                    : undefined
                }
              />
            </Stack>
          </Column>
        </Columns>
      </DashboardSection>
      {s && !blocked ? <UpgradeBanner plan={s.plan} /> : null}
      <RecentJobs />
      <DashboardShortcuts
        // A blocked company cannot post: the page does not offer it.
        menu={panels.employer.links.filter(
          (link) => !blocked || link.href !== '/employer/jobs/new',
        )}
        details={shortcutDetails}
      />
    </Stack>
  );
}

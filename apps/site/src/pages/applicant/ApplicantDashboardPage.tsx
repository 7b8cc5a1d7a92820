import { useQuery } from '@tanstack/react-query';
import { Bell, BellRing, Bookmark, CalendarClock, FileText, Handshake, Plane, Search, Send, Sparkles, UserRound, LifeBuoy, ListChecks } from 'lucide-react';
import { Alert, ButtonLink, Columns, Column, Heading, Inline, Link, ShortcutCard, Stack, StatCard, Text } from '@globalhire/ui';
import { getCandidateDashboardStats, type CandidateDashboardStats } from '@globalhire/data';
import { useAuth } from '../../auth/AuthProvider';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { usePageMeta } from '../../seo/usePageMeta';
import { JobVerdictSummary } from '../../features/visa-fit/JobVerdictSummary';

const visaStatusLabels: Record<CandidateDashboardStats['visa_case_status'], string> = {
  requested: 'Requested',
  in_progress: 'In Progress',
  in_review: 'In Review',
  approved: 'Approved',
  refused: 'Refused',
  closed: 'Closed',
};

const shortcuts = [
  { href: '/applicant/profile', title: 'My Profile', description: 'Keep your details and preferences current.', icon: <UserRound aria-hidden /> },
  { href: '/applicant/cv', title: 'My CV / Resume', description: 'Upload the CV you send with applications.', icon: <FileText aria-hidden /> },
  { href: '/applicant/applications', title: 'Applications & Status', description: 'Follow every application.', icon: <ListChecks aria-hidden /> },
  { href: '/applicant/saved', title: 'Saved Jobs', description: 'Jobs you bookmarked for later.', icon: <Bookmark aria-hidden /> },
  { href: '/applicant/alerts', title: 'Job Alerts', description: 'New jobs matching your searches, by email.', icon: <BellRing aria-hidden /> },
  { href: '/applicant/visa', title: 'Visa & Relocation Support', description: 'Your visa steps and documents.', icon: <Plane aria-hidden /> },
  { href: '/applicant/service', title: 'Managed service', description: 'Recruiters apply for you, with your approval.', icon: <Handshake aria-hidden /> },
  { href: '/applicant/help', title: 'Help', description: 'Answers and how to reach us.', icon: <LifeBuoy aria-hidden /> },
];

/** /applicant/dashboard: the candidate's six cards from their own rows (RLS), shortcuts and reminders. */
export default function ApplicantDashboardPage() {
  usePageMeta({ title: 'Applicant Dashboard', description: 'Your applications, saved jobs and visa progress.', noIndex: true });
  const client = useSupabase();
  const { profile } = useAuth();
  const stats = useQuery({
    queryKey: ['candidate-dashboard', profile?.id],
    queryFn: async () => unwrap(await getCandidateDashboardStats(client)),
  });
  const loading = stats.isPending;
  const s = stats.data;
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  // A case without steps yet (just requested) is still a case: its status, not "No visa case yet".
  const visa = !s
    ? ''
    : !s.visa_case_status
      ? 'No visa case yet'
      : s.visa_steps_total > 0
        ? `${visaStatusLabels[s.visa_case_status]} · ${s.visa_steps_done} of ${s.visa_steps_total} steps`
        : `${visaStatusLabels[s.visa_case_status]} · preparing your steps`;

  return (
    <Stack space="xlarge">
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
        <Alert tone="info" title={`You have ${s.upcoming_interviews} upcoming interview${s.upcoming_interviews === 1 ? '' : 's'}.`} action={<ButtonLink href="/applicant/interviews" size="small" variant="soft">View interviews</ButtonLink>}>
          Check the time, the place or the meeting link, and prepare with our interview tips.
        </Alert>
      ) : null}
      {stats.isError ? (
        <Alert tone="critical" title="Your dashboard could not be loaded.">
          {stats.error.message}
        </Alert>
      ) : null}
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <Stack space="large">
            <StatCard label="Applications Submitted" value={s?.applications_submitted ?? 0} loading={loading} icon={<Send aria-hidden />} delta={s ? `${s.applications_in_progress} in progress` : undefined} />
            <StatCard label="Job Recommendations" value={s?.job_recommendations ?? 0} loading={loading} icon={<Sparkles aria-hidden />} />
          </Stack>
        </Column>
        <Column>
          <Stack space="large">
            <StatCard label="Jobs Saved" value={s?.jobs_saved ?? 0} loading={loading} icon={<Bookmark aria-hidden />} />
            <StatCard label="Visa Progress" value={visa} loading={loading} icon={<Plane aria-hidden />} />
          </Stack>
        </Column>
        <Column>
          <Stack space="large">
            <StatCard label="Upcoming Interviews" value={s?.upcoming_interviews ?? 0} loading={loading} icon={<CalendarClock aria-hidden />} />
            <StatCard label="Notifications" value={s?.unread_notifications ?? 0} loading={loading} icon={<Bell aria-hidden />} delta={s ? <Link href="/applicant/notifications" aria-label={`View notifications, ${s.unread_notifications} unread`}>unread</Link> : undefined} deltaTone="neutral" />
          </Stack>
        </Column>
      </Columns>
      <JobVerdictSummary />
      <Stack space="large">
        <Heading level={2}>Shortcuts</Heading>
        <Columns space="large" collapseBelow="tablet">
          {[shortcuts.slice(0, 4), shortcuts.slice(4)].map((group, i) => (
            <Column key={i}>
              <Stack space="large">
                {group.map((shortcut) => (
                  <ShortcutCard key={shortcut.href} {...shortcut} headingLevel={3} />
                ))}
              </Stack>
            </Column>
          ))}
        </Columns>
      </Stack>
    </Stack>
  );
}

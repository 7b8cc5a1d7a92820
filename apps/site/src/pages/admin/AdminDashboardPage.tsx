import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  Briefcase,
  Building2,
  ClipboardCheck,
  FileText,
  Handshake,
  Hourglass,
  ListChecks,
  PlusCircle,
  ReceiptText,
  ShieldCheck,
  Star,
  UserRound,
  Users,
} from 'lucide-react';
import {
  Alert,
  ButtonLink,
  Column,
  Columns,
  Heading,
  Link,
  ShortcutCard,
  Stack,
  StatCard,
} from '@globalhire/ui';
import {
  countVisaFiguresToCheck,
  formatNumber,
  getAdminDashboardStats,
  type AdminDashboardStats,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { adminKey } from '../../features/admin/adminQueries';
import { RetryButton } from '../../features/admin/RetryButton';
import { visaCatalogueKeys } from '../../features/admin/visa/visaCatalogueQueries';

const shortcutGroups = [
  {
    title: 'Jobs',
    links: [
      {
        href: '/admin/jobs',
        title: 'Manage All Jobs',
        description: 'Every job, its status and its applications.',
        icon: <Briefcase aria-hidden />,
      },
      {
        href: '/admin/jobs/approvals',
        title: 'Pending Approvals',
        description: 'Approve or reject the jobs employers posted, and verify their companies.',
        icon: <ClipboardCheck aria-hidden />,
      },
      {
        href: '/admin/jobs/new',
        title: 'Post New Job',
        description: 'Post a job on behalf of an employer.',
        icon: <PlusCircle aria-hidden />,
      },
    ],
  },
  {
    title: 'Users',
    links: [
      {
        href: '/admin/employers',
        title: 'Employers List',
        description: 'Verify companies and see their hiring.',
        icon: <Building2 aria-hidden />,
      },
      {
        href: '/admin/candidates',
        title: 'Candidates List',
        description: 'Approve or block candidates.',
        icon: <UserRound aria-hidden />,
      },
      {
        href: '/admin/managed-service',
        title: 'Managed Service',
        description: 'Enrolled candidates and their recruiters.',
        icon: <Handshake aria-hidden />,
      },
      {
        href: '/admin/invoices',
        title: 'Invoices',
        description: 'Record payments and void invoices.',
        icon: <ReceiptText aria-hidden />,
      },
      {
        href: '/admin/settings',
        title: 'Settings / User Roles',
        description: 'Who is an admin, an employer or a candidate.',
        icon: <ShieldCheck aria-hidden />,
      },
    ],
  },
  {
    title: 'Analytics & Content',
    links: [
      {
        href: '/admin/analytics',
        title: 'Analytics',
        description: 'Jobs by category and country, applications by status.',
        icon: <BarChart3 aria-hidden />,
      },
      {
        href: '/admin/content',
        title: 'CMS',
        description: 'Publish and unpublish articles and FAQs.',
        icon: <FileText aria-hidden />,
      },
      {
        href: '/admin/applications',
        title: 'Applications',
        description: 'Every application and where it stands.',
        icon: <ListChecks aria-hidden />,
      },
      {
        href: '/admin/featured',
        title: 'Featured Jobs Manager',
        description: 'Choose the jobs the home page features.',
        icon: <Star aria-hidden />,
      },
    ],
  },
];

/** Each queue behind Pending Approvals, linking to the list where it is worked through. */
function ApprovalQueues({ stats }: { stats: AdminDashboardStats }) {
  const queues = [
    {
      href: '/admin/jobs/approvals',
      n: stats.jobsToApprove,
      one: 'job to approve',
      many: 'jobs to approve',
    },
    {
      href: '/admin/employers?status=pending',
      n: stats.employersToVerify,
      one: 'employer to verify',
      many: 'employers to verify',
    },
    {
      href: '/admin/candidates?status=pending',
      n: stats.candidatesToApprove,
      one: 'candidate to approve',
      many: 'candidates to approve',
    },
  ];
  return (
    <>
      {queues.map((queue, index) => (
        <span key={queue.href}>
          {index > 0 ? ' · ' : null}
          <Link href={queue.href}>
            {`${formatNumber(queue.n)} ${queue.n === 1 ? queue.one : queue.many}`}
          </Link>
        </span>
      ))}
    </>
  );
}

/** /admin: the four stat cards of spec §2 from the counts of spec §7, and shortcuts. */
export default function AdminDashboardPage() {
  const client = useSupabase();
  const stats = useQuery({
    queryKey: [adminKey, 'dashboard'],
    queryFn: async () => unwrap(await getAdminDashboardStats(client)),
  });
  // Salary figures whose last day has passed or whose source is over a year old.
  const figuresToCheck = useQuery({
    queryKey: visaCatalogueKeys.figuresToCheck,
    queryFn: async () => unwrap(await countVisaFiguresToCheck(client)),
  });
  const toCheck = figuresToCheck.data ?? 0;
  const loading = stats.isPending;
  const s = stats.data;
  const growth = (n: number, period: string) =>
    s ? `+${formatNumber(n)} this ${period}` : undefined;

  return (
    <AdminPage
      title="Admin Dashboard"
      intro="Jobs, people and content across GlobalHire at a glance."
    >
      {stats.isError ? (
        <Alert
          tone="critical"
          title="The dashboard figures could not be loaded."
          action={<RetryButton query={stats} />}
        >
          {stats.error.message}
        </Alert>
      ) : null}
      {toCheck > 0 ? (
        <Alert
          tone="caution"
          title="Visa figures needing a check"
          action={
            <ButtonLink href="/admin/visa-thresholds?show=check" size="small" variant="soft">
              Check the figures
            </ButtonLink>
          }
        >
          {toCheck === 1
            ? '1 salary figure has ended or has a source over 12 months old. Verdicts may be out of date until it is checked against the official page.'
            : `${formatNumber(toCheck)} salary figures have ended or have a source over 12 months old. Verdicts may be out of date until they are checked against the official pages.`}
        </Alert>
      ) : null}
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <StatCard
            label="Active Jobs"
            value={formatNumber(s?.jobs ?? 0)}
            loading={loading}
            icon={<Briefcase aria-hidden />}
            delta={growth(s?.jobsThisWeek ?? 0, 'week')}
            deltaTone={s?.jobsThisWeek ? 'positive' : 'neutral'}
          />
        </Column>
        <Column>
          <StatCard
            label="Total Employers"
            value={formatNumber(s?.employers ?? 0)}
            loading={loading}
            icon={<Building2 aria-hidden />}
            tone="info"
            delta={growth(s?.employersThisMonth ?? 0, 'month')}
            deltaTone={s?.employersThisMonth ? 'positive' : 'neutral'}
          />
        </Column>
        <Column>
          <StatCard
            label="Total Candidates"
            value={formatNumber(s?.candidates ?? 0)}
            loading={loading}
            icon={<Users aria-hidden />}
            tone="positive"
            delta={growth(s?.candidatesThisMonth ?? 0, 'month')}
            deltaTone={s?.candidatesThisMonth ? 'positive' : 'neutral'}
          />
        </Column>
        <Column>
          <StatCard
            label="Pending Approvals"
            value={formatNumber(s?.pendingApprovals ?? 0)}
            loading={loading}
            icon={<Hourglass aria-hidden />}
            tone="caution"
            delta={s ? <ApprovalQueues stats={s} /> : undefined}
          />
        </Column>
      </Columns>
      <Columns space="large" collapseBelow="desktop">
        {shortcutGroups.map((group) => (
          <Column key={group.title}>
            <Stack space="large">
              <Heading level={2}>{group.title}</Heading>
              {group.links.map((link) => (
                <ShortcutCard key={link.href} {...link} headingLevel={3} />
              ))}
            </Stack>
          </Column>
        ))}
      </Columns>
    </AdminPage>
  );
}

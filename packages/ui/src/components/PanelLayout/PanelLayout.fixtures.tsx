import {
  Bookmark,
  Briefcase,
  Building,
  CalendarClock,
  ChartColumn,
  CirclePlus,
  Clock,
  CreditCard,
  FileText,
  Globe,
  House,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Newspaper,
  Plane,
  Settings,
  Star,
  UserCog,
  UserRound,
  Users,
} from 'lucide-react';
import type { MouseEvent } from 'react';
import {
  Heading,
  Link,
  ShortcutCard,
  StatCard,
  Stack,
  Text,
  vars,
  type LinkComponent,
  type PanelLink,
} from '@globalhire/ui';

/** The spec's role menus (§2 Role panel layout). Story data only. */
export const adminLinks: PanelLink[] = [
  { href: '/admin', label: 'Dashboard Home', icon: <LayoutDashboard /> },
  { href: '/admin/jobs/new', label: 'Post New Job', icon: <CirclePlus /> },
  { href: '/admin/jobs', label: 'Manage All Jobs', icon: <Briefcase /> },
  { href: '/admin/employers', label: 'Employers List', icon: <Building /> },
  { href: '/admin/candidates', label: 'Candidates List', icon: <Users /> },
  { href: '/admin/applications', label: 'Applications', icon: <FileText /> },
  { href: '/admin/featured', label: 'Featured Jobs Manager', icon: <Star /> },
  { href: '/admin/content', label: 'CMS', icon: <Newspaper /> },
  { href: '/admin/settings', label: 'Settings / User Roles', icon: <UserCog /> },
];

export const employerLinks: PanelLink[] = [
  { href: '/employer/dashboard', label: 'Dashboard Overview', icon: <LayoutDashboard /> },
  { href: '/employer/jobs/new', label: 'Post a Job', icon: <CirclePlus /> },
  { href: '/employer/jobs', label: 'My Job Listings', icon: <Briefcase /> },
  { href: '/employer/applicants', label: 'Applications Received', icon: <Inbox /> },
  { href: '/employer/profile', label: 'Edit Company Profile', icon: <Building /> },
  { href: '/employer/plans', label: 'Billing / Subscription', icon: <CreditCard /> },
  { href: '/employer/support', label: 'Support / Help', icon: <LifeBuoy /> },
];

export const applicantLinks: PanelLink[] = [
  { href: '/applicant/dashboard', label: 'Dashboard Home', icon: <House /> },
  { href: '/applicant/profile', label: 'My Profile', icon: <UserRound /> },
  { href: '/applicant/cv', label: 'My CV / Resume', icon: <FileText /> },
  { href: '/applicant/saved', label: 'Saved Jobs', icon: <Bookmark /> },
  { href: '/applicant/applications', label: 'Applications & Status', icon: <ListChecks /> },
  { href: '/applicant/interviews', label: 'Interview Invites', icon: <CalendarClock /> },
  { href: '/applicant/visa', label: 'Visa & Relocation Support', icon: <Plane /> },
  { href: '/applicant/settings', label: 'Account Settings', icon: <Settings /> },
];

/** The brand mark above the menu title, linking home. */
export const globalHireLogo = (
  <Link href="/" tone="inherit" underline="hover" weight="bold">
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.small }}>
      <Globe aria-hidden="true" style={{ color: vars.color.tone.brand.text }} />
      GlobalHire
    </span>
  </Link>
);

/** Follows no link, so play functions can click menu items without leaving the story. */
export const InertLink: LinkComponent = ({ href, onClick, children, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onClick?.(event);
    }}
  >
    {children}
  </a>
);

const grid = (min: string) =>
  ({
    display: 'grid',
    gap: vars.space.large,
    gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))`,
  }) as const;

/** A realistic admin dashboard to fill the main area. */
export function AdminDashboardContent() {
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={2} as="h1">
          Dashboard
        </Heading>
        <Text tone="muted">Jobs, employers and candidates at a glance.</Text>
      </Stack>
      <div style={grid('13rem')}>
        <StatCard
          label="Active Jobs"
          value="128"
          delta="+12 this week"
          deltaTone="positive"
          icon={<Briefcase />}
        />
        <StatCard
          label="Total Employers"
          value="342"
          delta="+18 this month"
          deltaTone="positive"
          icon={<Building />}
          tone="info"
        />
        <StatCard
          label="Total Candidates"
          value="5,816"
          delta="+431 this month"
          deltaTone="positive"
          icon={<Users />}
          tone="positive"
        />
        <StatCard label="Pending Approvals" value="7" icon={<Clock />} tone="caution" />
      </div>
      <div style={grid('16rem')}>
        <ShortcutCard
          href="/admin/jobs"
          title="Manage Jobs"
          description="Review, approve and feature job listings."
          icon={<Briefcase />}
          headingLevel={2}
        />
        <ShortcutCard
          href="/admin/candidates"
          title="Manage Users"
          description="Verify employers and approve candidates."
          icon={<Users />}
          headingLevel={2}
        />
        <ShortcutCard
          href="/admin/content"
          title="Analytics & Content"
          description="Track growth and publish articles and FAQs."
          icon={<ChartColumn />}
          headingLevel={2}
        />
      </div>
    </Stack>
  );
}

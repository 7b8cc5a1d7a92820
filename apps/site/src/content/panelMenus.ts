import type { PanelLink } from '@globalhire/ui';
import type { UserType } from '@globalhire/data';

export interface PanelDefinition {
  /** '<Role> Panel' (spec §2); the applicant role is stored as candidate. */
  title: string;
  links: PanelLink[];
}

/**
 * The role menus of spec §2, in the spec's order and words; every item links to its route. Items
 * the spec lacks (Job Alerts, Managed Service, …) sit beside the screens they belong with.
 */
export const panels: Record<UserType, PanelDefinition> = {
  admin: {
    title: 'Admin Panel',
    links: [
      { label: 'Dashboard Home', href: '/admin' },
      { label: 'Post New Job', href: '/admin/jobs/new' },
      { label: 'Manage All Jobs', href: '/admin/jobs' },
      { label: 'Employers List', href: '/admin/employers' },
      { label: 'Candidates List', href: '/admin/candidates' },
      { label: 'Applications', href: '/admin/applications' },
      { label: 'Managed Service', href: '/admin/managed-service' },
      { label: 'Invoices', href: '/admin/invoices' },
      { label: 'Fees & Restrictions', href: '/admin/fees' },
      { label: 'Visa Cases', href: '/admin/visa-cases' },
      { label: 'Visa Thresholds', href: '/admin/visa-thresholds' },
      { label: 'Employer Licences', href: '/admin/employer-licences' },
      { label: 'Visa Routes', href: '/admin/visa-routes' },
      { label: 'Visa Occupations', href: '/admin/visa-occupations' },
      { label: 'Visa Citizenship Rights', href: '/admin/visa-citizenship-rights' },
      { label: 'Featured Jobs Manager', href: '/admin/featured' },
      { label: 'Exchange Rates', href: '/admin/exchange-rates' },
      { label: 'CMS', href: '/admin/content' },
      { label: 'Inbox', href: '/admin/inbox' },
      { label: 'Reported conversations', href: '/admin/conversations' },
      { label: 'Settings / User Roles', href: '/admin/settings' },
      { label: 'Audit Trail', href: '/admin/audit' },
    ],
  },
  employer: {
    title: 'Employer Panel',
    links: [
      { label: 'Dashboard Overview', href: '/employer/dashboard' },
      { label: 'Post a Job', href: '/employer/jobs/new' },
      { label: 'My Job Listings', href: '/employer/jobs' },
      { label: 'Applications Received', href: '/employer/applicants' },
      { label: 'Messages', href: '/employer/messages' },
      { label: 'Edit Company Profile', href: '/employer/profile' },
      { label: 'Billing / Subscription', href: '/employer/plans' },
      { label: 'Support / Help', href: '/employer/support' },
      { label: 'Account Settings', href: '/employer/settings' },
    ],
  },
  candidate: {
    title: 'Applicant Panel',
    links: [
      { label: 'Dashboard Home', href: '/applicant/dashboard' },
      { label: 'My Profile', href: '/applicant/profile' },
      { label: 'My CV / Resume', href: '/applicant/cv' },
      { label: 'Saved Jobs', href: '/applicant/saved' },
      { label: 'Job Alerts', href: '/applicant/alerts' },
      { label: 'Applications & Status', href: '/applicant/applications' },
      { label: 'Messages', href: '/applicant/messages' },
      { label: 'Interview Invites', href: '/applicant/interviews' },
      { label: 'Managed Service', href: '/applicant/service' },
      { label: 'Visa & Relocation Support', href: '/applicant/visa' },
      { label: 'Account Settings', href: '/applicant/settings' },
    ],
  },
  recruiter: {
    title: 'Recruiter Panel',
    links: [
      { label: 'My Caseload', href: '/recruiter' },
      { label: 'Notifications', href: '/recruiter/notifications' },
    ],
  },
};

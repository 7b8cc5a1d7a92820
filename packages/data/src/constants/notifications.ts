import type { UserType } from './jobs';

/** What each notification kind is about, as the preferences list names it. */
export const notificationKindLabels: Record<string, string> = {
  application_received: 'New applications to your jobs',
  application_withdrawn: 'Applications withdrawn',
  application_status: 'Changes to your application status',
  job_approved: 'Jobs approved',
  job_rejected: 'Jobs not approved',
  job_submitted: 'Jobs waiting for approval',
  plan_confirmed: 'Plans activated',
  plan_declined: 'Plan requests declined',
};

/** The kinds each role hears about from the database hand-offs (more appear as they arrive). */
export const notificationKindsByRole: Record<UserType, readonly string[]> = {
  candidate: ['application_status'],
  employer: [
    'application_received',
    'application_withdrawn',
    'job_approved',
    'job_rejected',
    'plan_confirmed',
    'plan_declined',
  ],
  admin: ['job_submitted'],
};

/** The label of a kind; an unknown kind reads as its words ('interview_invited' → 'Interview invited'). */
export function notificationKindLabel(kind: string): string {
  const known = notificationKindLabels[kind];
  if (known) return known;
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The notifications page of each panel (its preferences are there too). */
export const notificationsPathByUserType: Record<UserType, string> = {
  candidate: '/applicant/notifications',
  employer: '/employer/notifications',
  admin: '/admin/notifications',
};

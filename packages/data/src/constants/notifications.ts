import type { UserType } from './jobs';

/** What each notification kind is about, as the preferences list names it. */
export const notificationKindLabels: Record<string, string> = {
  application_received: 'New applications to your jobs',
  application_submitted: 'Receipts of the applications you send',
  application_withdrawn: 'Applications withdrawn',
  application_status: 'Changes to your application status',
  job_approved: 'Jobs approved',
  job_rejected: 'Jobs not approved',
  job_submitted: 'Jobs waiting for approval',
  job_taken_down: 'Jobs taken down',
  job_approval_held: 'Jobs approved, waiting for verification',
  account_approved: 'Your profile approved',
  account_verified: 'Your company verified',
  account_verification_withdrawn: 'Your company no longer verified',
  account_blocked: 'Your account blocked',
  account_unblocked: 'Your account unblocked',
  plan_confirmed: 'Plans activated',
  plan_declined: 'Plan requests declined',
  interview_invited: 'Interview invitations',
  interview_rescheduled: 'Interviews rescheduled',
  interview_cancelled: 'Interviews cancelled',
  interview_accepted: 'Interviews accepted by candidates',
  interview_declined: 'Interviews declined by candidates',
  interview_reschedule_requested: 'Candidates asking for another interview time',
  contact_message: 'New contact messages',
  visa_step: 'Visa case steps',
  visa_document_requested: 'Documents requested for your visa case',
  visa_document_reviewed: 'Your visa documents reviewed',
  visa_case_status: 'Visa case status changes',
  visa_document_uploaded: 'Visa documents uploaded by candidates and employers',
  licence_claimed: 'Licences to sponsor waiting for a check',
  licence_status: 'Checks of your licences to sponsor',
  service_proposal: 'Jobs your recruiter proposes',
  service_recruiter: 'Changes of your recruiter',
  invoice_issued: 'Invoices',
  invoice_paid: 'Payments and cancelled invoices',
  caseload_assigned: 'Changes to your caseload',
  proposal_decided: 'Candidates approving or declining proposals',
  service_withdrawn: 'Candidates withdrawing their consent',
  offer_made: 'Job offers',
  offer_withdrawn: 'Job offers withdrawn',
  offer_expired: 'Job offers that expired',
  offer_accepted: 'Offers accepted by candidates',
  offer_declined: 'Offers declined by candidates',
  new_message: 'Messages about applications left unread',
  conversation_reported: 'Conversations reported',
  conversation_report_reviewed: 'Reviews of conversations you reported',
};

/** The kinds each role hears about from the database hand-offs (more appear as they arrive). */
export const notificationKindsByRole: Record<UserType, readonly string[]> = {
  candidate: [
    'application_submitted',
    'application_status',
    'interview_invited',
    'interview_rescheduled',
    'interview_cancelled',
    'offer_made',
    'offer_withdrawn',
    'offer_expired',
    'visa_step',
    'visa_document_requested',
    'visa_document_reviewed',
    'visa_case_status',
    'service_proposal',
    'service_recruiter',
    'invoice_issued',
    'invoice_paid',
    'new_message',
    'conversation_report_reviewed',
  ],
  employer: [
    'application_received',
    'application_withdrawn',
    'job_approved',
    'job_rejected',
    'job_taken_down',
    'job_approval_held',
    'plan_confirmed',
    'plan_declined',
    'interview_accepted',
    'interview_declined',
    'interview_reschedule_requested',
    'interview_cancelled',
    'offer_accepted',
    'offer_declined',
    'offer_expired',
    'licence_status',
    'visa_step',
    'visa_document_reviewed',
    'new_message',
    'conversation_report_reviewed',
  ],
  admin: [
    'job_submitted',
    'contact_message',
    'visa_document_uploaded',
    'visa_step',
    'licence_claimed',
    'conversation_reported',
  ],
  recruiter: ['caseload_assigned', 'proposal_decided', 'service_withdrawn', 'application_status'],
};

/**
 * Changes to the account's standing (approved, verified, blocked…): account emails, sent whatever
 * the preferences say (private.notify_account), so they are not offered as kinds to turn off.
 */
export const accountNotificationKinds: readonly string[] = [
  'account_approved',
  'account_verified',
  'account_verification_withdrawn',
  'account_blocked',
  'account_unblocked',
];

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
  recruiter: '/recruiter/notifications',
};

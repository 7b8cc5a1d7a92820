import { formatDateTime } from '@globalhire/data';
import type { AuditAction, AuditEntry, AuditSubject } from '@globalhire/data';

/** What each action means, in the words of the admin screens. */
export const auditActionLabels: Record<AuditAction, string> = {
  'job.created': 'Job posted',
  'job.approved': 'Job approved',
  'job.rejected': 'Job rejected',
  'job.returned_to_review': 'Job back to review',
  'job.featured': 'Job featured',
  'job.unfeatured': 'Job unfeatured',
  'job.taken_down': 'Job taken down',
  'job.approval_held': 'Job approved, waiting for employer verification',
  'job.edited': 'Job edited',
  'job.deleted': 'Job deleted',
  'account.blocked': 'Account blocked',
  'account.unblocked': 'Account unblocked',
  'account.role_changed': 'Role changed',
  'account.second_factor_reset': 'Second factor reset',
  'employer.verified': 'Employer verified',
  'employer.status_changed': 'Employer status changed',
  'candidate.approved': 'Candidate approved',
  'candidate.status_changed': 'Candidate status changed',
  'account.edited': 'Profile edited',
  'account.created': 'Account created',
  'account.deleted': 'Account deleted',
  'plan.approved': 'Plan confirmed',
  'plan.cancelled': 'Plan declined or cancelled',
  'plan.status_changed': 'Plan status changed',
  'plan.created': 'Plan added',
  'plan.edited': 'Plan edited',
  'plan.deleted': 'Plan deleted',
  'article.created': 'Article created',
  'article.published': 'Article published',
  'article.unpublished': 'Article unpublished',
  'article.edited': 'Article edited',
  'article.deleted': 'Article deleted',
  'faq.created': 'FAQ created',
  'faq.published': 'FAQ published',
  'faq.unpublished': 'FAQ unpublished',
  'faq.moved': 'FAQ moved',
  'faq.edited': 'FAQ edited',
  'faq.deleted': 'FAQ deleted',
  'visa_case.created': 'Visa case opened',
  'visa_case.status_changed': 'Visa case status changed',
  'visa_case.assigned': 'Visa case assigned',
  'visa_case.edited': 'Visa case edited',
  'visa_case.deleted': 'Visa case deleted',
  'visa_step.added': 'Visa step added',
  'visa_step.done': 'Visa step done',
  'visa_step.reopened': 'Visa step reopened',
  'visa_step.edited': 'Visa step edited',
  'visa_step.deleted': 'Visa step removed',
  'visa_document.requested': 'Document requested',
  'visa_document.accepted': 'Document accepted',
  'visa_document.rejected': 'Document rejected',
  'visa_document.edited': 'Document edited',
  'visa_document.deleted': 'Document removed',
  'visa_note.added': 'Case note added',
  'visa_note.edited': 'Case note edited',
  'visa_note.deleted': 'Case note deleted',
  'inbox.handled': 'Message marked handled',
  'inbox.reopened': 'Message marked new',
  'inbox.replied': 'Message answered',
  'inbox.created': 'Message added',
  'inbox.edited': 'Message edited',
  'inbox.deleted': 'Message deleted',
  // Retiring or restoring a catalogue entry is an edit of its retired date.
  'visa_routes.created': 'Visa route added',
  'visa_routes.edited': 'Visa route edited',
  'visa_routes.deleted': 'Visa route deleted',
  'visa_thresholds.created': 'Visa salary figure added',
  'visa_thresholds.edited': 'Visa salary figure edited',
  'visa_thresholds.deleted': 'Visa salary figure deleted',
  'visa_occupations.created': 'Occupation added',
  'visa_occupations.edited': 'Occupation edited',
  'visa_occupations.deleted': 'Occupation deleted',
  'visa_occupation_routes.created': 'Occupation standing set',
  'visa_occupation_routes.edited': 'Occupation standing changed',
  'visa_occupation_routes.deleted': 'Occupation standing removed',
  'visa_citizenship_rights.created': 'Citizenship right added',
  'visa_citizenship_rights.edited': 'Citizenship right edited',
  'visa_citizenship_rights.deleted': 'Citizenship right deleted',
  'employer_licences.created': 'Employer licence added',
  'employer_licences.edited': 'Employer licence changed',
  'employer_licences.deleted': 'Employer licence deleted',
  // The managed service (the candidate's own enrolments, decisions and orders are audited too).
  'service.enrolled': 'Managed service: enrolled',
  'service.withdrawn': 'Managed service: consent withdrawn',
  'service.reassigned': 'Managed service: recruiter assigned',
  'service.edited': 'Managed service: enrolment edited',
  'proposal.created': 'Job proposed to candidate',
  'proposal.approved': 'Proposal approved by candidate',
  'proposal.declined': 'Proposal declined by candidate',
  'proposal.withdrawn': 'Proposal withdrawn',
  'proposal.edited': 'Proposal edited',
  'order.created': 'Service extra ordered',
  'invoice.issued': 'Invoice issued',
  'invoice.paid': 'Invoice payment recorded',
  'invoice.voided': 'Invoice voided',
  'invoice.edited': 'Invoice edited',
  'fee.edited': 'Service fee edited',
  'fee_rule.created': 'Fee restriction added',
  'fee_rule.edited': 'Fee restriction edited',
  'fee_rule.deleted': 'Fee restriction removed',
  'exchange_rate.added': 'Exchange rate added',
  'exchange_rate.changed': 'Exchange rate changed',
  'conversation_report.dismissed': 'Conversation report dismissed',
  'conversation_report.actioned': 'Conversation report acted on',
};

/** The kinds of thing an action changes. */
export const auditSubjectLabels: Record<AuditSubject, string> = {
  jobs: 'Jobs',
  profiles: 'Accounts',
  subscriptions: 'Plans',
  articles: 'Articles',
  faqs: 'FAQs',
  visa_cases: 'Visa cases',
  visa_case_steps: 'Visa steps',
  visa_case_documents: 'Visa documents',
  visa_case_notes: 'Visa case notes',
  contact_messages: 'Inbox messages',
  contact_replies: 'Inbox replies',
  visa_routes: 'Visa routes',
  visa_thresholds: 'Visa thresholds',
  visa_occupations: 'Visa occupations',
  visa_occupation_routes: 'Occupation standings',
  visa_citizenship_rights: 'Visa citizenship rights',
  employer_licences: 'Employer licences',
  service_enrolments: 'Managed service enrolments',
  service_proposals: 'Job proposals',
  service_orders: 'Service orders',
  invoices: 'Invoices',
  service_fees: 'Service fees',
  fee_jurisdictions: 'Fee restrictions',
  exchange_rates: 'Exchange rates',
  conversation_reports: 'Conversation reports',
};

/** The action's words, or its name if a newer database wrote one this screen does not know. */
export const actionLabel = (action: string) =>
  (auditActionLabels as Record<string, string>)[action] ?? action;

/** Where the subject is managed, when it has a screen of its own. */
export function subjectHref(entry: AuditEntry): string | null {
  if (entry.action.endsWith('.deleted')) return null;
  switch (entry.subject_table) {
    case 'visa_cases':
      return `/admin/visa-cases/${entry.subject_id}`;
    case 'visa_case_steps':
    case 'visa_case_documents':
    case 'visa_case_notes':
      return entry.parent_id ? `/admin/visa-cases/${entry.parent_id}` : null;
    case 'contact_messages':
      return `/admin/inbox/${entry.subject_id}`;
    case 'contact_replies':
      return entry.parent_id ? `/admin/inbox/${entry.parent_id}` : null;
    case 'articles':
      return `/admin/content/articles/${entry.subject_id}`;
    case 'jobs':
      return `/jobs/${entry.subject_id}`;
    // The visa catalogue's screens list their rows (no screen of one row).
    case 'visa_routes':
      return '/admin/visa-routes';
    case 'visa_thresholds':
      return '/admin/visa-thresholds';
    case 'visa_occupations':
    case 'visa_occupation_routes':
      return '/admin/visa-occupations';
    case 'visa_citizenship_rights':
      return '/admin/visa-citizenship-rights';
    case 'employer_licences':
      return '/admin/employer-licences';
    // The managed service's screens list every enrolment, invoice, fee and restriction.
    case 'service_enrolments':
    case 'service_proposals':
    case 'service_orders':
      return '/admin/managed-service';
    case 'invoices':
      return '/admin/invoices';
    case 'service_fees':
    case 'fee_jurisdictions':
      return '/admin/fees';
    case 'exchange_rates':
      return '/admin/exchange-rates';
    default:
      return null;
  }
}

const fieldLabels: Record<string, string> = { per_usd: 'Units per US dollar' };

/** A column name as words: 'blocked_reason' → 'Blocked reason', 'job_id' → 'Job'. */
export const fieldLabel = (column: string) => {
  const words = fieldLabels[column] ?? column.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A column's value in an entry, an id shown as the name of what it points to when known. */
export function entryValue(entry: AuditEntry, column: string, value: unknown): string {
  const name =
    typeof value === 'string' || typeof value === 'number'
      ? entry.names?.[column]?.[String(value)]
      : undefined;
  return name ?? formatValue(value);
}

/** A value as the admin reads it: 'empty', yes/no, dates, lists, long texts shortened. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (isoInstant.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value.length > 160 ? `${value.slice(0, 160).trimEnd()}…` : value;
  }
  if (Array.isArray(value)) return value.length ? value.map(formatValue).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

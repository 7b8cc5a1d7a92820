import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
} from './admin-list';

/** For each id-valued field of before/after, the name of what each id points to. */
export type AuditValueNames = Record<string, Record<string, string>>;

/**
 * One entry of the audit trail: an admin's action, with the changed columns before and after,
 * and the names of the ids they hold (a job's title, a person's or company's name).
 */
export type AuditEntry = Tables<'audit_log'> & { names?: AuditValueNames };

/** The tables whose admin actions are audited (subject_table), in the order the filter lists them. */
export const auditSubjects = [
  'jobs',
  'profiles',
  'subscriptions',
  'articles',
  'faqs',
  'visa_cases',
  'visa_case_steps',
  'visa_case_documents',
  'visa_case_notes',
  'contact_messages',
  'contact_replies',
  'visa_routes',
  'visa_thresholds',
  'visa_occupations',
  'visa_occupation_routes',
  'visa_citizenship_rights',
  'employer_licences',
  'service_enrolments',
  'service_proposals',
  'service_orders',
  'invoices',
  'service_fees',
  'fee_jurisdictions',
  'exchange_rates',
  'conversation_reports',
] as const;
export type AuditSubject = (typeof auditSubjects)[number];

/** Every action name the database's audit triggers write (private.audit_action). */
export const auditActions = [
  'job.created',
  'job.approved',
  'job.rejected',
  'job.returned_to_review',
  'job.featured',
  'job.unfeatured',
  'job.taken_down',
  'job.approval_held',
  'job.edited',
  'job.deleted',
  'account.blocked',
  'account.unblocked',
  'account.role_changed',
  'account.second_factor_reset',
  'employer.verified',
  'employer.status_changed',
  'candidate.approved',
  'candidate.status_changed',
  'account.edited',
  'account.created',
  'account.deleted',
  'plan.approved',
  'plan.cancelled',
  'plan.status_changed',
  'plan.created',
  'plan.edited',
  'plan.deleted',
  'article.created',
  'article.published',
  'article.unpublished',
  'article.edited',
  'article.deleted',
  'faq.created',
  'faq.published',
  'faq.unpublished',
  'faq.moved',
  'faq.edited',
  'faq.deleted',
  'visa_case.created',
  'visa_case.status_changed',
  'visa_case.assigned',
  'visa_case.edited',
  'visa_case.deleted',
  'visa_step.added',
  'visa_step.done',
  'visa_step.reopened',
  'visa_step.edited',
  'visa_step.deleted',
  'visa_document.requested',
  'visa_document.accepted',
  'visa_document.rejected',
  'visa_document.edited',
  'visa_document.deleted',
  'visa_note.added',
  'visa_note.edited',
  'visa_note.deleted',
  'inbox.handled',
  'inbox.reopened',
  'inbox.replied',
  'inbox.created',
  'inbox.edited',
  'inbox.deleted',
  // The visa-fit catalogue and employers' licences: named after the table (a retire is an edit).
  'visa_routes.created',
  'visa_routes.edited',
  'visa_routes.deleted',
  'visa_thresholds.created',
  'visa_thresholds.edited',
  'visa_thresholds.deleted',
  'visa_occupations.created',
  'visa_occupations.edited',
  'visa_occupations.deleted',
  'visa_occupation_routes.created',
  'visa_occupation_routes.edited',
  'visa_occupation_routes.deleted',
  'visa_citizenship_rights.created',
  'visa_citizenship_rights.edited',
  'visa_citizenship_rights.deleted',
  'employer_licences.created',
  'employer_licences.edited',
  'employer_licences.deleted',
  // The managed service: a candidate's own enrolment, approvals and orders are audited too.
  'service.enrolled',
  'service.withdrawn',
  'service.reassigned',
  'service.edited',
  'proposal.created',
  'proposal.approved',
  'proposal.declined',
  'proposal.withdrawn',
  'proposal.edited',
  'order.created',
  'invoice.issued',
  'invoice.paid',
  'invoice.voided',
  'invoice.edited',
  'fee.edited',
  'fee_rule.created',
  'fee_rule.edited',
  'fee_rule.deleted',
  // A currency's rate (the jobs converted again with it are not entries of their own).
  'exchange_rate.added',
  'exchange_rate.changed',
  // An admin's review of a reported conversation.
  'conversation_report.dismissed',
  'conversation_report.actioned',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditFilters extends ListPaging {
  /** Words found in the admin's email or name. */
  actor?: string;
  action?: AuditAction;
  subject?: AuditSubject;
  /** First day included, `YYYY-MM-DD` (UTC, as the trail shows its times). */
  from?: string;
  /** Last day included, `YYYY-MM-DD` (UTC). */
  to?: string;
}

/** The start of a UTC calendar day `YYYY-MM-DD`, as an instant. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export const isAuditDay = (value: string | undefined): value is string =>
  !!value &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(startOfDay(value).getTime()) &&
  startOfDay(value).toISOString().slice(0, 10) === value;

const AUDIT_SELECT =
  'id, created_at, actor_id, actor_email, actor_name, action, subject_table, subject_id, subject_label, parent_id, before, after';

/** The audit trail, newest first (admins only, RLS): filtered by actor, action, subject and dates. */
export async function listAuditEntries(
  client: GlobalHireClient,
  filters: AuditFilters = {},
): Promise<Result<ListPage<AuditEntry>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('audit_log').select(AUDIT_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.actor))
    query = query.or(anyColumnContains(['actor_email', 'actor_name'], term));
  if (filters.action) query = query.eq('action', filters.action);
  if (filters.subject) query = query.eq('subject_table', filters.subject);
  if (isAuditDay(filters.from))
    query = query.gte('created_at', startOfDay(filters.from).toISOString());
  if (isAuditDay(filters.to)) {
    const next = startOfDay(filters.to);
    next.setUTCDate(next.getUTCDate() + 1);
    query = query.lt('created_at', next.toISOString());
  }
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  const entries = (data ?? []) as AuditEntry[];
  // The names are a reading aid: without them the entries still show, with their ids.
  if (entries.length > 0) {
    const named = await client.rpc('audit_value_names', { entry_ids: entries.map((e) => e.id) });
    const byEntry = new Map((named.data ?? []).map((row) => [row.entry_id, row.names]));
    for (const entry of entries) {
      const names = byEntry.get(entry.id);
      if (names) entry.names = names as AuditValueNames;
    }
  }
  return ok(listPage(entries, count ?? 0, page, pageSize));
}

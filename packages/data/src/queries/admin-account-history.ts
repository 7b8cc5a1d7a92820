import type { GlobalHireClient } from '../client';
import type { ApplicationStatus } from '../constants';
import { fail, ok, type Result } from '../result';
import type { AuditEntry } from './audit';
import type { JobLifecycle } from './admin-jobs';

// What an admin reads about one account before deciding on it: activity counts and the audit
// trail of what was done to it (admins only: both RPCs refuse anyone else with 42501).

/** A profile id is a uuid; anything else names no account (and would be a query error). */
export const isAccountId = (value: string | undefined): value is string =>
  !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** At this many applications within 60 minutes, the candidate page flags the applying as unusual. */
export const unusualApplicationsPerHour = 10;

/** The account's activity, counted by the database over every row (not just those listed). */
export interface AccountActivity {
  /** Applications the candidate sent, per status. */
  sent: Partial<Record<ApplicationStatus, number>>;
  sentTotal: number;
  /** When the candidate last applied. */
  lastSentAt: string | null;
  /** The most applications sent within any 60 minutes, and when the last of them was sent. */
  busiestHour: { count: number; endedAt: string } | null;
  /** Applications the employer's jobs received, per status. */
  received: Partial<Record<ApplicationStatus, number>>;
  receivedTotal: number;
  /** The employer's jobs, per lifecycle. */
  jobs: Partial<Record<JobLifecycle, number>>;
  jobsTotal: number;
}

type ActivityRow = {
  dimension: string;
  item: string | null;
  total: number;
  latest_at: string | null;
};

/** Folds the RPC's (dimension, item, total, latest_at) rows into one record. */
export function accountActivityFrom(rows: readonly ActivityRow[]): AccountActivity {
  const activity: AccountActivity = {
    sent: {},
    sentTotal: 0,
    lastSentAt: null,
    busiestHour: null,
    received: {},
    receivedTotal: 0,
    jobs: {},
    jobsTotal: 0,
  };
  for (const row of rows) {
    if (row.dimension === 'application_status' && row.item) {
      activity.sent[row.item as ApplicationStatus] = row.total;
      activity.sentTotal += row.total;
      if (row.latest_at && (!activity.lastSentAt || row.latest_at > activity.lastSentAt))
        activity.lastSentAt = row.latest_at;
    } else if (row.dimension === 'received_status' && row.item) {
      activity.received[row.item as ApplicationStatus] = row.total;
      activity.receivedTotal += row.total;
    } else if (row.dimension === 'job_lifecycle' && row.item) {
      activity.jobs[row.item as JobLifecycle] = row.total;
      activity.jobsTotal += row.total;
    } else if (row.dimension === 'busiest_hour' && row.latest_at) {
      activity.busiestHour = { count: row.total, endedAt: row.latest_at };
    }
  }
  return activity;
}

/** An account's activity counts (admin_account_activity). */
export async function getAccountActivity(
  client: GlobalHireClient,
  accountId: string,
): Promise<Result<AccountActivity>> {
  const { data, error, status } = await client.rpc('admin_account_activity', {
    account_id: accountId,
  });
  return error ? fail(error, status) : ok(accountActivityFrom(data ?? []));
}

/** How many audit entries the account pages show (the database gives at most 200). */
export const accountAuditLimit = 50;

/**
 * The audit trail about an account and the records it owns (jobs, plans, licences, enrolment,
 * proposals, orders, invoices, visa cases and documents), newest first.
 */
export async function listAccountAudit(
  client: GlobalHireClient,
  accountId: string,
  maxEntries: number = accountAuditLimit,
): Promise<Result<AuditEntry[]>> {
  const { data, error, status } = await client.rpc('admin_account_audit', {
    account_id: accountId,
    max_entries: maxEntries,
  });
  return error ? fail(error, status) : ok((data ?? []) as AuditEntry[]);
}

import { HttpResponse } from 'msw';
import type { AdminApplication } from '../queries/admin-applications';
import type { AdminJob } from '../queries/admin-jobs';
import type {
  AdminCandidate,
  AdminEmployer,
  EmployerOption,
  UserAccount,
} from '../queries/admin-users';
import type { ContentItem } from '../queries/admin-content';
import type { AdminPlanRequest } from '../queries/employer-plans';
import type { JobRow } from '../mutations/jobs';
import type { Profile } from '../queries/profile';
import { profiles } from './fixtures/accounts';
import {
  adminApplications,
  adminJobs,
  moderatedJobRow,
  moderationQueueJobs,
} from './fixtures/admin-jobs';
import {
  adminCandidates,
  adminEmployers,
  adminPlanRequests,
  employerOptions,
  userAccounts,
} from './fixtures/admin-people';
import { adminAnalyticsRows, contentItems, type AdminAnalyticsRow } from './fixtures/admin-content';
import { profileWriteCall } from './profile-writes';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, rpcUrl, writeResponse } from './wire';

type Row = Record<string, unknown>;

const eqValue = (url: URL, name: string) => {
  const value = param(url, name);
  return value?.startsWith('eq.') ? value.slice(3) : undefined;
};

/** `or=(title.ilike."*word*",company_name.ilike."*word*")` → [['title', 'word'], ...]. */
function ilikeTerms(value: string): [string, string][] {
  return [...value.matchAll(/([\w.]+)\.ilike\."\*((?:[^"\\]|\\.)*)\*"/g)].map((match) => [
    match[1]!,
    match[2]!.replace(/\\(.)/g, '$1').toLowerCase(),
  ]);
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
};

/**
 * A list answered the way PostgREST would: `eq.` filters on the row's fields, `or=` ilike
 * searches, `order=` and the requested range with an exact count. Enough for a story's search,
 * filter, sort and Previous/Next to behave.
 */
function listResponse(request: Request, rows: readonly Row[]): Response {
  const url = new URL(request.url);
  let result = rows.filter((row) =>
    [...url.searchParams].every(([name, value]) => {
      if (!(name in row)) return true;
      if (value.startsWith('eq.')) return String(row[name]) === value.slice(3);
      // Date ranges: ISO instants compare as instants.
      if (value.startsWith('gte.'))
        return Date.parse(String(row[name])) >= Date.parse(value.slice(4));
      if (value.startsWith('lt.'))
        return Date.parse(String(row[name])) < Date.parse(value.slice(3));
      return true;
    }),
  );
  for (const value of url.searchParams.getAll('or')) {
    const terms = ilikeTerms(value);
    result = result.filter((row) =>
      terms.some(([column, text]) =>
        String(row[column] ?? '')
          .toLowerCase()
          .includes(text),
      ),
    );
  }
  const order = (param(url, 'order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => term.split('.'));
  if (order.length) {
    result = [...result].sort((a, b) => {
      for (const [column, direction] of order) {
        const difference = compare(a[column!], b[column!]);
        if (difference !== 0) return direction === 'desc' ? -difference : difference;
      }
      return 0;
    });
  }
  return rowsResponse(request, result);
}

export const listCall = <T extends object>(
  table: string,
  fixture: T[],
  matches?: (url: URL) => boolean,
) =>
  defineCall<T[]>({
    method: 'get',
    url: restUrl(table),
    matches,
    respond: (request, rows) => listResponse(request, rows as unknown as Row[]),
    fixture,
    empty: [],
  });

/** The columns a write asked back (`select=id,user_type`), or the whole row for `*`. */
const sent = async (request: Request) => (await request.clone().json()) as Row;
const selectOf = (url: URL) => param(url, 'select') ?? '';

/** Mocks for the admin back office: every list, the analytics and the moderation writes. */
export const adminHandlers = {
  adminJobs: listCall<AdminJob>(
    'job_summaries',
    adminJobs,
    (url) => !url.searchParams.has('company_id'),
  ),
  adminEmployers: listCall<AdminEmployer>('employer_summaries', adminEmployers),
  adminCandidates: listCall<AdminCandidate>('candidate_summaries', adminCandidates),
  adminAccounts: listCall<UserAccount>('profile_details', userAccounts, (url) =>
    selectOf(url).startsWith('id,user_type,'),
  ),
  adminEmployerOptions: listCall<EmployerOption>(
    'profiles',
    employerOptions,
    (url) => selectOf(url) === 'id,company_name',
  ),
  adminApplications: listCall<AdminApplication>('applications', adminApplications, (url) =>
    selectOf(url).includes('candidate:profile_details'),
  ),
  adminContent: listCall<ContentItem>('content_items', contentItems),
  adminPlanRequests: defineCall<AdminPlanRequest[]>({
    method: 'get',
    url: restUrl('subscriptions'),
    matches: (url) => selectOf(url).includes('employer:profile_details'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: adminPlanRequests,
    empty: [],
  }),
  /** Confirm or decline a plan request: confirming starts a month from now, as the database does. */
  adminDecidePlanRequest: defineCall<AdminPlanRequest[]>({
    method: 'patch',
    url: restUrl('subscriptions'),
    matches: (url) => selectOf(url) === 'id,plan,status,period_end',
    respond: async (request, rows) => {
      const url = new URL(request.url);
      const id = Number(eqValue(url, 'id'));
      const asked = rows.find((row) => row.id === id);
      if (!asked) return writeResponse(request, []);
      const { status } = await sent(request);
      const periodEnd =
        status === 'active' ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null;
      return writeResponse(request, [{ id, plan: asked.plan, status, period_end: periodEnd }]);
    },
    fixture: adminPlanRequests,
    empty: [],
  }),
  adminAnalytics: defineCall<AdminAnalyticsRow[]>({
    method: 'post',
    url: rpcUrl('admin_analytics'),
    respond: (_request, rows) => HttpResponse.json(rows),
    fixture: adminAnalyticsRows,
    empty: [],
  }),
  /**
   * Approve, reject, take down, feature: the row comes back with the request's fields, dated as
   * the database would. As there, approving a job of an unverified company holds it, approving a
   * blocked company's is refused, and rejecting a live job takes it down.
   */
  adminUpdateJob: defineCall<JobRow>({
    method: 'patch',
    url: restUrl('jobs'),
    respond: async (request, row) => {
      const url = new URL(request.url);
      const id = Number(eqValue(url, 'id') ?? row.id);
      const listed = [...adminJobs, ...moderationQueueJobs].find((job) => job.id === id);
      const patch = await sent(request);
      const now = new Date();
      if (patch.approved === true && listed?.company_blocked)
        return postgrestError(403, {
          code: '42501',
          message: `${listed.company_name} is blocked, so its jobs cannot go live. Unblock the company first, or reject the job.`,
          hint: 'employer_blocked',
        });
      if (patch.approved === true && listed?.employer_status === 'pending')
        return writeResponse(request, [
          {
            ...row,
            id,
            title: listed.title,
            company_id: listed.company_id,
            approved: null,
            status: listed.status,
            published_at: null,
            expires_at: null,
            featured: false,
            approval_held_at: listed.approval_held_at ?? now.toISOString(),
            taken_down_at: null,
          },
        ]);
      const takenDown =
        patch.approved === false && listed?.lifecycle === 'active' ? now.toISOString() : null;
      // The listed job as stored, then the change; approval opens a window from now, as the database does.
      const stored = listed
        ? {
            title: listed.title,
            company_id: listed.company_id,
            approved: listed.approved,
            featured: listed.featured,
            status: listed.status,
            published_at: listed.published_at,
            expires_at: listed.expires_at,
            created_at: listed.created_at,
          }
        : {};
      const opens = patch.approved === true && !(listed?.published_at ?? row.published_at);
      return writeResponse(request, [
        {
          ...row,
          id,
          ...stored,
          approval_held_at: null,
          taken_down_at: takenDown,
          ...patch,
          ...(opens
            ? {
                published_at: now.toISOString(),
                expires_at: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
              }
            : {}),
        },
      ]);
    },
    fixture: moderatedJobRow,
    empty: moderatedJobRow,
  }),
  /** Verify, approve, block, change a role: the profile with the request's fields. */
  adminUpdateProfile: profileWriteCall(async (request, base, id) => {
    const known =
      [...adminEmployers, ...adminCandidates, ...userAccounts].find((row) => row.id === id) ?? {};
    return { ...base, ...known, id, ...(await sent(request)) } as Profile;
  }, profiles.candidate),
  /** Reset a staff member's second factor: the RPC returns nothing (204). */
  adminResetSecondFactor: defineCall<null>({
    method: 'post',
    url: rpcUrl('reset_staff_second_factor'),
    respond: () => new HttpResponse(null, { status: 204 }),
    fixture: null,
    empty: null,
  }),
  /** Publish or unpublish an article or an FAQ (no row asked back). */
  adminSetContentStatus: defineCall<null>({
    method: 'patch',
    url: `${restUrl('')}:table`,
    matches: (url) => url.pathname.endsWith('/articles') || url.pathname.endsWith('/faqs'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
};

import type { GlobalHireClient } from '../client';
import type { Enums, Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
} from './admin-list';

/** Where a case stands on the admin's list. */
export const visaCaseStages = ['new', 'in_progress', 'waiting_on_candidate', 'done'] as const;
export type VisaCaseStage = (typeof visaCaseStages)[number];

export type VisaDocumentStatus = Enums<'visa_document_status'>;

/** A case on the admin list: the candidate, the route, its stage, the assignee and progress. */
export interface AdminVisaCase {
  id: number;
  candidate_id: string;
  /** The hire the case was opened for, its job and the hiring employer (null: none). */
  application_id: number | null;
  job_id: number | null;
  job_title: string | null;
  employer_id: string | null;
  employer_name: string | null;
  /** When the application became hired. */
  hired_at: string | null;
  destination_country: string;
  visa_type: string;
  status: Enums<'visa_case_status'>;
  stage: VisaCaseStage;
  assigned_to: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  candidate_first_name: string | null;
  candidate_last_name: string | null;
  candidate_email: string | null;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  steps_done: number;
  steps_total: number;
  documents_to_review: number;
}

const ADMIN_VISA_CASE_SELECT =
  'id, candidate_id, application_id, job_id, job_title, employer_id, employer_name, hired_at, destination_country, visa_type, status, stage, assigned_to, version, created_at, updated_at, candidate_first_name, candidate_last_name, candidate_email, assignee_first_name, assignee_last_name, steps_done, steps_total, documents_to_review';

export interface AdminVisaCaseFilters extends ListPaging {
  stage?: VisaCaseStage;
  /** 'me': taken by the signed-in admin; 'nobody': not taken yet. */
  assignee?: 'me' | 'nobody';
  /** The signed-in admin, for assignee 'me'. */
  adminId?: string;
  search?: string;
}

/** Every visa case for an admin, newest first, one page at a time with an exact count. */
export async function listAdminVisaCases(
  client: GlobalHireClient,
  filters: AdminVisaCaseFilters = {},
): Promise<Result<ListPage<AdminVisaCase>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('visa_case_summaries').select(ADMIN_VISA_CASE_SELECT, { count: 'exact' });
  if (filters.stage) query = query.eq('stage', filters.stage);
  if (filters.assignee === 'nobody') query = query.is('assigned_to', null);
  if (filters.assignee === 'me' && filters.adminId)
    query = query.eq('assigned_to', filters.adminId);
  for (const term of searchTerms(filters.search)) {
    query = query.or(
      anyColumnContains(['candidate_first_name', 'candidate_last_name', 'candidate_email'], term),
    );
  }
  const { data, count, error, status } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as AdminVisaCase[], count ?? 0, page, pageSize));
}

export type AdminVisaStep = Pick<
  Tables<'visa_case_steps'>,
  'id' | 'position' | 'title' | 'description' | 'done' | 'done_at' | 'due_date' | 'owner'
>;

/** Who does a step, or provides a document: the candidate, the employer or GlobalHire. */
export type VisaStepOwner = Enums<'visa_step_owner'>;
export type AdminVisaDocument = Pick<
  Tables<'visa_case_documents'>,
  | 'id'
  | 'name'
  | 'required'
  | 'status'
  | 'file_path'
  | 'due_date'
  | 'review_reason'
  | 'uploaded_at'
  | 'reviewed_at'
  | 'created_at'
  | 'owner'
>;
export type VisaCaseNote = Pick<
  Tables<'visa_case_notes'>,
  'id' | 'body' | 'visible_to_candidate' | 'created_at'
> & { author: { first_name: string | null; last_name: string | null } | null };

/** One case as the admin works on it: the summary plus steps, documents and notes. */
export interface AdminVisaCaseDetail extends AdminVisaCase {
  template_id: number | null;
  steps: AdminVisaStep[];
  documents: AdminVisaDocument[];
  notes: VisaCaseNote[];
}

/** A route template the admin can start a case from, with its steps and their documents. */
export interface VisaRouteTemplate {
  id: number;
  destination_country: string;
  route_name: string;
  summary: string | null;
  steps: { position: number; title: string; documents: string[] }[];
}

/** One case with everything the admin screen shows; `null` when there is no such case. */
export async function getAdminVisaCase(
  client: GlobalHireClient,
  id: number,
): Promise<Result<AdminVisaCaseDetail | null>> {
  const [summary, steps, documents, notes] = await Promise.all([
    client
      .from('visa_case_summaries')
      .select(`${ADMIN_VISA_CASE_SELECT}, template_id`)
      .eq('id', id)
      .maybeSingle(),
    client
      .from('visa_case_steps')
      .select('id, position, title, description, done, done_at, due_date, owner')
      .eq('case_id', id)
      .order('position'),
    client
      .from('visa_case_documents')
      .select(
        'id, name, required, status, file_path, due_date, review_reason, uploaded_at, reviewed_at, created_at, owner',
      )
      .eq('case_id', id)
      .order('created_at')
      .order('id'),
    client
      .from('visa_case_notes')
      .select(
        'id, body, visible_to_candidate, created_at, author:profile_details!visa_case_notes_author_id_fkey(first_name, last_name)',
      )
      .eq('case_id', id)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false }),
  ]);
  const failed = [summary, steps, documents, notes].find((r) => r.error);
  if (failed?.error) return fail(failed.error, failed.status);
  if (!summary.data) return ok(null);
  return ok({
    ...(summary.data as AdminVisaCase & { template_id: number | null }),
    steps: steps.data ?? [],
    documents: documents.data ?? [],
    notes: (notes.data ?? []) as VisaCaseNote[],
  });
}

/** The route templates, by country, each with its steps in order. */
export async function listVisaRouteTemplates(
  client: GlobalHireClient,
): Promise<Result<VisaRouteTemplate[]>> {
  const { data, error, status } = await client
    .from('visa_route_templates')
    .select(
      'id, destination_country, route_name, summary, steps:visa_route_template_steps(position, title, documents)',
    )
    .order('destination_country')
    .order('route_name');
  if (error) return fail(error, status);
  return ok(
    (data ?? []).map((template) => ({
      ...template,
      steps: [...template.steps].sort((a, b) => a.position - b.position),
    })),
  );
}

/** The stage and step progress of the visa cases of candidates the employer hired. */
export type EmployerVisaProgress = {
  candidate_id: string;
  case_id: number;
  destination_country: string;
  visa_type: string;
  status: Enums<'visa_case_status'>;
  steps_done: number;
  steps_total: number;
  current_step: string | null;
  updated_at: string;
  /** The hire the case was opened for, when it is this employer's (null otherwise). */
  application_id: number | null;
  job_id: number | null;
  /** The employer's own steps not done yet. */
  employer_steps_open: number;
};

export async function listEmployerVisaProgress(
  client: GlobalHireClient,
): Promise<Result<EmployerVisaProgress[]>> {
  const { data, error, status } = await client.rpc('employer_visa_progress');
  return error ? fail(error, status) : ok((data ?? []) as EmployerVisaProgress[]);
}

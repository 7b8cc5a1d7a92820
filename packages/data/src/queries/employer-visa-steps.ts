import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/** A document the employer uploaded for one of their steps, as GlobalHire reviewed it. */
export type EmployerVisaDocument = Pick<
  Tables<'visa_case_documents'>,
  'id' | 'name' | 'status' | 'review_reason' | 'file_path' | 'uploaded_at'
>;

/** One of the employer's own steps of a hire's visa case, with the documents they gave for it. */
export type EmployerVisaStep = Pick<
  Tables<'visa_case_steps'>,
  'id' | 'case_id' | 'position' | 'title' | 'description' | 'done' | 'done_at'
> & { documents: EmployerVisaDocument[] };

/** At most this many cases' steps are read at once (the hires on one screen). */
export const maxEmployerVisaCases = 100;

/**
 * The employer's own steps of these cases, in order, each with its documents (RLS: the employer
 * of the hire the case was opened for reads its employer steps, and nothing else of the case).
 */
export async function listEmployerVisaSteps(
  client: GlobalHireClient,
  caseIds: readonly number[],
): Promise<Result<EmployerVisaStep[]>> {
  const ids = [...new Set(caseIds)].slice(0, maxEmployerVisaCases);
  if (ids.length === 0) return ok([]);
  const { data, error, status } = await client
    .from('visa_case_steps')
    .select(
      'id, case_id, position, title, description, done, done_at, documents:visa_case_documents(id, name, status, review_reason, file_path, uploaded_at)',
    )
    .in('case_id', ids)
    .eq('owner', 'employer')
    .order('case_id')
    .order('position');
  if (error) return fail(error, status);
  return ok(
    (data ?? []).map((step) => ({
      ...step,
      documents: [...step.documents].sort((a, b) =>
        (a.uploaded_at ?? '').localeCompare(b.uploaded_at ?? ''),
      ),
    })),
  );
}

import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import { visaDocumentUploadRules } from './candidate';

/** Marks one of the employer's own visa steps done (GlobalHire alone reopens a step). */
export async function completeEmployerVisaStep(
  client: GlobalHireClient,
  stepId: number,
): Promise<Result<{ id: number; done: boolean; done_at: string | null }>> {
  const { data, error, status } = await client
    .from('visa_case_steps')
    .update({ done: true })
    .eq('id', stepId)
    .select('id, done, done_at')
    .single();
  return error ? fail(error, status) : ok(data);
}

export interface EmployerVisaUpload {
  caseId: number;
  stepId: number;
  /** What the document is, as GlobalHire's reviewers will read it. */
  name: string;
  file: File;
}

/** The document name's rules, checked before the upload (the database checks again). */
export function validateEmployerVisaUpload(
  input: Pick<EmployerVisaUpload, 'name'>,
): string | undefined {
  const name = input.name.trim();
  if (!name) return 'Name the document.';
  if (name.length > 200) return 'Keep the name under 200 characters.';
  return undefined;
}

/**
 * Uploads a document for one of the employer's steps to the case's folder and records it for
 * GlobalHire to review. A file whose record is refused is removed again.
 */
export async function uploadEmployerVisaDocument(
  client: GlobalHireClient,
  input: EmployerVisaUpload,
  now: Date = new Date(),
): Promise<Result<{ id: number; status: string }>> {
  const safe = input.file.name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(-100);
  const path = `cases/${input.caseId}/step-${input.stepId}-${now.getTime()}-${safe}`;
  const bucket = client.storage.from(visaDocumentUploadRules.bucket);
  const uploaded = await bucket.upload(path, input.file, { contentType: input.file.type });
  if (uploaded.error) return fail(uploaded.error);
  const { data, error, status } = await client
    .from('visa_case_documents')
    .insert({
      case_id: input.caseId,
      step_id: input.stepId,
      owner: 'employer',
      name: input.name.trim(),
      file_path: path,
    })
    .select('id, status')
    .single();
  if (error) {
    await bucket.remove([path]);
    return fail(error, status);
  }
  return ok(data);
}

import type { GlobalHireClient } from '../client';
import type { Enums } from '../database.types';
import { fail, ok, type Result } from '../result';

/**
 * The admin's actions on a visa case. Each sends the case version the admin saw and resolves
 * to the new version; when another admin changed the case in between, the database refuses
 * with code '40001' (see `isVisaCaseConflict`) and nothing is written.
 */
export type VisaCaseVersion = Result<number>;

/** True when the action was refused because someone else changed the case first. */
export const isVisaCaseConflict = (error: { code: string | null } | null | undefined) =>
  error?.code === '40001';

async function versioned(
  call: PromiseLike<{ data: unknown; error: unknown; status: number }>,
): Promise<VisaCaseVersion> {
  const { data, error, status } = await call;
  return error ? fail(error, status) : ok(data as number);
}

export const takeVisaCase = (client: GlobalHireClient, caseId: number, version: number) =>
  versioned(client.rpc('visa_case_take', { case_id: caseId, expected_version: version }));

export const startVisaCase = (
  client: GlobalHireClient,
  caseId: number,
  version: number,
  templateId: number,
) =>
  versioned(
    client.rpc('visa_case_start', {
      case_id: caseId,
      template_id: templateId,
      expected_version: version,
    }),
  );

export interface VisaDocumentRequest {
  name: string;
  /** yyyy-mm-dd, today or later */
  dueDate?: string | null;
  required?: boolean;
}

/** Field messages for a document request, before it is sent (the database checks again). */
export function validateVisaDocumentRequest(
  input: VisaDocumentRequest,
  today: string = new Date().toISOString().slice(0, 10),
): Partial<Record<'name' | 'dueDate', string>> {
  const errors: Partial<Record<'name' | 'dueDate', string>> = {};
  if (!input.name.trim()) errors.name = 'Name the document you need.';
  else if (input.name.trim().length > 200) errors.name = 'Keep the name under 200 characters.';
  if (input.dueDate && input.dueDate < today)
    errors.dueDate = 'The due date cannot be in the past.';
  return errors;
}

export const requestVisaDocument = (
  client: GlobalHireClient,
  caseId: number,
  version: number,
  input: VisaDocumentRequest,
) =>
  versioned(
    client.rpc('visa_case_request_document', {
      case_id: caseId,
      expected_version: version,
      name: input.name.trim(),
      due_date: input.dueDate || undefined,
      required: input.required ?? true,
    }),
  );

export const reviewVisaDocument = (
  client: GlobalHireClient,
  documentId: number,
  version: number,
  decision: { accept: true } | { accept: false; reason: string },
) =>
  versioned(
    client.rpc('visa_case_review_document', {
      document_id: documentId,
      expected_version: version,
      accept: decision.accept,
      reason: decision.accept ? undefined : decision.reason.trim(),
    }),
  );

export const setVisaStepDone = (
  client: GlobalHireClient,
  stepId: number,
  version: number,
  done: boolean,
) =>
  versioned(client.rpc('visa_case_set_step', { step_id: stepId, expected_version: version, done }));

export const setVisaCaseStatus = (
  client: GlobalHireClient,
  caseId: number,
  version: number,
  status: Enums<'visa_case_status'>,
) =>
  versioned(
    client.rpc('visa_case_set_status', { case_id: caseId, expected_version: version, status }),
  );

export const addVisaCaseNote = (
  client: GlobalHireClient,
  caseId: number,
  version: number,
  body: string,
  visibleToCandidate = true,
) =>
  versioned(
    client.rpc('visa_case_add_note', {
      case_id: caseId,
      expected_version: version,
      body: body.trim(),
      visible_to_candidate: visibleToCandidate,
    }),
  );

/** A short-lived link to a file a candidate uploaded for their visa case (admins and the owner). */
export async function getVisaDocumentUrl(
  client: GlobalHireClient,
  path: string,
  expiresInSeconds = 300,
): Promise<Result<string>> {
  const { data, error } = await client.storage
    .from('visa-documents')
    .createSignedUrl(path, expiresInSeconds);
  return error ? fail(error) : ok(data.signedUrl);
}

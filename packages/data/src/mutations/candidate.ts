import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  candidateProfileSchema,
  visaRequestSchema,
  type CandidateProfileInput,
  type VisaRequestInput,
} from '../validation/candidate';
import { fieldErrors } from '../validation';
import { updateProfile } from './profile';
import { cvUploadRules } from './storage';

type ProfileRow = Tables<'profiles'>;

const invalid = <T>(errors: Record<string, string>): Result<T> =>
  fail({ message: Object.values(errors).join(' '), code: 'validation_failed' }, 400);

/** Saves the applicant's profile form; the database keeps role and status out of reach. */
export async function updateCandidateProfile(
  client: GlobalHireClient,
  userId: string,
  input: CandidateProfileInput,
): Promise<Result<ProfileRow>> {
  const parsed = candidateProfileSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const v = parsed.data;
  return updateProfile(client, userId, {
    first_name: v.firstName,
    last_name: v.lastName,
    headline: v.headline,
    phone: v.phone,
    country: v.country,
    city: v.city,
    experience_years: v.experienceYears,
    preferred_categories: v.preferredCategories,
    preferred_countries: v.preferredCountries,
  });
}

/**
 * Whether any of the candidate's applications was sent with this CV. Employers keep reading the
 * CV an application was sent with, so such a file stays in Storage when the profile moves on.
 */
async function cvIsOnAnApplication(
  client: GlobalHireClient,
  candidateId: string,
  path: string,
): Promise<Result<boolean>> {
  const { count, error, status } = await client
    .from('applications')
    .select('id', { count: 'exact', head: true })
    .eq('candidate_id', candidateId)
    .eq('cv_path', path);
  return error ? fail(error, status) : ok((count ?? 0) > 0);
}

/** Deletes a CV file unless an application still refers to it; answers whether it was deleted. */
async function discardCvFile(
  client: GlobalHireClient,
  candidateId: string,
  path: string,
): Promise<Result<boolean>> {
  const inUse = await cvIsOnAnApplication(client, candidateId, path);
  if (inUse.error) return fail(inUse.error, inUse.error.status);
  if (inUse.data) return ok(false);
  const { error } = await client.storage.from(cvUploadRules.bucket).remove([path]);
  return error ? fail(error) : ok(true);
}

/**
 * Makes an uploaded file the profile's CV, then discards the one it replaces (kept when an
 * application was sent with it).
 */
export async function setProfileCv(
  client: GlobalHireClient,
  candidateId: string,
  path: string,
  previousPath: string | null,
): Promise<Result<ProfileRow>> {
  const saved = await updateProfile(client, candidateId, { cv_path: path });
  if (saved.error) return saved;
  if (previousPath && previousPath !== path) {
    const discarded = await discardCvFile(client, candidateId, previousPath);
    if (discarded.error) return fail(discarded.error, discarded.error.status);
  }
  return saved;
}

/** Takes the CV off the profile and deletes its file (kept when an application was sent with it). */
export async function removeCv(
  client: GlobalHireClient,
  candidateId: string,
  path: string,
): Promise<Result<ProfileRow>> {
  const saved = await updateProfile(client, candidateId, { cv_path: null });
  if (saved.error) return saved;
  const discarded = await discardCvFile(client, candidateId, path);
  return discarded.error ? fail(discarded.error, discarded.error.status) : saved;
}

/** The visa document bucket's rules, mirrored from the bucket so the form can explain them. */
export const visaDocumentUploadRules = {
  bucket: 'visa-documents',
  maxSizeBytes: 10 * 1024 * 1024,
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
} as const;

/**
 * Uploads a file for one checklist item of the candidate's visa case and attaches it. Candidates
 * may only attach files; an admin marks the document received (enforced in the database).
 */
export async function uploadVisaDocument(
  client: GlobalHireClient,
  candidateId: string,
  documentId: number,
  file: File,
  now: Date = new Date(),
): Promise<Result<Tables<'visa_case_documents'>>> {
  const safe = file.name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(-100);
  const path = `${candidateId}/visa-${documentId}-${now.getTime()}-${safe}`;
  const bucket = client.storage.from(visaDocumentUploadRules.bucket);
  const uploaded = await bucket.upload(path, file, { contentType: file.type });
  if (uploaded.error) return fail(uploaded.error);
  const { data, error, status } = await client
    .from('visa_case_documents')
    .update({ file_path: path })
    .eq('id', documentId)
    .select()
    .single();
  if (error) {
    // The row was not ours or is gone: leave no orphaned file behind.
    await bucket.remove([path]);
    return fail(error, status);
  }
  return ok(data);
}

/** Asks the team for visa and relocation support; the case starts as 'requested'. */
export async function requestVisaSupport(
  client: GlobalHireClient,
  candidateId: string,
  input: VisaRequestInput,
): Promise<Result<Tables<'visa_cases'>>> {
  const parsed = visaRequestSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const { data, error, status } = await client
    .from('visa_cases')
    .insert({
      candidate_id: candidateId,
      destination_country: parsed.data.destinationCountry,
      visa_type: parsed.data.visaType,
      status: 'requested',
    })
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

/** The buckets where a user keeps files under a folder named after their id. */
const personalBuckets = ['cvs', 'visa-documents', 'avatars', 'logos'] as const;

/**
 * Deletes every file the user keeps in Storage, before the account itself is deleted (the
 * database cannot reach Storage). Answers how many files were removed.
 */
export async function removeMyFiles(
  client: GlobalHireClient,
  userId: string,
): Promise<Result<number>> {
  const removed = new Set<string>();
  let count = 0;
  for (const bucketId of personalBuckets) {
    const bucket = client.storage.from(bucketId);
    // Pages of 100 until the folder is empty: each removal shrinks the listing. A page with
    // nothing new on it (files that cannot be removed) ends the bucket instead of looping.
    for (;;) {
      const listed = await bucket.list(userId, { limit: 100 });
      if (listed.error) return fail(listed.error);
      const paths = listed.data
        .filter((entry) => entry.id !== null)
        .map((entry) => `${userId}/${entry.name}`)
        .filter((path) => !removed.has(`${bucketId}/${path}`));
      if (paths.length === 0) break;
      const { data, error } = await bucket.remove(paths);
      if (error) return fail(error);
      if (data.length === 0) break;
      count += data.length;
      for (const path of paths) removed.add(`${bucketId}/${path}`);
    }
  }
  return ok(count);
}

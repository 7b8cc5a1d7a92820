import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { offerLetterRules, type OfferInput } from '../validation/offers';

export type OfferRow = Tables<'offers'>;

/** What the form says when Storage refuses a letter. */
export const offerLetterRefusals = {
  wrongType: 'The offer letter must be a PDF file.',
  tooLarge: 'The offer letter is too large. The maximum size is 5 MB.',
} as const;

/**
 * `<application id>/<timestamp>-<safe name>.pdf`: the first folder is the application, as the
 * bucket's policies and the offer's letter_path check require.
 */
export function offerLetterPath(
  applicationId: number,
  fileName: string,
  now: Date = new Date(),
): string {
  const base = fileName
    .normalize('NFKD')
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-80);
  return `${applicationId}/${now.getTime()}-${base || 'offer-letter'}.pdf`;
}

interface StorageRefusal {
  message?: string;
  statusCode?: string | number;
  status?: number;
}

/** Uploads the letter into the private offer-letters bucket, under the application. */
export async function uploadOfferLetter(
  client: GlobalHireClient,
  applicationId: number,
  file: File,
  now: Date = new Date(),
): Promise<Result<{ path: string }>> {
  const path = offerLetterPath(applicationId, file.name, now);
  const { error } = await client.storage
    .from(offerLetterRules.bucket)
    .upload(path, file, { contentType: 'application/pdf', upsert: false });
  if (error) {
    const refusal = error as StorageRefusal;
    const status = Number(refusal.statusCode) || refusal.status || null;
    if (status === 415) return fail({ message: offerLetterRefusals.wrongType }, 415);
    if (status === 413) return fail({ message: offerLetterRefusals.tooLarge }, 413);
    return fail(error, status);
  }
  return ok({ path });
}

/**
 * Makes the offer: uploads the letter (when there is one), then creates the offer and moves the
 * application to offer in one database call. A letter whose offer was refused is removed again.
 */
export async function makeOffer(
  client: GlobalHireClient,
  applicationId: number,
  input: OfferInput,
  now: Date = new Date(),
): Promise<Result<OfferRow>> {
  let letterPath: string | undefined;
  if (input.letter) {
    const uploaded = await uploadOfferLetter(client, applicationId, input.letter, now);
    if (uploaded.error) return fail(uploaded.error, uploaded.error.status);
    letterPath = uploaded.data.path;
  }
  const { data, error, status } = await client.rpc('make_offer', {
    application_id: applicationId,
    salary_amount: input.salaryAmount,
    currency: input.currency,
    salary_period: input.salaryPeriod,
    start_date: input.startDate,
    location: input.location,
    expires_at: input.expiresAt,
    letter_path: letterPath,
  });
  if (error) {
    if (letterPath) await client.storage.from(offerLetterRules.bucket).remove([letterPath]);
    return fail(error, status);
  }
  return ok(data);
}

/** The employer withdraws an open offer. */
export async function withdrawOffer(
  client: GlobalHireClient,
  offerId: number,
): Promise<Result<OfferRow>> {
  const { data, error, status } = await client.rpc('withdraw_offer', { offer_id: offerId });
  return error ? fail(error, status) : ok(data);
}

/** The candidate accepts or declines, with an optional note for the employer. */
export async function respondToOffer(
  client: GlobalHireClient,
  offerId: number,
  accept: boolean,
  note?: string,
): Promise<Result<OfferRow>> {
  const { data, error, status } = await client.rpc('respond_to_offer', {
    offer_id: offerId,
    accept,
    note: note?.trim() || undefined,
  });
  return error ? fail(error, status) : ok(data);
}

/** A short-lived link to an offer letter the caller may read (the employer, the candidate, admins). */
export async function getOfferLetterUrl(
  client: GlobalHireClient,
  path: string,
  expiresInSeconds = 300,
): Promise<Result<string>> {
  const { data, error } = await client.storage
    .from(offerLetterRules.bucket)
    .createSignedUrl(path, expiresInSeconds, { download: true });
  return error ? fail(error) : ok(data.signedUrl);
}

import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import { countryLabel } from '../constants';

export type Offer = Pick<
  Tables<'offers'>,
  | 'id'
  | 'application_id'
  | 'salary_amount'
  | 'currency'
  | 'salary_period'
  | 'start_date'
  | 'location'
  | 'letter_path'
  | 'expires_at'
  | 'status'
  | 'candidate_note'
  | 'answered_at'
  | 'withdrawn_at'
  | 'created_at'
>;
export type OfferStatus = Offer['status'];

export const OFFER_SELECT =
  'id, application_id, salary_amount, currency, salary_period, start_date, location, letter_path, expires_at, status, candidate_note, answered_at, withdrawn_at, created_at';

/** At most this many applications' offers are read at once (one screen of applicants). */
export const maxOfferApplications = 200;

/**
 * The offers on these applications, newest first (RLS: the job's employer, the candidate,
 * admins). Applications without an offer have none.
 */
export async function listOffers(
  client: GlobalHireClient,
  applicationIds: readonly number[],
): Promise<Result<Offer[]>> {
  const ids = [...new Set(applicationIds)].slice(0, maxOfferApplications);
  if (ids.length === 0) return ok([]);
  const { data, error, status } = await client
    .from('offers')
    .select(OFFER_SELECT)
    .in('application_id', ids)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  return error ? fail(error, status) : ok(data satisfies Offer[]);
}

/**
 * The status as people see it: an open offer past its answer-by time is expired already, before
 * the worker's sweep records it (the database refuses an answer either way).
 */
export function offerStatusAt(
  offer: Pick<Offer, 'status' | 'expires_at'>,
  now: Date = new Date(),
): OfferStatus {
  return offer.status === 'open' && new Date(offer.expires_at).getTime() <= now.getTime()
    ? 'expired'
    : offer.status;
}

/** The newest offer of each application, by application id. */
export function latestOffers(offers: readonly Offer[]): Map<number, Offer> {
  const latest = new Map<number, Offer>();
  for (const offer of offers) {
    const known = latest.get(offer.application_id);
    if (
      !known ||
      offer.created_at > known.created_at ||
      (offer.created_at === known.created_at && offer.id > known.id)
    )
      latest.set(offer.application_id, offer);
  }
  return latest;
}

export interface OfferDefaults {
  location: string;
  currency: string | null;
  salaryPeriod: Tables<'jobs'>['salary_period'];
  salaryMax: number | null;
}

/** What a new offer starts from: the job's place and salary terms (RLS: the job's employer). */
export async function getOfferDefaults(
  client: GlobalHireClient,
  jobId: number,
): Promise<Result<OfferDefaults | null>> {
  const { data, error, status } = await client
    .from('jobs')
    .select('location, city, country, salary_currency, salary_period, salary_max')
    .eq('id', jobId)
    .maybeSingle();
  if (error) return fail(error, status);
  return ok(
    data
      ? {
          location:
            data.location.trim() ||
            [data.city, data.country ? countryLabel(data.country) : null]
              .filter(Boolean)
              .join(', '),
          currency: data.salary_currency,
          salaryPeriod: data.salary_period,
          salaryMax: data.salary_max,
        }
      : null,
  );
}

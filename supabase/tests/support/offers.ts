import type { SupabaseClient } from '@globalhire/supabase-local/testing';
import { inDays } from './interviews.js';

// Offers as the employer makes them, and what the hand-offs wrote about them.

export interface Offer {
  id: number;
  application_id: number;
  status: string;
  expires_at: string;
  start_date: string;
  candidate_note: string | null;
  answered_at: string | null;
  withdrawn_at: string | null;
  letter_path: string | null;
}

export const inDaysDate = (days: number) => inDays(days).slice(0, 10);

export const terms = (applicationId: number, overrides: Record<string, unknown> = {}) => ({
  application_id: applicationId,
  salary_amount: 65000,
  currency: 'GBP',
  salary_period: 'year',
  start_date: inDaysDate(30),
  location: 'London, United Kingdom',
  expires_at: inDays(7),
  ...overrides,
});

/** An offer the employer makes on an application. */
export async function offerOn(
  employer: SupabaseClient,
  applicationId: number,
  overrides: Record<string, unknown> = {},
): Promise<Offer> {
  const { data, error } = await employer.rpc('make_offer', terms(applicationId, overrides));
  if (error) throw new Error(error.message);
  return data as Offer;
}

/** A person's in-app notifications of a kind, oldest first. */
export async function notices(service: SupabaseClient, userId: string, kind: string) {
  const { data, error } = await service
    .from('notifications')
    .select('title, body, link')
    .eq('user_id', userId)
    .eq('kind', kind)
    .order('id');
  if (error) throw new Error(error.message);
  return data as { title: string; body: string; link: string }[];
}

export const applicationStatus = async (service: SupabaseClient, id: number) =>
  (await service.from('applications').select('status').eq('id', id).single()).data?.status;

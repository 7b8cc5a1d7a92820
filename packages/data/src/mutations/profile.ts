import type { GlobalHireClient } from '../client';
import type { PlanName } from '../constants';
import type { Tables, TablesUpdate } from '../database.types';
import { getProfile } from '../queries/profile';
import { fail, ok, type Result } from '../result';
import { companyProfileSchema, fieldErrors, type CompanyProfileInput } from '../validation';

type ProfileRow = Tables<'profiles'>;

/** Saves the employer's company profile (spec §3 fields); the toast 'Profile Updated' follows. */
export async function updateCompanyProfile(
  client: GlobalHireClient,
  userId: string,
  input: CompanyProfileInput,
): Promise<Result<ProfileRow>> {
  const parsed = companyProfileSchema.safeParse(input);
  if (!parsed.success) {
    return fail({ message: Object.values(fieldErrors(parsed.error)).join(' '), code: 'validation_failed' }, 400);
  }
  const { companyName, website, description, email, phone, address, publishEmail, publishPhone, publishAddress } =
    parsed.data;
  const { country, city, companySize, industry } = parsed.data;
  return updateProfile(client, userId, {
    country: country ?? null,
    city: city ?? null,
    company_size: companySize ?? null,
    industry: industry ?? null,
    company_name: companyName,
    website: website ?? null,
    description: description ?? null,
    email,
    phone: phone ?? null,
    address: address ?? null,
    publish_email: publishEmail ?? false,
    publish_phone: publishPhone ?? false,
    publish_address: publishAddress ?? false,
  });
}

/** Any profile fields the owner may change; role and statuses are guarded by the database. */
export async function updateProfile(
  client: GlobalHireClient,
  userId: string,
  patch: TablesUpdate<'profiles'>,
): Promise<Result<ProfileRow>> {
  // The table returns public columns only, so the saved row is read back through profile_details.
  const { error, status } = await client.from('profiles').update(patch).eq('id', userId).select('id').single();
  if (error) return fail(error, status);
  const saved = await getProfile(client, userId);
  if (saved.error) return saved;
  return saved.data ? ok(saved.data) : fail({ message: 'The profile was saved but could not be read back.', code: 'PGRST116' }, 406);
}

/** Admin: verify an employer, approve or block a candidate, or change a role. */
export const setEmployerStatus = (client: GlobalHireClient, userId: string, status: 'pending' | 'verified' | 'premium') =>
  updateProfile(client, userId, { employer_status: status });
export const setCandidateStatus = (client: GlobalHireClient, userId: string, status: 'active' | 'pending' | 'blocked') =>
  updateProfile(client, userId, { candidate_status: status });

/** Records a plan change request; an admin confirms it (no card payment is taken). */
export async function requestPlan(
  client: GlobalHireClient,
  employerId: string,
  plan: PlanName,
): Promise<Result<Tables<'subscriptions'>>> {
  const { data, error, status } = await client
    .from('subscriptions')
    .insert({ employer_id: employerId, plan, status: 'requested' })
    .select()
    .single();
  return error ? fail(error, status) : ok(data);
}

/** Deletes the signed-in user's account and data (Terms: users may delete their own account). */
export async function deleteMyAccount(client: GlobalHireClient): Promise<Result<null>> {
  const { error, status } = await client.rpc('delete_my_account');
  return error ? fail(error, status) : ok(null);
}

/** Admin CMS: publish or unpublish an article or an FAQ. */
export async function setContentStatus(
  client: GlobalHireClient,
  kind: 'article' | 'faq',
  id: number,
  status: 'published' | 'draft',
): Promise<Result<null>> {
  // The database stamps published_at the first time an article is published.
  const table = kind === 'article' ? 'articles' : 'faqs';
  const { error, status: httpStatus } = await client.from(table).update({ status }).eq('id', id);
  return error ? fail(error, httpStatus) : ok(null);
}

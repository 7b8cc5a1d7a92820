// The job shapes the listing queries return, apart from the queries so that search and the
// listings share them without importing each other.
import type { Tables } from '../database.types';

/** The columns a job card needs, plus its company's public name and page slug. */
export const JOB_CARD_SELECT =
  'id, title, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, created_at, published_at, company:profiles!jobs_company_id_fkey(company_name, slug)';

export const JOB_DETAIL_SELECT =
  'id, title, description, requirements, benefits, tags, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, approved, status, created_at, published_at, expires_at, company_id, occupation_code, region, weekly_hours, relocation_flights, relocation_housing_nights, relocation_visa_fees, relocation_family, relocation_allowance, relocation_allowance_currency, relocation_notes, closes_on, openings, company:profiles!jobs_company_id_fkey(company_name, slug, website, description, logo_path)';

type Job = Tables<'jobs'>;
type Company = Pick<Tables<'profiles'>, 'company_name' | 'slug'>;

export type JobSummary = Pick<
  Job,
  | 'id'
  | 'title'
  | 'country'
  | 'city'
  | 'location'
  | 'category'
  | 'work_type'
  | 'employment_type'
  | 'salary_min'
  | 'salary_max'
  | 'salary_currency'
  | 'salary_period'
  | 'visa_sponsorship'
  | 'relocation_support'
  | 'featured'
  | 'created_at'
  | 'published_at'
> & { company: Company | null };

export type JobDetail = JobSummary &
  Pick<
    Job,
    | 'description'
    | 'requirements'
    | 'benefits'
    | 'tags'
    | 'approved'
    | 'status'
    | 'expires_at'
    | 'company_id'
    | 'occupation_code'
    | 'region'
    | 'weekly_hours'
    | 'relocation_flights'
    | 'relocation_housing_nights'
    | 'relocation_visa_fees'
    | 'relocation_family'
    | 'relocation_allowance'
    | 'relocation_allowance_currency'
    | 'relocation_notes'
    | 'closes_on'
    | 'openings'
  > & {
    company: (Company & Pick<Tables<'profiles'>, 'website' | 'description' | 'logo_path'>) | null;
  };

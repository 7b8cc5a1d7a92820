-- Read-only views for the list screens (admin jobs / employers / candidates, employer job list,
-- public employer directory): each row carries the counts its screen shows, so a list stays one
-- PostgREST request with filters, order, range and an exact count.
-- security_invoker: every view reads through the caller's row-level security and column grants.

-- lifecycle: draft, pending, rejected, expired or active, the statuses the job screens show.
create view public.job_summaries with (security_invoker = true) as
select
  j.id, j.company_id, p.company_name, p.slug as company_slug, j.title, j.category, j.country, j.city,
  j.location, j.work_type, j.employment_type, j.salary_min, j.salary_max, j.salary_currency,
  j.salary_period, j.tags, j.visa_sponsorship, j.relocation_support, j.approved, j.featured, j.status,
  j.created_at, j.published_at, j.expires_at, j.view_count,
  case
    when j.status = 'draft' then 'draft'
    when j.approved is null then 'pending'
    when j.approved is false then 'rejected'
    when j.expires_at is not null and j.expires_at <= now() then 'expired'
    else 'active'
  end as lifecycle,
  (select count(*) from public.applications a where a.job_id = j.id)::integer as applications_count,
  (select count(*) from public.applications a where a.job_id = j.id and a.status = 'new')::integer as new_applications_count
from public.jobs j
left join public.profiles p on p.id = j.company_id;

-- Company fields only, so visitors can list employers too.
create view public.employer_summaries with (security_invoker = true) as
select
  p.id, p.company_name, p.slug, p.website, p.description, p.country, p.city, p.logo_path,
  p.employer_status, p.created_at,
  (select count(*) from public.jobs j
    where j.company_id = p.id and j.status = 'published' and j.approved is true
      and (j.expires_at is null or j.expires_at > now()))::integer as active_jobs,
  (select count(*) from public.jobs j where j.company_id = p.id)::integer as total_jobs,
  (select count(*) from public.applications a join public.jobs j on j.id = a.job_id
    where j.company_id = p.id and a.status = 'hired')::integer as total_hires
from public.profiles p
where p.user_type = 'employer';

create view public.candidate_summaries with (security_invoker = true) as
select
  p.id, p.first_name, p.last_name, p.email, p.headline, p.country, p.city, p.experience_years,
  p.candidate_status, p.created_at,
  (select count(*) from public.applications a where a.candidate_id = p.id)::integer as applications_count
from public.profiles p
where p.user_type = 'candidate';

revoke insert, update, delete, truncate on public.job_summaries, public.employer_summaries, public.candidate_summaries
  from anon, authenticated;
revoke select on public.candidate_summaries from anon;

-- Closed jobs and similar jobs.
--
-- A job that went live once (approved and published) and then expired, or that its employer
-- took down (back to draft), keeps a public page that says it is closed: its title, company,
-- place, pay and dates, never its description, applicants or anything personal. The live-jobs
-- policy still hides it from every list and from direct reads of public.jobs; the page reads it
-- through public.closed_job(), a security-definer function that returns only those public
-- fields. Jobs that never went live (drafts, pending, rejected) and jobs of blocked employers
-- return nothing, so the public keeps reading "Job not found." for them.
--
-- public.similar_jobs() lists live jobs that share the category, country or tags of a job the
-- caller may see (live, closed as above, or the caller's own / any for admins), most relevant
-- first, in one call.

-- Went live once and is no longer live; the employer is not blocked.
create function private.job_is_closed_publicly(job public.jobs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select job.approved is true
    and job.published_at is not null
    and job.category is not null
    and job.country is not null
    and (job.status = 'draft' or (job.expires_at is not null and job.expires_at <= pg_catalog.now()))
    and not private.is_blocked_account(job.company_id)
$$;

create function public.closed_job(job_id bigint)
returns table (
  id bigint,
  title text,
  company_name text,
  company_slug text,
  country text,
  city text,
  location text,
  category text,
  work_type public.work_type,
  employment_type public.employment_type,
  salary_min numeric,
  salary_max numeric,
  salary_currency text,
  salary_period public.salary_period,
  tags text[],
  visa_sponsorship boolean,
  relocation_support boolean,
  created_at timestamptz,
  published_at timestamptz,
  closed_at timestamptz,
  reason text
)
language sql
stable
security definer
set search_path = ''
as $$
  select j.id, j.title, c.company_name, c.slug, j.country, j.city, j.location, j.category,
         j.work_type, j.employment_type, j.salary_min, j.salary_max, j.salary_currency::text,
         j.salary_period, j.tags, j.visa_sponsorship, j.relocation_support, j.created_at,
         j.published_at,
         case when j.status = 'draft' then j.updated_at else j.expires_at end,
         case when j.status = 'draft' then 'closed' else 'expired' end
  from public.jobs j
  left join public.profiles c on c.id = j.company_id
  where j.id = closed_job.job_id and private.job_is_closed_publicly(j)
$$;

revoke execute on function private.job_is_closed_publicly(public.jobs) from public, anon, authenticated;
revoke execute on function public.closed_job(bigint) from public;
grant execute on function public.closed_job(bigint) to anon, authenticated, service_role;

create function public.similar_jobs(job_id bigint, max_count integer default 4)
returns table (
  id bigint,
  title text,
  company_name text,
  company_slug text,
  country text,
  city text,
  location text,
  category text,
  work_type public.work_type,
  employment_type public.employment_type,
  salary_min numeric,
  salary_max numeric,
  salary_currency text,
  salary_period public.salary_period,
  visa_sponsorship boolean,
  relocation_support boolean,
  featured boolean,
  created_at timestamptz,
  published_at timestamptz,
  score integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with source as (
    select j.id, j.category, j.country,
           coalesce(array(select pg_catalog.lower(t) from pg_catalog.unnest(j.tags) t), '{}') as tags
    from public.jobs j
    where j.id = similar_jobs.job_id
      and (private.job_is_live(j.id)
           or private.job_is_closed_publicly(j)
           or j.company_id = (select auth.uid())
           or (select private.is_admin()))
  ),
  candidates as (
    select j.*,
           (case when j.category = s.category then 4 else 0 end)
           + (case when j.country = s.country then 2 else 0 end)
           + coalesce((select count(*)::integer
                       from pg_catalog.unnest(j.tags) t
                       where pg_catalog.lower(t) = any (s.tags)), 0) as score
    from source s
    join public.jobs j
      on j.id <> s.id
     and (j.category = s.category or j.country = s.country
          or exists (select 1 from pg_catalog.unnest(j.tags) t where pg_catalog.lower(t) = any (s.tags)))
    where j.approved is true and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
      and not private.is_blocked_account(j.company_id)
  )
  select c.id, c.title, p.company_name, p.slug, c.country, c.city, c.location, c.category,
         c.work_type, c.employment_type, c.salary_min, c.salary_max, c.salary_currency::text,
         c.salary_period, c.visa_sponsorship, c.relocation_support, c.featured, c.created_at,
         c.published_at, c.score
  from candidates c
  left join public.profiles p on p.id = c.company_id
  -- Sharing only a country is not similar enough: the category or a skill must match too.
  where c.score > 2
  order by c.score desc, c.published_at desc nulls last, c.id desc
  limit greatest(1, least(coalesce(similar_jobs.max_count, 4), 12))
$$;

revoke execute on function public.similar_jobs(bigint, integer) from public;
grant execute on function public.similar_jobs(bigint, integer) to anon, authenticated, service_role;

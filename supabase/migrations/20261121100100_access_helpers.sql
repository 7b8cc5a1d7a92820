-- Access helpers used by row-level security policies and triggers.
-- They live in `private`, which PostgREST does not expose; `security definer` lets a policy ask
-- a question about other rows without recursing into those rows' own policies.

grant usage on schema private to anon, authenticated, service_role;

-- True when the statement runs as an API user (anon or authenticated) rather than as the
-- service role, a migration, the seed, or a security definer function of ours.
-- Deliberately security invoker: it must see the caller's role.
create function private.is_end_user_request()
returns boolean
language sql
stable
set search_path = ''
as $$ select current_user in ('anon', 'authenticated') $$;

create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.user_type = 'admin'
  )
$$;

-- Trigger guards: the service role, migrations and our own definer functions act as the system.
create function private.is_admin_or_system()
returns boolean
language sql
stable
set search_path = ''
as $$ select not private.is_end_user_request() or private.is_admin() $$;

create function private.is_employer()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.user_type = 'employer'
  )
$$;

-- A candidate who has not been blocked by an admin.
create function private.is_candidate_in_good_standing()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid())
      and p.user_type = 'candidate'
      and p.candidate_status is distinct from 'blocked'
  )
$$;

create function private.is_employer_account(profile_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = is_employer_account.profile_id and p.user_type = 'employer')
$$;

create function private.owns_job(job_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.jobs j where j.id = owns_job.job_id and j.company_id = (select auth.uid())
  )
$$;

-- Approved, published and not expired: what every visitor may see.
create function private.job_is_live(job_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.jobs j
    where j.id = job_is_live.job_id
      and j.approved is true
      and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
  )
$$;

create function private.has_live_jobs(company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.jobs j
    where j.company_id = has_live_jobs.company_id
      and j.approved is true
      and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
  )
$$;

-- The signed-in candidate's own application.
create function private.owns_application(application_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    where a.id = owns_application.application_id and a.candidate_id = (select auth.uid())
  )
$$;

-- An application to one of the signed-in employer's jobs.
create function private.owns_application_job(application_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    join public.jobs j on j.id = a.job_id
    where a.id = owns_application_job.application_id and j.company_id = (select auth.uid())
  )
$$;

-- The candidate (given as text: a storage folder name or a uuid) applied to one of the
-- signed-in employer's jobs.
create function private.is_applicant_of_mine(candidate_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a
    join public.jobs j on j.id = a.job_id
    where a.candidate_id::text = is_applicant_of_mine.candidate_id and j.company_id = (select auth.uid())
  )
$$;

create function private.owns_visa_case(case_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.visa_cases v where v.id = owns_visa_case.case_id and v.candidate_id = (select auth.uid())
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Employer plans: the active subscription decides; no subscription means the Free plan.
-- ---------------------------------------------------------------------------------------------
create function private.employer_plan(employer_id uuid)
returns public.subscription_plan
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select s.plan from public.subscriptions s
    where s.employer_id = employer_plan.employer_id
      and s.status = 'active'
      and (s.period_end is null or s.period_end > pg_catalog.now())
    order by s.period_start desc nulls last
    limit 1
  ), 'free'::public.subscription_plan)
$$;

-- Active postings allowed at once; null means unlimited.
create function private.plan_posting_limit(plan public.subscription_plan)
returns integer
language sql
immutable
set search_path = ''
as $$ select case plan_posting_limit.plan when 'free' then 1 when 'premium' then 5 else null end $$;

create function private.plan_visibility_days(plan public.subscription_plan)
returns integer
language sql
immutable
set search_path = ''
as $$ select case plan_visibility_days.plan when 'free' then 7 when 'premium' then 30 else 90 end $$;

create function private.plan_featured_slots(plan public.subscription_plan)
returns integer
language sql
immutable
set search_path = ''
as $$ select case plan_featured_slots.plan when 'free' then 0 when 'premium' then 2 else 5 end $$;

create function private.plan_label(plan public.subscription_plan)
returns text
language sql
immutable
set search_path = ''
as $$ select case plan_label.plan when 'free' then 'Free' when 'premium' then 'Premium' else 'Enterprise' end $$;

-- Postings that hold a slot: published and pending or approved, and not expired.
create function private.active_posting_count(company_id uuid, except_job_id bigint)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.jobs j
  where j.company_id = active_posting_count.company_id
    and j.id is distinct from active_posting_count.except_job_id
    and j.status = 'published'
    and j.approved is not false
    and (j.expires_at is null or j.expires_at > pg_catalog.now())
$$;

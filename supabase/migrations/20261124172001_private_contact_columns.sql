-- Contact details stay with their owner.
--
-- A verified employer's row is readable by everyone (its company page), and row-level security
-- cannot hide part of a row: until now any signed-in account read the email, phone, street address
-- and the account holder's name of every public employer. Design:
--
-- * Column privileges on public.profiles: anon and authenticated may select the company's public
--   fields only (plus the three "publish" flags). PostgREST (and supabase-local) refuse any other
--   column outright with 42501, so no filter, embed or `select=*` can reach them.
-- * public.profile_details: a view with the owner's rights that returns every column, but only to
--   those allowed to read it: the account itself, admins, and an employer reading a candidate who
--   applied to one of its jobs. On a public company's row everyone else gets the public fields plus
--   the contact fields the company chose to publish (publish_email / publish_phone /
--   publish_address, default off); its other personal columns are null.
-- * blocked_reason (an admin's note) is read by the account and admins only, no longer by the
--   employers a blocked candidate applied to.

alter table public.profiles
  add column publish_email boolean not null default false,
  add column publish_phone boolean not null default false,
  add column publish_address boolean not null default false;

comment on column public.profiles.publish_email is 'The company shows its contact email on its public page.';
comment on column public.profiles.publish_phone is 'The company shows its phone number on its public page.';
comment on column public.profiles.publish_address is 'The company shows its address on its public page.';

-- The caller may read this profile in full: their own, any as an admin (or the database itself:
-- the service role, triggers), or a candidate who applied to one of the caller's jobs.
-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.reads_profile_in_full(profile_id uuid, profile_type public.user_type)
returns boolean
language sql
stable
set search_path = ''
as $$
  select profile_id = (select auth.uid())
    or private.is_admin_or_system()
    or (profile_type = 'candidate' and private.is_applicant_of_mine(profile_id::text))
$$;

-- The rows everyone may see: companies that are verified or have live jobs, and are not blocked
-- (the same sentence as the policy "Anyone can read the profiles of verified employers who are not
-- blocked").
create function private.is_public_company(profile_id uuid, profile_type public.user_type,
  status public.employer_status, blocked_at timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select profile_type = 'employer' and blocked_at is null
    and (status in ('verified', 'premium') or private.has_live_jobs(profile_id))
$$;

revoke execute on function private.reads_profile_in_full(uuid, public.user_type) from public;
revoke execute on function private.is_public_company(uuid, public.user_type, public.employer_status, timestamptz)
  from public;
grant execute on function private.reads_profile_in_full(uuid, public.user_type) to anon, authenticated, service_role;
grant execute on function private.is_public_company(uuid, public.user_type, public.employer_status, timestamptz)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Column privileges: the company's public fields only.
-- ---------------------------------------------------------------------------------------------
revoke select on public.profiles from anon, authenticated;
grant select (
  id, user_type, company_name, slug, website, description, country, city, logo_path,
  employer_status, created_at, publish_email, publish_phone, publish_address
) on public.profiles to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Every column, for the people allowed to read it.
-- ---------------------------------------------------------------------------------------------
create view public.profile_details with (security_barrier = true) as
select
  p.id, p.user_type,
  case when f.full_access then p.first_name end as first_name,
  case when f.full_access then p.last_name end as last_name,
  p.company_name, p.slug, p.website, p.description,
  case when f.full_access or p.publish_email then p.email end as email,
  case when f.full_access or p.publish_phone then p.phone end as phone,
  case when f.full_access or p.publish_address then p.address end as address,
  p.country, p.city,
  case when f.full_access then p.headline end as headline,
  case when f.full_access then p.experience_years end as experience_years,
  case when f.full_access then p.preferred_categories else '{}'::text[] end as preferred_categories,
  case when f.full_access then p.preferred_countries else '{}'::text[] end as preferred_countries,
  case when f.full_access then p.avatar_path end as avatar_path,
  p.logo_path,
  case when f.full_access then p.cv_path end as cv_path,
  case when f.full_access then p.candidate_status end as candidate_status,
  p.employer_status, p.created_at,
  case when f.full_access then p.updated_at end as updated_at,
  case when f.full_access then p.blocked_at end as blocked_at,
  case when p.id = (select auth.uid()) or private.is_admin_or_system() then p.blocked_reason end as blocked_reason,
  p.publish_email, p.publish_phone, p.publish_address
from public.profiles p
cross join lateral (select private.reads_profile_in_full(p.id, p.user_type) as full_access) f
where f.full_access or private.is_public_company(p.id, p.user_type, p.employer_status, p.blocked_at);

comment on view public.profile_details is
  'Every profile column for the account itself, admins and the employers a candidate applied to; public companies'' published contact fields for everyone.';

revoke all on public.profile_details from anon, authenticated;
grant select on public.profile_details to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Views that read personal columns as the caller now read them through profile_details.
-- ---------------------------------------------------------------------------------------------
create or replace view public.candidate_summaries with (security_invoker = true) as
select
  p.id, p.first_name, p.last_name, p.email, p.headline, p.country, p.city, p.experience_years,
  p.candidate_status, p.created_at,
  (select count(*) from public.applications a where a.candidate_id = p.id)::integer as applications_count,
  p.blocked_at, p.blocked_reason
from public.profile_details p
where p.user_type = 'candidate';

create or replace view public.visa_case_summaries with (security_invoker = true) as
select
  v.id, v.candidate_id, v.job_id, v.destination_country, v.visa_type, v.status, v.assigned_to,
  v.template_id, v.version, v.created_at, v.updated_at,
  c.first_name as candidate_first_name, c.last_name as candidate_last_name, c.email as candidate_email,
  a.first_name as assignee_first_name, a.last_name as assignee_last_name,
  case
    when v.status = 'requested' then 'new'
    when v.status in ('approved', 'refused', 'closed') then 'done'
    when exists (select 1 from public.visa_case_documents d
                 where d.case_id = v.id and d.status in ('requested', 'rejected')) then 'waiting_on_candidate'
    else 'in_progress'
  end as stage,
  (select count(*) from public.visa_case_steps s where s.case_id = v.id and s.done)::integer as steps_done,
  (select count(*) from public.visa_case_steps s where s.case_id = v.id)::integer as steps_total,
  (select count(*) from public.visa_case_documents d where d.case_id = v.id and d.status = 'uploaded')::integer
    as documents_to_review
from public.visa_cases v
left join public.profile_details c on c.id = v.candidate_id
left join public.profile_details a on a.id = v.assigned_to;

-- ---------------------------------------------------------------------------------------------
-- Functions that run as the caller and read private columns: the same reads through
-- profile_details (the applicant's own CV; the candidate's own preferences).
-- ---------------------------------------------------------------------------------------------
create or replace function private.enforce_application_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not private.is_admin_or_system() and new.status <> 'new' then
      raise exception 'A new application starts with the status new.' using errcode = '42501';
    end if;
    if new.cv_path is null then
      new.cv_path := (select p.cv_path from public.profile_details p where p.id = new.candidate_id);
    end if;
    return new;
  end if;

  if new.job_id is distinct from old.job_id or new.candidate_id is distinct from old.candidate_id then
    raise exception 'An application cannot be moved to another job or candidate.' using errcode = '42501';
  end if;
  if not private.is_admin_or_system() then
    if old.candidate_id = (select auth.uid()) then
      if new.status <> 'withdrawn'
         or new.cover_letter is distinct from old.cover_letter
         or new.cv_path is distinct from old.cv_path then
        raise exception 'Candidates can only withdraw an application.' using errcode = '42501';
      end if;
    else
      if new.cover_letter is distinct from old.cover_letter or new.cv_path is distinct from old.cv_path then
        raise exception 'Employers can only change the status of an application.' using errcode = '42501';
      end if;
      if old.status = 'withdrawn' and new.status <> 'withdrawn' then
        raise exception 'This application was withdrawn by the candidate.' using errcode = '42501';
      end if;
      if new.status = 'withdrawn' and old.status <> 'withdrawn' then
        raise exception 'Only the candidate can withdraw an application.' using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create or replace function public.recommended_jobs(max_results integer default 10)
returns setof public.jobs
language sql
stable
set search_path = ''
as $$
  with me as (
    select p.preferred_categories, p.preferred_countries from public.profile_details p
    where p.id = (select auth.uid())
  ), interest as (
    select j.category, j.country from public.jobs j
    where j.id in (
      select a.job_id from public.applications a where a.candidate_id = (select auth.uid())
      union
      select s.job_id from public.saved_jobs s where s.candidate_id = (select auth.uid())
    )
  ), wanted as (
    select
      coalesce(nullif((select me.preferred_categories from me), '{}'),
               (select array_agg(distinct i.category) from interest i), '{}') as categories,
      coalesce(nullif((select me.preferred_countries from me), '{}'),
               (select array_agg(distinct i.country) from interest i), '{}') as countries
  )
  select j.* from public.jobs j, wanted w
  where j.approved is true and j.status = 'published'
    and (j.expires_at is null or j.expires_at > pg_catalog.now())
    and (j.category = any (w.categories) or j.country = any (w.countries))
    and not exists (
      select 1 from public.applications a
      where a.job_id = j.id and a.candidate_id = (select auth.uid())
    )
  order by j.featured desc, j.created_at desc
  limit greatest(0, least(coalesce(max_results, 10), 100))
$$;

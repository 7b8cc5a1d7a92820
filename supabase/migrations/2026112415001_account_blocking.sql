-- Accounts that hold: admins block and unblock any account (candidates and employers), and
-- candidates need an admin's approval before they apply.
--
-- Why `blocked_at` / `blocked_reason` on profiles rather than an employer_status value:
-- employer_status says how far a company is verified (pending, verified, premium) and
-- candidate_status whether a candidate was approved. Blocking is a different question, asked of
-- every role, and unblocking must give back what the account had before (a verified employer is
-- verified again). candidate_status keeps its 'blocked' value as a mirror of blocked_at, kept in
-- step by a trigger, so the admin's candidate list and its status filter work unchanged.
--
-- Candidate approval (decided here, once): a candidate signs up 'pending' and may build a profile,
-- upload a CV, save jobs and ask for visa support, but applies to jobs only once an admin has
-- approved the profile ('active'), the "profile approval" the FAQ counts from. Enforced by the
-- "Candidates can apply to live jobs" policy below; a trigger gives the refusal its true reason.

alter table public.profiles
  add column blocked_at timestamptz,
  add column blocked_reason text check (char_length(blocked_reason) <= 500);

create index profiles_blocked_at_idx on public.profiles (id) where blocked_at is not null;

update public.profiles set blocked_at = updated_at where candidate_status = 'blocked' and blocked_at is null;

-- Only an admin blocks or unblocks, never an admin account, and the time is the database's.
create function private.guard_profile_block()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and not private.is_admin_or_system()
     and (new.blocked_at is distinct from old.blocked_at or new.blocked_reason is distinct from old.blocked_reason) then
    raise exception 'Only an admin can block or unblock an account.' using errcode = '42501';
  end if;

  -- candidate_status 'blocked' and blocked_at say the same thing: whichever changed leads.
  if new.user_type = 'candidate' then
    if tg_op = 'UPDATE' and new.blocked_at is distinct from old.blocked_at then
      if new.blocked_at is not null then
        new.candidate_status := 'blocked';
      elsif new.candidate_status = 'blocked' then
        new.candidate_status := 'active';
      end if;
    elsif new.candidate_status = 'blocked' and new.blocked_at is null then
      new.blocked_at := pg_catalog.now();
    elsif new.candidate_status is distinct from 'blocked' and new.blocked_at is not null then
      new.blocked_at := null;
    end if;
  end if;

  if new.blocked_at is not null and new.user_type = 'admin' then
    raise exception 'An admin account cannot be blocked.' using errcode = '42501';
  end if;
  if new.blocked_at is null then
    new.blocked_reason := null;
  elsif (tg_op = 'INSERT' or old.blocked_at is null) and private.is_end_user_request() then
    new.blocked_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

-- Named to fire after normalize_profile (triggers fire in name order), which sets the statuses.
create trigger sync_profile_block
  before insert or update on public.profiles
  for each row execute function private.guard_profile_block();

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------
-- Every blocked account, as one array a policy evaluates once per statement.
create function private.blocked_account_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$ select coalesce(pg_catalog.array_agg(p.id), '{}') from public.profiles p where p.blocked_at is not null $$;

create function private.is_blocked_account(profile_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select 1 from public.profiles p where p.id = is_blocked_account.profile_id and p.blocked_at is not null) $$;

create or replace function private.is_candidate_in_good_standing()
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
      and p.blocked_at is null
      and p.candidate_status is distinct from 'blocked'
  )
$$;

-- A candidate an admin approved (and who is not blocked): the only one who may apply.
create function private.is_approved_candidate()
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
      and p.blocked_at is null
      and p.candidate_status = 'active'
  )
$$;

create function private.is_employer_in_good_standing()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = (select auth.uid()) and p.user_type = 'employer' and p.blocked_at is null
  )
$$;

-- Live now also means: posted by an account that is not blocked.
create or replace function private.job_is_live(job_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.jobs j
    join public.profiles p on p.id = j.company_id
    where j.id = job_is_live.job_id
      and j.approved is true
      and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
      and p.blocked_at is null
  )
$$;

create or replace function private.has_live_jobs(company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.jobs j
    join public.profiles p on p.id = j.company_id
    where j.company_id = has_live_jobs.company_id
      and j.approved is true
      and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
      and p.blocked_at is null
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Policies: a blocked employer's company page and jobs leave the public site (their rows stay;
-- they and admins still read them), and the account cannot post or edit jobs.
-- ---------------------------------------------------------------------------------------------
drop policy "Anyone can read verified employer profiles" on public.profiles;
create policy "Anyone can read the profiles of verified employers who are not blocked" on public.profiles
  for select to anon, authenticated
  using (
    user_type = 'employer'
    and not (id = any ((select private.blocked_account_ids())::uuid[]))
    and (employer_status in ('verified', 'premium') or private.has_live_jobs(id))
  );

drop policy "Anyone can read live jobs" on public.jobs;
create policy "Anyone can read live jobs of employers who are not blocked" on public.jobs
  for select to anon, authenticated
  using (
    approved is true and status = 'published' and (expires_at is null or expires_at > now())
    and not (company_id = any ((select private.blocked_account_ids())::uuid[]))
  );

drop policy "Employers can post jobs for their company" on public.jobs;
create policy "Employers who are not blocked can post jobs for their company" on public.jobs
  for insert to authenticated
  with check (company_id = (select auth.uid()) and (select private.is_employer_in_good_standing()));

drop policy "Employers can update their own jobs" on public.jobs;
create policy "Employers who are not blocked can update their own jobs" on public.jobs
  for update to authenticated
  using (company_id = (select auth.uid()))
  with check (company_id = (select auth.uid()) and (select private.is_employer_in_good_standing()));

drop policy "Candidates can apply to live jobs" on public.applications;
create policy "Approved candidates who are not blocked can apply to live jobs" on public.applications
  for insert to authenticated
  with check (
    candidate_id = (select auth.uid())
    and (select private.is_approved_candidate())
    and private.job_is_live(job_id)
  );

-- ---------------------------------------------------------------------------------------------
-- The true reason for a refusal. RLS refuses with a bare "row-level security" error; these
-- before-triggers (which run before the policies' checks) say why, with a hint the site maps:
-- account_blocked, account_pending. Named account_standing so they fire before the tables' other
-- triggers (name order): a blocked employer hears it is blocked, not that its plan is full.
-- ---------------------------------------------------------------------------------------------
create function private.refuse_account_out_of_standing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  account public.profiles%rowtype;
begin
  if caller is null then
    return new;
  end if;
  select * into account from public.profiles p where p.id = caller;
  if not found or account.user_type = 'admin' then
    return new;
  end if;
  if account.blocked_at is not null then
    raise exception 'Your account is blocked, so you cannot %. If you think this is a mistake, contact GlobalHire support.',
        tg_argv[0]
      using errcode = '42501', hint = 'account_blocked';
  end if;
  if tg_table_name = 'applications' and account.user_type = 'candidate'
     and account.candidate_status is distinct from 'active' then
    raise exception 'Your profile is waiting for approval by the GlobalHire team. You can apply to jobs once it is approved.'
      using errcode = '42501', hint = 'account_pending';
  end if;
  return new;
end;
$$;

create trigger account_standing
  before insert or update on public.jobs
  for each row when (current_user = 'authenticated')
  execute function private.refuse_account_out_of_standing('post or edit jobs');

create trigger account_standing
  before insert on public.applications
  for each row when (current_user = 'authenticated')
  execute function private.refuse_account_out_of_standing('apply to jobs');

create trigger account_standing
  before insert on public.saved_jobs
  for each row when (current_user = 'authenticated')
  execute function private.refuse_account_out_of_standing('save jobs');

-- ---------------------------------------------------------------------------------------------
-- The admin lists show who is blocked. employer_summaries is also the public directory, where
-- visitors may not read blocked_at: it comes through a definer function (always null for the
-- rows visitors can see, since blocked employers are hidden from them).
-- ---------------------------------------------------------------------------------------------
create function private.account_blocked_at(profile_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$ select p.blocked_at from public.profiles p where p.id = account_blocked_at.profile_id $$;

create function private.account_blocked_reason(profile_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select p.blocked_reason from public.profiles p where p.id = account_blocked_reason.profile_id $$;

create or replace view public.employer_summaries with (security_invoker = true) as
select
  p.id, p.company_name, p.slug, p.website, p.description, p.country, p.city, p.logo_path,
  p.employer_status, p.created_at,
  (select count(*) from public.jobs j
    where j.company_id = p.id and j.status = 'published' and j.approved is true
      and (j.expires_at is null or j.expires_at > now()))::integer as active_jobs,
  (select count(*) from public.jobs j where j.company_id = p.id)::integer as total_jobs,
  (select count(*) from public.applications a join public.jobs j on j.id = a.job_id
    where j.company_id = p.id and a.status = 'hired')::integer as total_hires,
  private.account_blocked_at(p.id) as blocked_at,
  private.account_blocked_reason(p.id) as blocked_reason
from public.profiles p
where p.user_type = 'employer';

create or replace view public.candidate_summaries with (security_invoker = true) as
select
  p.id, p.first_name, p.last_name, p.email, p.headline, p.country, p.city, p.experience_years,
  p.candidate_status, p.created_at,
  (select count(*) from public.applications a where a.candidate_id = p.id)::integer as applications_count,
  p.blocked_at, p.blocked_reason
from public.profiles p
where p.user_type = 'candidate';

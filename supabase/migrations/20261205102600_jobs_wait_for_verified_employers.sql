-- No job of a company GlobalHire has not verified, or has blocked, goes live; and an admin can take
-- a single live job down with a reason, without blocking its company.
--
-- Approving the job of an unverified company holds the approval: the job stays pending
-- (approved is null, so every "live" rule keeps it off the site) with approval_held_at stamped,
-- and goes live by itself the moment an admin verifies the company. Holding rather than refusing:
-- the admin's decision on the job is kept, verifying the company is the one step left, and the
-- employer is told where its job stands. Approving a blocked company's job is refused with the
-- reason (hint employer_blocked): the admin unblocks the company first or rejects the job.
--
-- A take-down is an approved job set to approved = false with a reason, as a rejection is: it
-- leaves the public site at once and the employer may edit it to submit it again. taken_down_at
-- tells the two apart for the words the employer, the candidates and the audit trail read.

alter table public.jobs
  add column approval_held_at timestamptz,
  add column taken_down_at timestamptz;

create index jobs_approval_held_idx on public.jobs (company_id) where approval_held_at is not null;

-- A company whose approved jobs may be live: verified (a paid plan counts) and not blocked.
create function private.employer_is_verified(company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles p
    where p.id = employer_is_verified.company_id
      and p.user_type = 'employer'
      and p.employer_status in ('verified', 'premium')
  )
$$;

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role. Named to
-- fire before enforce_job_rules (name order), so a held approval opens no visibility window.
create function private.hold_approval_for_verification()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  moderator boolean := private.is_admin_or_system();
  company text;
begin
  if not moderator then
    if new.approval_held_at is distinct from (case when tg_op = 'UPDATE' then old.approval_held_at end)
       or new.taken_down_at is distinct from (case when tg_op = 'UPDATE' then old.taken_down_at end) then
      raise exception 'Only an admin can approve, reject or take down a job.' using errcode = '42501';
    end if;
    -- The admin approved what the job said then: an edit of what visitors read, or a move back to
    -- drafts, asks for a new decision.
    if tg_op = 'UPDATE' and old.approval_held_at is not null
       and (new.status = 'draft' or private.job_review_fields_changed(old, new)) then
      new.approval_held_at := null;
    end if;
    -- Editing a rejected or taken-down job sends it back to review (enforce_job_rules).
    if tg_op = 'UPDATE' and old.approved is false then
      new.taken_down_at := null;
    end if;
    return new;
  end if;

  if new.approved is true and (tg_op = 'INSERT' or old.approved is distinct from true) then
    if private.is_admin() and private.is_blocked_account(new.company_id) then
      select coalesce(nullif(p.company_name, ''), 'This employer') into company
      from public.profiles p where p.id = new.company_id;
      raise exception '% is blocked, so its jobs cannot go live. Unblock the company first, or reject the job.',
          coalesce(company, 'This employer')
        using errcode = '42501', hint = 'employer_blocked';
    end if;
    if not private.employer_is_verified(new.company_id) then
      new.approved := null;
      new.approval_held_at := coalesce(
        case when tg_op = 'UPDATE' then old.approval_held_at end, pg_catalog.now());
      return new;
    end if;
  end if;

  if new.approved is not null or new.status = 'draft' then
    new.approval_held_at := null;
  end if;
  if new.approved is false and tg_op = 'UPDATE' and old.approved is true then
    new.taken_down_at := pg_catalog.now();
  elsif new.approved is distinct from false then
    new.taken_down_at := null;
  end if;
  return new;
end;
$$;

create trigger approval_waits_for_verified_employer
  before insert or update on public.jobs
  for each row execute function private.hold_approval_for_verification();

-- ---------------------------------------------------------------------------------------------
-- Verifying a company (or unblocking a verified one) puts its held jobs live, with a fresh
-- visibility window; taking the verification back holds its live jobs again.
-- ---------------------------------------------------------------------------------------------
create function private.release_held_jobs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.employer_status in ('verified', 'premium') and new.blocked_at is null then
    update public.jobs j set approved = true
    where j.company_id = new.id and j.approval_held_at is not null
      and j.approved is null and j.status = 'published';
  elsif new.employer_status = 'pending' and old.employer_status in ('verified', 'premium') then
    update public.jobs j set approved = null, approval_held_at = pg_catalog.now()
    where j.company_id = new.id and j.approved is true and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now());
  end if;
  return null;
end;
$$;

create trigger release_held_jobs
  after update on public.profiles
  for each row
  when (new.user_type = 'employer'
        and (old.employer_status is distinct from new.employer_status
             or (old.blocked_at is not null and new.blocked_at is null)))
  execute function private.release_held_jobs();

revoke execute on function private.release_held_jobs() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The approval queue shows where each company stands; the lists tell held and taken-down jobs
-- apart. New columns go last so the view keeps its shape.
-- ---------------------------------------------------------------------------------------------
create or replace view public.job_summaries with (security_invoker = true) as
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
  (select count(*) from public.applications a where a.job_id = j.id and a.status = 'new')::integer as new_applications_count,
  p.employer_status,
  private.account_blocked_at(j.company_id) is not null as company_blocked,
  j.approval_held_at,
  j.taken_down_at
from public.jobs j
left join public.profiles p on p.id = j.company_id;

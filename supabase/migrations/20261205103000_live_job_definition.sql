-- One definition of a live job, used by every count and list that says "live" or "active".
--
-- A job is live when it is published, approved, inside its window and its employer is not
-- blocked. The public policy, the search's kept counts and the sitemap said so; the admin job
-- lists and dashboard, the employer's dashboard and the employer directory's active_jobs did not
-- ask about blocking, so a blocked employer's job was "active" to an admin and missing on the site.
--
-- private.job_is_live(job, blocked_accounts, t) is the rule. It is a plain SQL expression (no
-- settings, not security definer) so the planner inlines it: scans keep using the partial indexes
-- on `approved is true and status = 'published'`. Callers pass the blocked accounts once per
-- statement, `(select private.blocked_account_ids())`, and the moment (now() for "live now").
-- private.live_jobs is that rule as a view, for counts and joins; private.job_is_live(job_id)
-- and private.has_live_jobs(company_id) ask it about one job or one company.
--
-- The approval rules (a blocked or unverified company's job is never approved) decide what may
-- become live; this decides what is live, so a company blocked after its job went live takes the
-- job off every count at once. In the admin lists such a job's lifecycle is 'blocked'.

create function private.job_is_live(job public.jobs, blocked_accounts uuid[], t timestamptz)
returns boolean
language sql
stable
parallel safe
as $$
  select private.job_live_at(job, t)
    and not (job.company_id operator(pg_catalog.=) any (blocked_accounts))
$$;

create view private.live_jobs with (security_invoker = true) as
select j.*
from public.jobs j
where private.job_is_live(j, (select private.blocked_account_ids()), now());

revoke all on private.live_jobs from public;
grant select on private.live_jobs to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The public policy: what visitors and candidates read is what every count counts.
-- ---------------------------------------------------------------------------------------------
drop policy "Anyone can read live jobs of employers who are not blocked" on public.jobs;
create policy "Anyone can read live jobs of employers who are not blocked" on public.jobs
  for select to anon, authenticated
  using (private.job_is_live(jobs, (select private.blocked_account_ids()), now()));

create or replace function private.job_is_live(job_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select 1 from private.live_jobs l where l.id = job_is_live.job_id) $$;

create or replace function private.has_live_jobs(company_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select exists (select 1 from private.live_jobs l where l.company_id = has_live_jobs.company_id) $$;

-- ---------------------------------------------------------------------------------------------
-- The search's kept counts (facets, totals, the locations list) count by the same rule.
-- ---------------------------------------------------------------------------------------------
create or replace function private.job_counted(job public.jobs, t timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select private.job_is_live(job, private.blocked_account_ids(), t) $$;

create or replace function private.live_job_count_changes(
  expired_at_0 timestamptz, aged_at_0 timestamptz, expired_at_1 timestamptz, aged_at_1 timestamptz)
returns table (
  country text, city text, category text, work_type public.work_type, employment_type public.employment_type,
  visa_sponsorship boolean, relocation_support boolean, salary_band smallint, age smallint, n integer)
language sql
stable
security definer
set search_path = ''
as $$
  select j.country, j.city, j.category, j.work_type, j.employment_type, j.visa_sponsorship,
         j.relocation_support, private.salary_band(j.salary_max_annual_usd), x.age, x.n
  from public.jobs j
  cross join lateral (values
    (private.job_age(j.created_at, aged_at_0), -1, expired_at_0),
    (private.job_age(j.created_at, aged_at_1), 1, expired_at_1)) as x(age, n, t)
  where private.job_is_live(j, (select private.blocked_account_ids()), x.t)
    and ((j.expires_at > least(expired_at_0, expired_at_1) and j.expires_at <= greatest(expired_at_0, expired_at_1))
      or (j.created_at >= least(aged_at_0, aged_at_1) - interval '24 hours'
          and j.created_at < greatest(aged_at_0, aged_at_1) - interval '24 hours')
      or (j.created_at >= least(aged_at_0, aged_at_1) - interval '7 days'
          and j.created_at < greatest(aged_at_0, aged_at_1) - interval '7 days')
      or (j.created_at >= least(aged_at_0, aged_at_1) - interval '30 days'
          and j.created_at < greatest(aged_at_0, aged_at_1) - interval '30 days'))
$$;

create or replace function private.rebuild_live_job_counts(t timestamptz default pg_catalog.now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table private.live_job_counts_as_of in exclusive mode;
  delete from private.live_job_counts;
  delete from private.live_job_visa_counts;
  insert into private.live_job_counts_as_of as c (singleton, as_of) values (true, t)
  on conflict (singleton) do update set as_of = excluded.as_of;
  insert into private.live_job_counts
    (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age, n)
  select j.country, j.city, j.category, j.work_type, j.employment_type, j.visa_sponsorship,
         j.relocation_support, private.salary_band(j.salary_max_annual_usd), private.job_age(j.created_at, t),
         pg_catalog.count(*)
  from public.jobs j
  where private.job_is_live(j, (select private.blocked_account_ids()), t)
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9;
  perform private.add_live_job_visa_counts(array(
    select p from private.job_visa_profiles p where p.sponsorable or p.treaty_routes <> '{}'), t, 1);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The sitemap lists the live jobs.
-- ---------------------------------------------------------------------------------------------
create or replace view private.sitemap_jobs with (security_invoker = true) as
select l.id, l.company_id, l.updated_at as lastmod
from private.live_jobs l;

-- ---------------------------------------------------------------------------------------------
-- Admin and employer lists: 'active' is live. An approved job inside its window whose company is
-- blocked is 'blocked' (hidden from the site until the company is unblocked).
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
    when private.job_is_live(j, (select private.blocked_account_ids()), now()) then 'active'
    else 'blocked'
  end as lifecycle,
  (select count(*) from public.applications a where a.job_id = j.id)::integer as applications_count,
  (select count(*) from public.applications a where a.job_id = j.id and a.status = 'new')::integer as new_applications_count,
  p.employer_status,
  private.account_blocked_at(j.company_id) is not null as company_blocked,
  j.approval_held_at,
  j.taken_down_at
from public.jobs j
left join public.profiles p on p.id = j.company_id;

create or replace view public.employer_summaries with (security_invoker = true) as
select
  p.id, p.company_name, p.slug, p.website, p.description, p.country, p.city, p.logo_path,
  p.employer_status, p.created_at,
  (select count(*) from private.live_jobs l where l.company_id = p.id)::integer as active_jobs,
  (select count(*) from public.jobs j where j.company_id = p.id)::integer as total_jobs,
  (select count(*) from public.applications a join public.jobs j on j.id = a.job_id
    where j.company_id = p.id and a.status = 'hired')::integer as total_hires,
  private.account_blocked_at(p.id) as blocked_at,
  private.account_blocked_reason(p.id) as blocked_reason
from public.profiles p
where p.user_type = 'employer';

-- The employer's dashboard: active means live. While the account is blocked its approved jobs
-- inside their window are in none of the buckets (they are not live, and not expired either).
create or replace function public.employer_dashboard_stats()
returns table (
  total_jobs integer,
  active_jobs integer,
  expired_jobs integer,
  pending_jobs integer,
  rejected_jobs integer,
  draft_jobs integer,
  total_views bigint,
  total_applications integer,
  new_applications integer,
  shortlisted_applications integer,
  interview_applications integer,
  offer_applications integer,
  hired_applications integer,
  rejected_applications integer,
  featured_jobs integer,
  featured_slots integer,
  featured_slots_left integer,
  plan public.subscription_plan,
  posting_limit integer,
  plan_days_left integer
)
language sql
stable
set search_path = ''
as $$
  with my_jobs as (
    select j.*, private.job_is_live(j, (select private.blocked_account_ids()), pg_catalog.now()) as live
    from public.jobs j where j.company_id = (select auth.uid())
  ), job_counts as (
    select
      count(*)::integer as total,
      (count(*) filter (where live))::integer as active,
      (count(*) filter (where status = 'published' and approved is true
        and expires_at <= pg_catalog.now()))::integer as expired,
      (count(*) filter (where status = 'published' and approved is null))::integer as pending,
      (count(*) filter (where status = 'published' and approved is false))::integer as rejected,
      (count(*) filter (where status = 'draft'))::integer as drafts,
      coalesce(sum(view_count), 0)::bigint as views,
      (count(*) filter (where featured and approved is true
        and (expires_at is null or expires_at > pg_catalog.now())))::integer as featured
    from my_jobs
  ), application_counts as (
    select
      count(*)::integer as total,
      (count(*) filter (where a.status = 'new'))::integer as new,
      (count(*) filter (where a.status = 'shortlisted'))::integer as shortlisted,
      (count(*) filter (where a.status = 'interview'))::integer as interview,
      (count(*) filter (where a.status = 'offer'))::integer as offer,
      (count(*) filter (where a.status = 'hired'))::integer as hired,
      (count(*) filter (where a.status = 'rejected'))::integer as rejected
    from public.applications a join my_jobs j on j.id = a.job_id
  ), plan as (
    select * from public.my_plan()
  )
  select
    jc.total, jc.active, jc.expired, jc.pending, jc.rejected, jc.drafts, jc.views,
    ac.total, ac.new, ac.shortlisted, ac.interview, ac.offer, ac.hired, ac.rejected,
    jc.featured, p.featured_slots, greatest(0, p.featured_slots - jc.featured),
    p.plan, p.posting_limit, p.days_left
  from job_counts jc cross join application_counts ac cross join plan p
$$;

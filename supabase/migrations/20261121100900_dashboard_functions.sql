-- Dashboard figures that a plain select cannot express in one request.
-- Security invoker: every count runs through the caller's row-level security.

-- The signed-in employer's plan: name, limits, and how much of it is used.
create function public.my_plan()
returns table (
  plan public.subscription_plan,
  posting_limit integer,
  visibility_days integer,
  featured_slots integer,
  active_postings integer,
  period_end timestamptz,
  days_left integer
)
language sql
stable
set search_path = ''
as $$
  with current_plan as (
    select private.employer_plan((select auth.uid())) as plan
  ), subscription as (
    select s.period_end from public.subscriptions s
    where s.employer_id = (select auth.uid()) and s.status = 'active'
      and (s.period_end is null or s.period_end > pg_catalog.now())
    order by s.period_start desc nulls last
    limit 1
  )
  select
    c.plan,
    private.plan_posting_limit(c.plan),
    private.plan_visibility_days(c.plan),
    private.plan_featured_slots(c.plan),
    private.active_posting_count((select auth.uid()), null),
    (select s.period_end from subscription s),
    (select greatest(0, ceil(extract(epoch from s.period_end - pg_catalog.now()) / 86400))::integer
       from subscription s)
  from current_plan c
$$;

-- Jobs fall in exactly one bucket: draft, pending, rejected, active (approved, inside its
-- window) or expired (approved, past its window).
create function public.employer_dashboard_stats()
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
    select j.* from public.jobs j where j.company_id = (select auth.uid())
  ), job_counts as (
    select
      count(*)::integer as total,
      (count(*) filter (where status = 'published' and approved is true
        and (expires_at is null or expires_at > pg_catalog.now())))::integer as active,
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

-- Live jobs that match the candidate's preferred categories and countries (or, without
-- preferences, those of the jobs they applied to or saved), excluding jobs already applied to.
create function public.recommended_jobs(max_results integer default 10)
returns setof public.jobs
language sql
stable
set search_path = ''
as $$
  with me as (
    select p.preferred_categories, p.preferred_countries from public.profiles p
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

-- The six applicant dashboard cards.
create function public.candidate_dashboard_stats()
returns table (
  applications_submitted integer,
  applications_in_progress integer,
  jobs_saved integer,
  upcoming_interviews integer,
  job_recommendations integer,
  visa_case_status public.visa_case_status,
  visa_steps_done integer,
  visa_steps_total integer,
  unread_notifications integer
)
language sql
stable
set search_path = ''
as $$
  with visa as (
    select v.id, v.status from public.visa_cases v
    where v.candidate_id = (select auth.uid())
    order by v.created_at desc
    limit 1
  )
  select
    (select count(*) from public.applications a where a.candidate_id = (select auth.uid()))::integer,
    (select count(*) from public.applications a where a.candidate_id = (select auth.uid())
       and a.status in ('new', 'shortlisted', 'interview', 'offer'))::integer,
    (select count(*) from public.saved_jobs s where s.candidate_id = (select auth.uid()))::integer,
    (select count(*) from public.interviews i join public.applications a on a.id = i.application_id
       where a.candidate_id = (select auth.uid()) and i.status = 'scheduled'
         and i.scheduled_at > pg_catalog.now())::integer,
    (select count(*) from public.recommended_jobs(100))::integer,
    (select visa.status from visa),
    (select count(*) from public.visa_case_steps st where st.case_id = (select visa.id from visa) and st.done)::integer,
    (select count(*) from public.visa_case_steps st where st.case_id = (select visa.id from visa))::integer,
    (select count(*) from public.notifications n where n.user_id = (select auth.uid()) and n.read_at is null)::integer
$$;

revoke execute on function public.my_plan() from public, anon;
revoke execute on function public.employer_dashboard_stats() from public, anon;
revoke execute on function public.recommended_jobs(integer) from public, anon;
revoke execute on function public.candidate_dashboard_stats() from public, anon;
grant execute on function public.my_plan() to authenticated, service_role;
grant execute on function public.employer_dashboard_stats() to authenticated, service_role;
grant execute on function public.recommended_jobs(integer) to authenticated, service_role;
grant execute on function public.candidate_dashboard_stats() to authenticated, service_role;

-- The candidate's dashboard: their saved and applied jobs counted by visa verdict, for their own
-- citizenships. Read with the candidate's rights: jobs they can no longer see are not counted.
create function public.my_job_verdicts()
returns table (list text, verdict text, jobs bigint)
language sql
stable
set search_path = ''
as $$
  with mine as (
    select coalesce((select c.citizenships from public.candidate_citizenships c
                     where c.candidate_id = (select auth.uid())), '{}') as citizenships
  ),
  listed as (
    select 'saved'::text as list, s.job_id from public.saved_jobs s where s.candidate_id = (select auth.uid())
    union all
    select 'applied', a.job_id from public.applications a
    where a.candidate_id = (select auth.uid()) and a.status <> 'withdrawn'
  )
  select l.list, f ->> 'verdict', pg_catalog.count(*)
  from listed l
  join public.jobs j on j.id = l.job_id
  cross join mine m
  cross join lateral private.visa_fit_of(j, m.citizenships, current_date) f
  group by 1, 2
$$;

revoke execute on function public.my_job_verdicts() from public, anon;
grant execute on function public.my_job_verdicts() to authenticated, service_role;

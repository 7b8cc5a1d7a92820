-- What a candidate may know of a job they applied to (or saved) once it is no longer listed, and
-- why: the employer's account was suspended, GlobalHire took the job down, it expired, it is back
-- in review after an edit, or the employer closed it. Row-level security hides such jobs from the
-- candidate (they read only live jobs), so the pages ask here; `has_page` says whether /jobs/{id}
-- still shows the job (a live job, or a closed one as public.closed_job() returns it), so the
-- pages never link to one that says "Job not found."

create function public.my_application_job_states()
returns table (
  job_id bigint,
  title text,
  company_name text,
  location text,
  state text,
  has_page boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select j.id, j.title, c.company_name, j.location,
    case
      when c.blocked_at is not null then 'employer_suspended'
      when private.job_is_live(j.id) then 'live'
      when j.approved is false and j.taken_down_at is not null then 'taken_down'
      when j.expires_at is not null and j.expires_at <= pg_catalog.now() then 'expired'
      when j.status = 'published' and j.approved is null then 'in_review'
      else 'closed'
    end,
    private.job_is_live(j.id) or private.job_is_closed_publicly(j)
  from public.applications a
  join public.jobs j on j.id = a.job_id
  left join public.profiles c on c.id = j.company_id
  where a.candidate_id = (select auth.uid())
  order by a.created_at desc, a.id desc
$$;

revoke execute on function public.my_application_job_states() from public, anon;
grant execute on function public.my_application_job_states() to authenticated, service_role;

-- Saved jobs say the same: why a saved job is gone, and whether its page still shows it.
drop function public.my_saved_job_states();

create function public.my_saved_job_states()
returns table (job_id bigint, title text, company_name text, location text, state text, has_page boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select j.id, j.title, c.company_name, j.location,
    case
      when c.blocked_at is not null then 'employer_suspended'
      when private.job_is_live(j.id) then 'live'
      when j.approved is false and j.taken_down_at is not null then 'taken_down'
      when j.expires_at is not null and j.expires_at <= pg_catalog.now() then 'expired'
      when j.status = 'published' and j.approved is null then 'in_review'
      else 'closed'
    end,
    private.job_is_live(j.id) or private.job_is_closed_publicly(j)
  from public.saved_jobs s
  join public.jobs j on j.id = s.job_id
  left join public.profiles c on c.id = j.company_id
  where s.candidate_id = (select auth.uid())
  order by s.created_at desc
$$;

revoke execute on function public.my_saved_job_states() from public, anon;
grant execute on function public.my_saved_job_states() to authenticated, service_role;

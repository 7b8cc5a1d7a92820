-- What reads a hire's visa case: the employer's progress list (now with the hire and their open
-- steps), the admin's case list and screen (the job, the employer, the hire date), and the
-- managed service's success fee, which matches the case of the application before any other.

-- ---------------------------------------------------------------------------------------------
-- the employer: the stage of their hires' cases, and how many of their own steps are open
-- ---------------------------------------------------------------------------------------------
drop function public.employer_visa_progress();

create function public.employer_visa_progress()
returns table (
  candidate_id uuid,
  case_id bigint,
  destination_country text,
  visa_type text,
  status public.visa_case_status,
  steps_done integer,
  steps_total integer,
  current_step text,
  updated_at timestamptz,
  application_id bigint,
  job_id bigint,
  employer_steps_open integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select v.candidate_id, v.id, v.destination_country, v.visa_type, v.status,
         (select count(*) from public.visa_case_steps s where s.case_id = v.id and s.done)::integer,
         (select count(*) from public.visa_case_steps s where s.case_id = v.id)::integer,
         (select s.title from public.visa_case_steps s where s.case_id = v.id and not s.done
          order by s.position limit 1),
         v.updated_at,
         case when v.employer_id = (select auth.uid()) then v.application_id end,
         case when v.employer_id = (select auth.uid()) then v.job_id end,
         case when v.employer_id = (select auth.uid()) and v.application_id is not null
              then (select count(*) from public.visa_case_steps s
                    where s.case_id = v.id and s.owner = 'employer' and not s.done)::integer
              else 0 end
  from public.visa_cases v
  where (v.application_id is not null and v.employer_id = (select auth.uid()))
     or exists (
      select 1 from public.applications a
      join public.jobs j on j.id = a.job_id
      where a.candidate_id = v.candidate_id
        and a.status = 'hired'
        and j.company_id = (select auth.uid())
        and (v.job_id is null
             or exists (select 1 from public.jobs vj where vj.id = v.job_id and vj.company_id = j.company_id)))
  order by v.updated_at desc
$$;

revoke execute on function public.employer_visa_progress() from public, anon;
grant execute on function public.employer_visa_progress() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- the admin's list and screen: as before (20261124172001), with the hire behind the case;
-- waiting on the candidate counts the candidate's documents only
-- ---------------------------------------------------------------------------------------------
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
                 where d.case_id = v.id and d.owner = 'candidate' and d.status in ('requested', 'rejected'))
      then 'waiting_on_candidate'
    else 'in_progress'
  end as stage,
  (select count(*) from public.visa_case_steps s where s.case_id = v.id and s.done)::integer as steps_done,
  (select count(*) from public.visa_case_steps s where s.case_id = v.id)::integer as steps_total,
  (select count(*) from public.visa_case_documents d where d.case_id = v.id and d.status = 'uploaded')::integer
    as documents_to_review,
  v.application_id,
  v.employer_id,
  j.title as job_title,
  e.company_name as employer_name,
  (select max(h.created_at) from public.application_events h
   where h.application_id = v.application_id and h.to_status = 'hired') as hired_at
from public.visa_cases v
left join public.profile_details c on c.id = v.candidate_id
left join public.profile_details a on a.id = v.assigned_to
left join public.jobs j on j.id = v.job_id
left join public.profile_details e on e.id = v.employer_id;

-- ---------------------------------------------------------------------------------------------
-- the success fee: as before (20261205102100); a case opened for an application counts for that
-- application only, and one without an application for its job (or, with no job, its country)
-- ---------------------------------------------------------------------------------------------
create or replace function private.charge_success_fee(application_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  placement record;
begin
  select a.id, a.candidate_id, a.job_id, j.country, j.region, j.title into placement
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = charge_success_fee.application_id and a.proposal_id is not null and a.status = 'hired';
  if placement.id is null
     or not exists (select 1 from public.visa_cases v
                    where v.candidate_id = placement.candidate_id and v.status = 'approved'
                      and (v.application_id = placement.id
                           or (v.application_id is null
                               and (v.job_id = placement.job_id
                                    or (v.job_id is null and v.destination_country = placement.country)))))
     or exists (select 1 from public.service_charges c
                where c.application_id = placement.id and c.fee_code = 'success') then
    return;
  end if;
  perform private.charge_fee(placement.candidate_id, 'success', 1, placement.country, placement.region,
    placement.id, null, pg_catalog.format('Success fee: %s', placement.title));
end;
$$;

create or replace function private.charge_success_fee_on_visa()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  placement bigint;
begin
  for placement in
    select a.id from public.applications a join public.jobs j on j.id = a.job_id
    where a.candidate_id = new.candidate_id and a.proposal_id is not null and a.status = 'hired'
      and (a.id = new.application_id
           or (new.application_id is null
               and (a.job_id = new.job_id or (new.job_id is null and j.country = new.destination_country))))
  loop
    perform private.charge_success_fee(placement);
  end loop;
  return null;
end;
$$;

-- A hire opens a visa case. When the job is in a country where the candidate has no right to
-- work, private.open_visa_case_for_hire opens one case for the application, linked to the job
-- and the employer, with the route the visa-fit verdict names and that route's steps. It runs
-- when an application becomes hired ("Mark as hired") and when an offer is accepted; a second
-- call for the same application returns the case already opened.
-- Steps now say whose they are (the candidate's, the employer's or GlobalHire's): the employer's
-- steps are theirs to act on (next migration).

-- ---------------------------------------------------------------------------------------------
-- who does a step
-- ---------------------------------------------------------------------------------------------
create type public.visa_step_owner as enum ('candidate', 'employer', 'globalhire');

alter table public.visa_route_template_steps
  add column owner public.visa_step_owner not null default 'candidate';
alter table public.visa_case_steps
  add column owner public.visa_step_owner not null default 'globalhire';

-- The catalogue routes each template serves (visa_routes.code): a verdict's route finds its steps.
alter table public.visa_route_templates
  add column route_codes text[] not null default '{}';

update public.visa_route_templates t set route_codes = r.codes::text[]
from (values
  ('united-kingdom', 'Skilled Worker visa', '{uk-skilled-worker}'),
  ('canada', 'Employer-specific work permit (LMIA)', '{ca-lmia-high-wage}'),
  ('australia', 'Skills in Demand visa (subclass 482)', '{au-sid-core,au-sid-specialist}'),
  ('ireland', 'Critical Skills Employment Permit', '{ie-critical-skills,ie-general-permit}'),
  ('new-zealand', 'Accredited Employer Work Visa', '{nz-aewv}'),
  ('united-states', 'H-1B specialty occupation visa', '{us-h1b}')
) as r (country, route, codes)
where t.destination_country = r.country and t.route_name = r.route;

-- Eligibility checks are GlobalHire's; sponsorship, nominations, permits and petitions the
-- employer files are the employer's; the rest is the candidate's.
update public.visa_route_template_steps s set owner = o.owner::public.visa_step_owner
from public.visa_route_templates t,
  (values
    ('Eligibility check', 'globalhire'),
    ('Certificate of Sponsorship', 'employer'),
    ('Labour Market Impact Assessment', 'employer'),
    ('Nomination', 'employer'),
    ('Employment permit application', 'employer'),
    ('Registration and selection', 'employer'),
    ('Labor Condition Application', 'employer'),
    ('I-129 petition', 'employer')
  ) as o (title, owner)
where t.id = s.template_id and s.title = o.title;

-- Steps already copied from a template take the template step's owner.
update public.visa_case_steps cs set owner = ts.owner
from public.visa_cases v, public.visa_route_template_steps ts
where v.id = cs.case_id and ts.template_id = v.template_id and ts.position = cs.position and ts.title = cs.title;

-- ---------------------------------------------------------------------------------------------
-- cases: the hire behind them
-- ---------------------------------------------------------------------------------------------
alter table public.visa_cases
  add column application_id bigint references public.applications (id) on delete set null,
  add column employer_id uuid references public.profiles (id) on delete set null;

-- One case per hire: what makes opening a case for an application idempotent.
create unique index visa_cases_application_id_key on public.visa_cases (application_id)
  where application_id is not null;
create index visa_cases_employer_id_idx on public.visa_cases (employer_id) where employer_id is not null;

-- The job and employer follow the application; the employer is always the job's. Only GlobalHire
-- links a case to a hire: a candidate's own request names neither an application nor an employer.
create function private.link_visa_case()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  hire record;
begin
  if not private.is_admin_or_system() and (tg_op = 'INSERT' or new.application_id is distinct from old.application_id)
     and new.application_id is not null then
    raise exception 'Only GlobalHire links a visa case to a hire.' using errcode = '42501';
  end if;
  if new.application_id is not null then
    select a.candidate_id, a.job_id into hire from public.applications a where a.id = new.application_id;
    if hire.candidate_id is distinct from new.candidate_id then
      raise exception 'This application is not the candidate''s.' using errcode = '23514';
    end if;
    new.job_id := hire.job_id;
  end if;
  new.employer_id := (select j.company_id from public.jobs j where j.id = new.job_id);
  return new;
end;
$$;

create trigger link_visa_case
  before insert or update of application_id, job_id, employer_id, candidate_id on public.visa_cases
  for each row execute function private.link_visa_case();

update public.visa_cases v set employer_id = j.company_id from public.jobs j where j.id = v.job_id;

-- Existing cases for a hired application's job belong to that hire (the newest, when several).
update public.visa_cases v set application_id = pick.application_id
from (
  select distinct on (a.id) a.id as application_id, c.id as case_id
  from public.applications a
  join public.visa_cases c on c.candidate_id = a.candidate_id and c.job_id = a.job_id
  where a.status = 'hired'
  order by a.id, c.created_at desc, c.id desc
) pick
where v.id = pick.case_id;

-- ---------------------------------------------------------------------------------------------
-- a template's steps, copied into a case (the admin's start and a hire both use it)
-- ---------------------------------------------------------------------------------------------
create function private.add_visa_template_steps(case_id bigint, template_id bigint)
returns integer
language sql
security definer
set search_path = ''
as $$
  with added as (
    insert into public.visa_case_steps (case_id, position, title, description, owner)
    select add_visa_template_steps.case_id, ts.position, ts.title,
           nullif(pg_catalog.concat_ws(' ', ts.description,
             case when pg_catalog.cardinality(ts.documents) > 0
                  then 'Documents: ' || pg_catalog.array_to_string(ts.documents, ', ') || '.' end), ''),
           ts.owner
    from public.visa_route_template_steps ts
    where ts.template_id = add_visa_template_steps.template_id
    returning 1
  )
  select count(*)::integer from added
$$;

-- As before (2026112413002), with each step's owner.
create or replace function public.visa_case_start(case_id bigint, template_id bigint, expected_version integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  visa_case public.visa_cases;
  template public.visa_route_templates;
begin
  visa_case := private.lock_visa_case(case_id, expected_version);
  select * into template from public.visa_route_templates t where t.id = visa_case_start.template_id;
  if not found then
    raise exception 'Choose one of the route templates.' using errcode = '22023';
  end if;
  if exists (select 1 from public.visa_case_steps s where s.case_id = visa_case.id) then
    raise exception 'This case already has its steps.' using errcode = '22023';
  end if;
  perform private.add_visa_template_steps(visa_case.id, template.id);
  update public.visa_cases v set
    template_id = template.id,
    destination_country = template.destination_country,
    visa_type = template.route_name,
    status = case when v.status = 'requested' then 'in_progress' else v.status end,
    assigned_to = coalesce(v.assigned_to, (select auth.uid()))
  where v.id = visa_case.id;
  return private.current_visa_version(case_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- opening the case of a hire
-- ---------------------------------------------------------------------------------------------
/**
 * Opens the visa case of a hire, or returns the one it has; null when no visa is needed: the
 * candidate's citizenships give free movement in the job's country, or (none recorded) they live
 * there. A case the candidate already has for that job (or that country, with no job) and that is
 * not refused or closed becomes the hire's case instead of a second one.
 */
create function private.open_visa_case_for_hire(application_id bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  hire public.applications;
  job public.jobs;
  candidate public.profiles;
  hired_name text;
  passports text[];
  fit jsonb;
  template public.visa_route_templates;
  route_label text;
  opened bigint;
  had_steps boolean;
  employer_steps text;
begin
  -- Locked, so that two calls for the same hire (the status trigger and an accepted offer) queue.
  select * into hire from public.applications a where a.id = open_visa_case_for_hire.application_id for update;
  if hire.id is null or hire.status in ('rejected', 'withdrawn') then
    return null;
  end if;
  select v.id into opened from public.visa_cases v where v.application_id = hire.id;
  if opened is not null then
    return opened;
  end if;

  select * into job from public.jobs j where j.id = hire.job_id;
  select * into candidate from public.profiles p where p.id = hire.candidate_id;
  passports := coalesce((select c.citizenships from public.candidate_citizenships c
                            where c.candidate_id = hire.candidate_id), '{}');
  fit := private.visa_fit_of(job, passports, current_date);
  if fit ->> 'verdict' = 'no_visa_needed'
     or (pg_catalog.cardinality(passports) = 0 and candidate.country = job.country) then
    return null;
  end if;

  -- The candidate's own open case for this job or country becomes the hire's.
  select v.id into opened from public.visa_cases v
  where v.candidate_id = hire.candidate_id and v.application_id is null
    and v.status not in ('refused', 'closed')
    and (v.job_id = job.id or (v.job_id is null and v.destination_country = job.country))
  order by (v.job_id is not null) desc, v.created_at desc, v.id desc
  limit 1
  for update;

  select * into template from public.visa_route_templates t
  where (fit -> 'route' ->> 'code') = any (t.route_codes)
  order by t.id limit 1;
  route_label := coalesce(fit -> 'route' ->> 'name', 'Work visa (route to be confirmed)');

  if opened is not null then
    had_steps := exists (select 1 from public.visa_case_steps s where s.case_id = opened);
    update public.visa_cases v set application_id = hire.id, version = v.version + 1 where v.id = opened;
    -- A request nobody started yet takes the verdict's route, as a new case would.
    if not had_steps and template.id is not null
       and (select v.status from public.visa_cases v where v.id = opened) = 'requested' then
      perform private.add_visa_template_steps(opened, template.id);
      update public.visa_cases v set template_id = template.id, visa_type = route_label,
        destination_country = job.country
      where v.id = opened;
    end if;
  else
    insert into public.visa_cases (candidate_id, application_id, job_id, destination_country, visa_type, status, template_id)
    values (hire.candidate_id, hire.id, job.id, job.country, route_label, 'requested', template.id)
    returning id into opened;
    if template.id is not null then
      perform private.add_visa_template_steps(opened, template.id);
    end if;
    perform private.notify(hire.candidate_id, 'visa_case_status', 'Visa case opened',
      pg_catalog.format('Your new job "%s" needs a visa for %s, so our visa team opened a case: %s.',
        job.title, private.country_words(job.country), route_label),
      '/applicant/visa');
  end if;

  select pg_catalog.string_agg(s.title, ', ' order by s.position) into employer_steps
  from public.visa_case_steps s where s.case_id = opened and s.owner = 'employer';
  if employer_steps is not null then
    hired_name := nullif(pg_catalog.concat_ws(' ', candidate.first_name, candidate.last_name), '');
    perform private.notify(job.company_id, 'visa_step', 'Visa case opened',
      pg_catalog.format('The visa case of %s for "%s" has steps for you: %s.',
        coalesce(hired_name, 'your new hire'), job.title, employer_steps),
      pg_catalog.format('/employer/jobs/%s/applicants', job.id));
  end if;
  return opened;
end;
$$;

revoke execute on function private.open_visa_case_for_hire(bigint) from public, anon, authenticated;
revoke execute on function private.add_visa_template_steps(bigint, bigint) from public, anon, authenticated;

-- "Mark as hired" (and an application an admin records as hired) opens the case.
create function private.open_visa_case_on_hire()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.open_visa_case_for_hire(new.id);
  return null;
end;
$$;

create trigger open_visa_case_on_hire
  after update of status on public.applications
  for each row when (new.status = 'hired' and old.status is distinct from 'hired')
  execute function private.open_visa_case_on_hire();

create trigger open_visa_case_on_hired_insert
  after insert on public.applications
  for each row when (new.status = 'hired')
  execute function private.open_visa_case_on_hire();

revoke execute on function private.open_visa_case_on_hire() from public, anon, authenticated;

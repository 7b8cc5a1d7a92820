-- Joining the managed service: a candidate enrols with consent (or withdraws it), a recruiter takes
-- them on, an admin reassigns; and the caseload recruiters and admins list. Each step tells the
-- other side. Proposals and the candidate's decisions are in the next file.

insert into public.service_consent_texts (version, body) values
(1, 'I ask GlobalHire to act for me in looking for work abroad. My recruiter may read my profile, CV, '
    'citizenships and applications, and propose jobs to me. For each job I approve, and only for those, '
    'GlobalHire submits an application to the employer on my behalf with the CV and cover letter shown to me. '
    'I have read the fees that apply to me, which are charged only where the law allows. I can withdraw this '
    'consent at any time from my dashboard: no new proposals or applications follow, and applications already '
    'sent stay with the employers.');

-- The recruiter with the fewest active candidates takes a new enrolment.
create function private.least_busy_recruiter()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.profiles p
  where p.user_type = 'recruiter' and p.blocked_at is null
  order by (select count(*) from public.service_enrolments e where e.recruiter_id = p.id and e.status = 'active'),
           p.created_at, p.id
  limit 1
$$;

create function private.person_name(profile_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), ''), p.email, 'A candidate')
  from public.profiles p where p.id = profile_id
$$;

/** Enrols the signed-in candidate (or updates their targets), recording the consent they gave. */
create function public.enrol_in_managed_service(
  target_countries text[], target_roles text[], salary_min numeric, salary_currency text,
  salary_period public.salary_period, consent_version integer)
returns public.service_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  current_version integer := (select max(t.version) from public.service_consent_texts t);
  before public.service_enrolments;
  after public.service_enrolments;
begin
  if not private.is_candidate_in_good_standing() then
    raise exception 'Only a candidate account in good standing can enrol in the managed service.' using errcode = '42501';
  end if;
  if consent_version is distinct from current_version then
    raise exception 'The consent text has changed. Read it again and confirm.' using errcode = '22023';
  end if;
  select * into before from public.service_enrolments e where e.candidate_id = me;

  insert into public.service_enrolments as e (candidate_id, recruiter_id, status, target_countries, target_roles,
    salary_min, salary_currency, salary_period, consent_version, consented_at, withdrawn_at)
  values (me, private.least_busy_recruiter(), 'active', target_countries,
    coalesce(target_roles, '{}'), salary_min, nullif(salary_currency, ''), coalesce(salary_period, 'year'),
    consent_version, pg_catalog.now(), null)
  on conflict (candidate_id) do update set
    target_countries = excluded.target_countries, target_roles = excluded.target_roles,
    salary_min = excluded.salary_min, salary_currency = excluded.salary_currency,
    salary_period = excluded.salary_period, status = 'active', withdrawn_at = null,
    recruiter_id = coalesce(e.recruiter_id, excluded.recruiter_id),
    consent_version = excluded.consent_version,
    consented_at = case when e.status = 'active' and e.consent_version = excluded.consent_version
                        then e.consented_at else excluded.consented_at end,
    updated_at = pg_catalog.now()
  returning * into after;

  if before is null or before.status <> 'active' or before.consent_version <> consent_version then
    insert into public.service_consents (candidate_id, consent_version, consent_text)
    select me, t.version, t.body from public.service_consent_texts t where t.version = consent_version;
    perform private.notify(after.recruiter_id, 'caseload_assigned', 'New candidate on your caseload',
      pg_catalog.format('%s enrolled in the managed service.', private.person_name(me)),
      '/recruiter/candidates/' || me);
  end if;
  return after;
end;
$$;

/** Withdraws the signed-in candidate's consent: open proposals are withdrawn, nothing new is sent. */
create function public.withdraw_managed_service_consent()
returns public.service_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  after public.service_enrolments;
begin
  update public.service_enrolments e set status = 'withdrawn', withdrawn_at = pg_catalog.now(),
    updated_at = pg_catalog.now()
  where e.candidate_id = me and e.status = 'active'
  returning * into after;
  if after is null then
    raise exception 'You are not enrolled in the managed service.' using errcode = 'P0002';
  end if;
  update public.service_consents c set withdrawn_at = pg_catalog.now()
  where c.candidate_id = me and c.withdrawn_at is null;
  update public.service_proposals s set status = 'withdrawn', updated_at = pg_catalog.now()
  where s.candidate_id = me and s.status = 'proposed';
  perform private.notify(after.recruiter_id, 'service_withdrawn', 'Consent withdrawn',
    pg_catalog.format('%s withdrew their consent to the managed service. Their open proposals are withdrawn.',
                      private.person_name(me)),
    '/recruiter');
  return after;
end;
$$;

/** An admin moves a candidate to another recruiter's caseload. */
create function public.assign_recruiter(candidate_id uuid, recruiter_id uuid)
returns public.service_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  before public.service_enrolments;
  after public.service_enrolments;
begin
  if not private.is_admin() then
    raise exception 'Only an admin, signed in with two factors, can assign recruiters.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles p where p.id = assign_recruiter.recruiter_id
                 and p.user_type = 'recruiter' and p.blocked_at is null) then
    raise exception 'Choose a recruiter account.' using errcode = '22023';
  end if;
  select * into before from public.service_enrolments e where e.candidate_id = assign_recruiter.candidate_id;
  update public.service_enrolments e set recruiter_id = assign_recruiter.recruiter_id, updated_at = pg_catalog.now()
  where e.candidate_id = assign_recruiter.candidate_id
  returning * into after;
  if after is null then
    raise exception 'This candidate is not enrolled in the managed service.' using errcode = 'P0002';
  end if;
  perform private.notify(after.recruiter_id, 'caseload_assigned', 'New candidate on your caseload',
    pg_catalog.format('An admin moved %s to your caseload.', private.person_name(after.candidate_id)),
    '/recruiter/candidates/' || after.candidate_id);
  if before.recruiter_id is distinct from after.recruiter_id then
    perform private.notify(before.recruiter_id, 'caseload_assigned', 'Candidate moved from your caseload',
      pg_catalog.format('An admin moved %s to %s''s caseload.', private.person_name(after.candidate_id),
                        private.person_name(after.recruiter_id)),
      '/recruiter');
  end if;
  perform private.notify(after.candidate_id, 'service_recruiter', 'Your recruiter',
    pg_catalog.format('%s is now your GlobalHire recruiter.', private.person_name(after.recruiter_id)),
    '/applicant/service');
  return after;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- what recruiters and admins list
-- ---------------------------------------------------------------------------------------------
-- Each enrolment with its candidate and recruiter, as the caller may read them (RLS decides rows).
create view public.service_caseload with (security_invoker = true) as
select
  e.candidate_id, e.recruiter_id, e.status, e.target_countries, e.target_roles, e.salary_min,
  e.salary_currency, e.salary_period, e.consented_at, e.withdrawn_at, e.created_at,
  c.first_name, c.last_name, c.email, c.headline, c.country, c.city, c.candidate_status, c.cv_path,
  r.first_name as recruiter_first_name, r.last_name as recruiter_last_name,
  (select count(*) from public.service_proposals s where s.candidate_id = e.candidate_id and s.status = 'proposed')::integer
    as open_proposals,
  (select count(*) from public.service_proposals s where s.candidate_id = e.candidate_id and s.status = 'approved')::integer
    as approved_proposals
from public.service_enrolments e
left join public.profile_details c on c.id = e.candidate_id
left join public.profile_details r on r.id = e.recruiter_id;

revoke execute on function private.least_busy_recruiter() from public, anon, authenticated;
revoke execute on function private.person_name(uuid) from public, anon, authenticated;
revoke execute on function public.enrol_in_managed_service(text[], text[], numeric, text, public.salary_period, integer)
  from public, anon;
revoke execute on function public.withdraw_managed_service_consent() from public, anon;
revoke execute on function public.assign_recruiter(uuid, uuid) from public, anon;
grant execute on function public.enrol_in_managed_service(text[], text[], numeric, text, public.salary_period, integer)
  to authenticated;
grant execute on function public.withdraw_managed_service_consent() to authenticated;
grant execute on function public.assign_recruiter(uuid, uuid) to authenticated;
revoke all on public.service_caseload from anon;
grant select on public.service_caseload to authenticated;

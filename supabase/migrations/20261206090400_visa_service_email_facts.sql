-- Visa case hand-offs queue facts for their emails (the case, the step or document, who acted),
-- rendered by the visa templates. The in-app notices are as before, except that a requested
-- document's due date is left to the visa page, which writes it for the reader.
-- The managed service, unread-message and invoice emails are in the next two files.

/** A visa case as emails show it: {id, visaType, destinationCountry, status}. */
create function private.email_visa_case(visa_case public.visa_cases)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', visa_case.id, 'visaType', visa_case.visa_type,
    'destinationCountry', visa_case.destination_country, 'status', visa_case.status)
$$;

revoke execute on function private.email_visa_case(public.visa_cases) from public, anon, authenticated;

-- As before (2026112413003).
create or replace function private.notify_visa_step_done()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visa_case public.visa_cases;
begin
  select * into visa_case from public.visa_cases v where v.id = new.case_id;
  perform private.notify(
    visa_case.candidate_id, 'visa_step',
    case when new.done then 'Visa step completed' else 'Visa step reopened' end,
    pg_catalog.format(case when new.done then 'Step completed: %s.' else 'Step reopened: %s.' end, new.title),
    '/applicant/visa',
    pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(visa_case),
      'event', pg_catalog.jsonb_build_object(
        'type', case when new.done then 'step_done' else 'step_reopened' end,
        'step', pg_catalog.jsonb_build_object('id', new.id, 'title', new.title))));
  return null;
end;
$$;

-- As before (2026112413003).
create or replace function private.notify_visa_case_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.candidate_id, 'visa_case_status', 'Visa case update',
    pg_catalog.format('Your %s case is now %s.', new.visa_type,
      case new.status
        when 'requested' then 'requested'
        when 'in_progress' then 'in progress'
        when 'in_review' then 'in review'
        when 'approved' then 'approved'
        when 'refused' then 'refused'
        else 'closed' end),
    '/applicant/visa',
    pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(new), 'openedForJob', null));
  return null;
end;
$$;

-- As before (2026112502001); the due date is in the email's facts and on the visa page.
create or replace function private.notify_visa_document_requested()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visa_case public.visa_cases;
begin
  if new.status <> 'requested' then
    return null;
  end if;
  select * into visa_case from public.visa_cases v where v.id = new.case_id;
  perform private.notify(
    visa_case.candidate_id, 'visa_document_requested', 'Document requested',
    pg_catalog.format('Our visa team needs: %s%s.', new.name,
      case when new.due_date is not null then ', by the date on your visa page' else '' end),
    '/applicant/visa',
    pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(visa_case),
      'document', pg_catalog.jsonb_build_object('id', new.id, 'name', new.name, 'dueDate', new.due_date)));
  return null;
end;
$$;

-- As before (20261205102720).
create or replace function private.note_employer_visa_step()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visa_case public.visa_cases;
begin
  select * into visa_case from public.visa_cases v where v.id = new.case_id;
  if visa_case.employer_id is distinct from (select auth.uid()) then
    return null;
  end if;
  update public.visa_cases v set version = v.version + 1 where v.id = visa_case.id;
  perform private.notify(admin_id, 'visa_step', 'Employer step done',
    pg_catalog.format('%s completed "%s" on the %s case.', private.company_words(visa_case.employer_id),
      new.title, visa_case.visa_type),
    pg_catalog.format('/admin/visa-cases/%s', visa_case.id),
    pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(visa_case),
      'event', pg_catalog.jsonb_build_object('type', 'employer_step_done',
        'step', pg_catalog.jsonb_build_object('id', new.id, 'title', new.title),
        'employer', pg_catalog.jsonb_build_object('name', private.company_words(visa_case.employer_id)))))
  from private.visa_case_admins(visa_case) admin_id;
  return null;
end;
$$;

-- As before (20261205102720).
create or replace function private.notify_visa_document_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visa_case public.visa_cases;
  who text;
  document_facts jsonb := pg_catalog.jsonb_build_object('id', new.id, 'name', new.name);
begin
  select * into visa_case from public.visa_cases v where v.id = new.case_id;
  if new.status in ('accepted', 'rejected') and new.owner = 'employer' then
    perform private.notify(
      visa_case.employer_id, 'visa_document_reviewed',
      case when new.status = 'accepted' then 'Document accepted' else 'Document needs another upload' end,
      case when new.status = 'accepted'
           then pg_catalog.format('Your %s for the %s case was accepted.', new.name, visa_case.visa_type)
           else pg_catalog.format('Your %s for the %s case was not accepted: %s', new.name, visa_case.visa_type,
                  coalesce(new.review_reason, '')) end,
      pg_catalog.format('/employer/jobs/%s/applicants', visa_case.job_id),
      pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(visa_case), 'document', document_facts,
        'accepted', new.status = 'accepted',
        'reason', case when new.status = 'rejected' then nullif(pg_catalog.btrim(new.review_reason), '') end,
        'job', private.email_job(visa_case.job_id)));
  elsif new.status in ('accepted', 'rejected') then
    perform private.notify(
      visa_case.candidate_id, 'visa_document_reviewed',
      case when new.status = 'accepted' then 'Document accepted' else 'Document needs another upload' end,
      case when new.status = 'accepted'
           then pg_catalog.format('Your %s was accepted.', new.name)
           else pg_catalog.format('Your %s was not accepted: %s', new.name, coalesce(new.review_reason, '')) end,
      '/applicant/visa',
      pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(visa_case), 'document', document_facts,
        'accepted', new.status = 'accepted',
        'reason', case when new.status = 'rejected' then nullif(pg_catalog.btrim(new.review_reason), '') end,
        'job', null));
  elsif new.status = 'uploaded' then
    if new.owner = 'employer' then
      who := private.company_words(visa_case.employer_id);
    else
      select coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), p.email, 'A candidate') into who
      from public.profiles p where p.id = visa_case.candidate_id;
    end if;
    perform private.notify(
      admin_id, 'visa_document_uploaded', 'Visa document uploaded',
      pg_catalog.format('%s uploaded %s for %s %s case.', coalesce(who, 'A candidate'), new.name,
        case when new.owner = 'employer' then 'the' else 'their' end, visa_case.visa_type),
      pg_catalog.format('/admin/visa-cases/%s', visa_case.id),
      pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(visa_case), 'document', document_facts,
        'uploadedBy', pg_catalog.jsonb_build_object('role', new.owner, 'name', coalesce(who, 'A candidate'))))
    from private.visa_case_admins(visa_case) admin_id;
  end if;
  return null;
end;
$$;

-- As before (20261205102700): the candidate's and the employer's notices carry the new case's facts.
create or replace function private.open_visa_case_for_hire(application_id bigint)
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
  opened_case public.visa_cases;
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
    select * into opened_case from public.visa_cases v where v.id = opened;
    perform private.notify(hire.candidate_id, 'visa_case_status', 'Visa case opened',
      pg_catalog.format('Your new job "%s" needs a visa for %s, so our visa team opened a case: %s.',
        job.title, private.country_words(job.country), route_label),
      '/applicant/visa',
      pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(opened_case),
        'openedForJob', private.email_job(job.id)));
  end if;

  select pg_catalog.string_agg(s.title, ', ' order by s.position) into employer_steps
  from public.visa_case_steps s where s.case_id = opened and s.owner = 'employer';
  if employer_steps is not null then
    hired_name := nullif(pg_catalog.concat_ws(' ', candidate.first_name, candidate.last_name), '');
    select * into opened_case from public.visa_cases v where v.id = opened;
    perform private.notify(job.company_id, 'visa_step', 'Visa case opened',
      pg_catalog.format('The visa case of %s for "%s" has steps for you: %s.',
        coalesce(hired_name, 'your new hire'), job.title, employer_steps),
      pg_catalog.format('/employer/jobs/%s/applicants', job.id),
      pg_catalog.jsonb_build_object('visaCase', private.email_visa_case(opened_case),
        'event', pg_catalog.jsonb_build_object('type', 'case_opened', 'job', private.email_job(job.id),
          'candidate', pg_catalog.jsonb_build_object('id', hire.candidate_id, 'name', hired_name),
          'steps', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', s.id, 'title', s.title)
                                                order by s.position)
                    from public.visa_case_steps s where s.case_id = opened and s.owner = 'employer'))));
  end if;
  return opened;
end;
$$;


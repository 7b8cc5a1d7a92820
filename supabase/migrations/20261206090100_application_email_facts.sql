-- Application hand-offs queue facts for their emails (the job, the status, who applied), and
-- the candidate gets a receipt of each application sent: by them, or by GlobalHire for them.
-- The in-app notices are as before.
create or replace function private.record_application_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
  job_facts jsonb;
begin
  insert into public.application_events (application_id, from_status, to_status, changed_by)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status, (select auth.uid()));

  select j.id, j.title, j.company_id into job from public.jobs j where j.id = new.job_id;
  job_facts := private.email_job(job.id);

  if tg_op = 'INSERT' then
    perform private.notify(job.company_id, 'application_received', 'New application',
      case when new.submitted_by is not null
        then pg_catalog.format('Submitted by GlobalHire for %s: "%s".', private.person_name(new.candidate_id), job.title)
        else pg_catalog.format('A candidate applied for "%s".', job.title) end,
      '/employer/jobs/' || job.id || '/applicants',
      pg_catalog.jsonb_build_object('job', job_facts, 'applicationId', new.id,
        'candidate', private.email_person(new.candidate_id),
        'submittedByGlobalHire', new.submitted_by is not null));
    perform private.email_only(new.candidate_id, 'application_submitted', '/applicant/applications',
      pg_catalog.jsonb_build_object('job', job_facts, 'applicationId', new.id,
        'submittedByGlobalHire', new.submitted_by is not null, 'appliedAt', new.created_at));
  elsif new.status = 'withdrawn' then
    perform private.notify(job.company_id, 'application_withdrawn', 'Application withdrawn',
      pg_catalog.format('A candidate withdrew their application for "%s".', job.title),
      '/employer/jobs/' || job.id || '/applicants',
      pg_catalog.jsonb_build_object('job', job_facts, 'applicationId', new.id));
  else
    if not (new.status = 'offer'
            and exists (select 1 from public.offers o where o.application_id = new.id and o.status = 'open')) then
      perform private.notify(new.candidate_id, 'application_status', 'Application update',
        pg_catalog.format('Your application for "%s" is now: %s.',
                          job.title, private.application_status_label(new.status)),
        '/applicant/applications',
        pg_catalog.jsonb_build_object('job', job_facts, 'applicationId', new.id,
          'status', new.status, 'candidate', null));
    end if;
    if new.submitted_by is not null then
      perform private.notify(new.submitted_by, 'application_status', 'Application update',
        pg_catalog.format('%s''s application for "%s" is now: %s.', private.person_name(new.candidate_id),
                          job.title, private.application_status_label(new.status)),
        '/recruiter/candidates/' || new.candidate_id,
        pg_catalog.jsonb_build_object('job', job_facts, 'applicationId', new.id,
          'status', new.status, 'candidate', private.email_person(new.candidate_id)));
    end if;
  end if;
  return null;
end;
$$;

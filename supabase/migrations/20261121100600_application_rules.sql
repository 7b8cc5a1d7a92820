-- Applications: who may change what, the status history and the notifications it sends.

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.enforce_application_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not private.is_admin_or_system() and new.status <> 'new' then
      raise exception 'A new application starts with the status new.' using errcode = '42501';
    end if;
    if new.cv_path is null then
      new.cv_path := (select p.cv_path from public.profiles p where p.id = new.candidate_id);
    end if;
    return new;
  end if;

  if new.job_id is distinct from old.job_id or new.candidate_id is distinct from old.candidate_id then
    raise exception 'An application cannot be moved to another job or candidate.' using errcode = '42501';
  end if;
  if not private.is_admin_or_system() then
    if old.candidate_id = (select auth.uid()) then
      if new.status <> 'withdrawn'
         or new.cover_letter is distinct from old.cover_letter
         or new.cv_path is distinct from old.cv_path then
        raise exception 'Candidates can only withdraw an application.' using errcode = '42501';
      end if;
    else
      if new.cover_letter is distinct from old.cover_letter or new.cv_path is distinct from old.cv_path then
        raise exception 'Employers can only change the status of an application.' using errcode = '42501';
      end if;
      if old.status = 'withdrawn' and new.status <> 'withdrawn' then
        raise exception 'This application was withdrawn by the candidate.' using errcode = '42501';
      end if;
      if new.status = 'withdrawn' and old.status <> 'withdrawn' then
        raise exception 'Only the candidate can withdraw an application.' using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create trigger enforce_application_rules
  before insert or update on public.applications
  for each row execute function private.enforce_application_rules();

create function private.application_status_label(status public.application_status)
returns text
language sql
immutable
set search_path = ''
as $$
  select case application_status_label.status
    when 'new' then 'New' when 'shortlisted' then 'Shortlisted' when 'interview' then 'Interview'
    when 'offer' then 'Offer' when 'hired' then 'Hired' when 'rejected' then 'Rejected'
    else 'Withdrawn' end
$$;

-- Every status an application takes is kept, with who set it; the other party is notified.
create function private.record_application_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
begin
  insert into public.application_events (application_id, from_status, to_status, changed_by)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status, (select auth.uid()));

  select j.id, j.title, j.company_id into job from public.jobs j where j.id = new.job_id;

  if tg_op = 'INSERT' then
    insert into public.notifications (user_id, title, body, link)
    values (job.company_id, 'New application',
            pg_catalog.format('A candidate applied for "%s".', job.title),
            '/employer/jobs/' || job.id || '/applicants');
  elsif new.status = 'withdrawn' then
    insert into public.notifications (user_id, title, body, link)
    values (job.company_id, 'Application withdrawn',
            pg_catalog.format('A candidate withdrew their application for "%s".', job.title),
            '/employer/jobs/' || job.id || '/applicants');
  else
    insert into public.notifications (user_id, title, body, link)
    values (new.candidate_id, 'Application update',
            pg_catalog.format('Your application for "%s" is now: %s.',
                              job.title, private.application_status_label(new.status)),
            '/applicant/applications');
  end if;
  return null;
end;
$$;

create trigger record_application_created
  after insert on public.applications
  for each row execute function private.record_application_event();

create trigger record_application_status_change
  after update of status on public.applications
  for each row when (old.status is distinct from new.status)
  execute function private.record_application_event();

-- Interviews: the candidate hears about each new invitation.
create function private.notify_interview_scheduled()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate uuid;
  job_title text;
begin
  select a.candidate_id, j.title into candidate, job_title
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = new.application_id;
  insert into public.notifications (user_id, title, body, link)
  values (candidate, 'Interview invitation',
          pg_catalog.format('You are invited to an interview for "%s".', job_title),
          '/applicant/interviews');
  return null;
end;
$$;

create trigger notify_interview_scheduled
  after insert on public.interviews
  for each row execute function private.notify_interview_scheduled();

create trigger set_interviews_updated_at
  before update on public.interviews
  for each row execute function private.set_updated_at();

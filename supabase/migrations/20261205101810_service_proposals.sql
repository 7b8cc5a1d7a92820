-- Proposals: a recruiter proposes a live job, the candidate approves or declines it, and an
-- approved proposal becomes an application submitted on the candidate's behalf, which the
-- employer hears of as GlobalHire's submission. Each step tells the other side.

-- The CV versions of a candidate: the current one and those sent with earlier applications.
create function private.is_cv_version_of(candidate_id uuid, cv_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = candidate_id and p.cv_path = is_cv_version_of.cv_path)
    or exists (select 1 from public.applications a
               where a.candidate_id = is_cv_version_of.candidate_id and a.cv_path = is_cv_version_of.cv_path)
$$;

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.guard_service_proposal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not private.is_admin_or_system()
       and (new.status <> 'proposed' or new.application_id is not null or new.decided_at is not null) then
      raise exception 'A proposal starts open; the candidate decides it.' using errcode = '42501';
    end if;
    if new.cv_path is not null and not private.is_cv_version_of(new.candidate_id, new.cv_path) then
      raise exception 'Choose one of the candidate''s CVs.' using errcode = '23514';
    end if;
  else
    if not private.is_admin_or_system() and (
         new.candidate_id is distinct from old.candidate_id or new.job_id is distinct from old.job_id
         or new.recruiter_id is distinct from old.recruiter_id or new.application_id is distinct from old.application_id
         or new.decided_at is distinct from old.decided_at or new.decline_reason is distinct from old.decline_reason
         or new.status not in ('proposed', 'withdrawn')) then
      raise exception 'A recruiter can edit or withdraw an open proposal; the candidate decides it.' using errcode = '42501';
    end if;
    if new.cv_path is distinct from old.cv_path and new.cv_path is not null
       and not private.is_cv_version_of(new.candidate_id, new.cv_path) then
      raise exception 'Choose one of the candidate''s CVs.' using errcode = '23514';
    end if;
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger guard_service_proposal
  before insert or update on public.service_proposals
  for each row execute function private.guard_service_proposal();

create function private.notify_service_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
begin
  select j.title, coalesce(c.company_name, 'an employer') as company into job
  from public.jobs j left join public.profiles c on c.id = j.company_id where j.id = new.job_id;
  if tg_op = 'INSERT' then
    perform private.notify(new.candidate_id, 'service_proposal', 'A job proposed for you',
      pg_catalog.format('Your recruiter proposes "%s" at %s. Approve it and we apply for you, or decline it.',
                        job.title, job.company),
      '/applicant/service');
  elsif new.status <> old.status and new.status in ('approved', 'declined') then
    perform private.notify(new.recruiter_id, 'proposal_decided',
      case new.status when 'approved' then 'Proposal approved' else 'Proposal declined' end,
      case new.status
        when 'approved' then pg_catalog.format('%s approved "%s" at %s. The application is submitted.',
                                               private.person_name(new.candidate_id), job.title, job.company)
        else pg_catalog.format('%s declined "%s" at %s%s', private.person_name(new.candidate_id), job.title,
                               job.company, coalesce(': ' || nullif(new.decline_reason, ''), '.'))
      end,
      '/recruiter/candidates/' || new.candidate_id);
  elsif new.status <> old.status and new.status = 'withdrawn' and (select auth.uid()) is distinct from new.candidate_id then
    perform private.notify(new.candidate_id, 'service_proposal', 'Proposal withdrawn',
      pg_catalog.format('Your recruiter withdrew the proposal of "%s" at %s.', job.title, job.company),
      '/applicant/service');
  end if;
  return null;
end;
$$;

create trigger notify_service_proposal
  after insert or update of status on public.service_proposals
  for each row execute function private.notify_service_proposal();

/**
 * The candidate approves or declines a proposal made to them. Approving submits the application
 * on their behalf, with the proposal's CV and cover letter.
 */
create function public.decide_service_proposal(proposal_id bigint, approve boolean, decline_reason text default null)
returns public.service_proposals
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  proposal public.service_proposals;
  submitted_application bigint;
  cv text;
begin
  select * into proposal from public.service_proposals s
  where s.id = decide_service_proposal.proposal_id and s.candidate_id = me
  for update;
  if proposal is null then
    raise exception 'This proposal was not found.' using errcode = 'P0002';
  end if;
  if proposal.status <> 'proposed' then
    raise exception 'This proposal is already %.', proposal.status using errcode = '55000';
  end if;
  if not exists (select 1 from public.service_enrolments e where e.candidate_id = me and e.status = 'active') then
    raise exception 'Your consent to the managed service is withdrawn. Enrol again to approve proposals.'
      using errcode = '42501';
  end if;

  if approve then
    if not private.is_approved_candidate() then
      raise exception 'Your profile is waiting for approval by the GlobalHire team. You can apply to jobs once it is approved.'
        using errcode = '42501', hint = 'account_pending';
    end if;
    if not private.job_is_live(proposal.job_id) then
      raise exception 'This job is no longer open, so it cannot be applied to.' using errcode = '55000';
    end if;
    if exists (select 1 from public.applications a where a.job_id = proposal.job_id and a.candidate_id = me) then
      raise exception 'You have already applied to this job.' using errcode = '23505';
    end if;
    cv := coalesce(proposal.cv_path, (select p.cv_path from public.profiles p where p.id = me));
    if cv is null then
      raise exception 'Upload your CV in My CV / Resume first: the employer receives it with the application.'
        using errcode = '23514', hint = 'cv_missing';
    end if;
    insert into public.applications (job_id, candidate_id, cover_letter, cv_path, submitted_by, proposal_id)
    values (proposal.job_id, me, proposal.cover_letter, cv, proposal.recruiter_id, proposal.id)
    returning id into submitted_application;
    update public.service_proposals s set status = 'approved', decided_at = pg_catalog.now(),
      application_id = submitted_application, updated_at = pg_catalog.now()
    where s.id = proposal.id returning * into proposal;
  else
    update public.service_proposals s set status = 'declined', decided_at = pg_catalog.now(),
      decline_reason = nullif(pg_catalog.btrim(decide_service_proposal.decline_reason), ''), updated_at = pg_catalog.now()
    where s.id = proposal.id returning * into proposal;
  end if;
  return proposal;
end;
$$;

-- Only the service itself sets who submitted an application, and it never changes afterwards.
create function private.guard_application_submitter()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_admin_or_system() then
    return new;
  end if;
  if tg_op = 'INSERT' and (new.submitted_by is not null or new.proposal_id is not null) then
    raise exception 'Only GlobalHire submits applications on a candidate''s behalf.' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and (new.submitted_by is distinct from old.submitted_by
                           or new.proposal_id is distinct from old.proposal_id) then
    raise exception 'Who submitted an application cannot be changed.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_application_submitter
  before insert or update on public.applications
  for each row execute function private.guard_application_submitter();

-- The employer hears who submitted the application: the candidate, or GlobalHire for them.
create or replace function private.record_application_event()
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
    perform private.notify(job.company_id, 'application_received', 'New application',
      case when new.submitted_by is not null
        then pg_catalog.format('Submitted by GlobalHire for %s: "%s".', private.person_name(new.candidate_id), job.title)
        else pg_catalog.format('A candidate applied for "%s".', job.title) end,
      '/employer/jobs/' || job.id || '/applicants');
  elsif new.status = 'withdrawn' then
    perform private.notify(job.company_id, 'application_withdrawn', 'Application withdrawn',
      pg_catalog.format('A candidate withdrew their application for "%s".', job.title),
      '/employer/jobs/' || job.id || '/applicants');
  else
    perform private.notify(new.candidate_id, 'application_status', 'Application update',
      pg_catalog.format('Your application for "%s" is now: %s.',
                        job.title, private.application_status_label(new.status)),
      '/applicant/applications');
    if new.submitted_by is not null then
      perform private.notify(new.submitted_by, 'application_status', 'Application update',
        pg_catalog.format('%s''s application for "%s" is now: %s.', private.person_name(new.candidate_id),
                          job.title, private.application_status_label(new.status)),
        '/recruiter/candidates/' || new.candidate_id);
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.is_cv_version_of(uuid, text) from public, anon;
grant execute on function private.is_cv_version_of(uuid, text) to authenticated, service_role;
revoke execute on function public.decide_service_proposal(bigint, boolean, text) from public, anon;
grant execute on function public.decide_service_proposal(bigint, boolean, text) to authenticated;

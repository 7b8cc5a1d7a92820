-- Visa case hand-offs: who hears about what (private.notify, in the same transaction), what the
-- hiring employer may see (the stage, not documents or notes), and the admin's access to files.

-- ---------------------------------------------------------------------------------------------
-- notifications to the candidate
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_visa_step_done()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate uuid;
begin
  select v.candidate_id into candidate from public.visa_cases v where v.id = new.case_id;
  perform private.notify(
    candidate, 'visa_step',
    case when new.done then 'Visa step completed' else 'Visa step reopened' end,
    pg_catalog.format(case when new.done then 'Step completed: %s.' else 'Step reopened: %s.' end, new.title),
    '/applicant/visa');
  return null;
end;
$$;

drop trigger if exists notify_visa_step_done on public.visa_case_steps;
create trigger notify_visa_step_done
  after update of done on public.visa_case_steps
  for each row when (new.done is distinct from old.done)
  execute function private.notify_visa_step_done();

create function private.notify_visa_case_status()
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
    '/applicant/visa');
  return null;
end;
$$;

create trigger notify_visa_case_status
  after update of status on public.visa_cases
  for each row when (new.status is distinct from old.status)
  execute function private.notify_visa_case_status();

create function private.notify_visa_document_requested()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate uuid;
begin
  if new.status <> 'requested' then
    return null;
  end if;
  select v.candidate_id into candidate from public.visa_cases v where v.id = new.case_id;
  perform private.notify(
    candidate, 'visa_document_requested', 'Document requested',
    pg_catalog.format('Our visa team needs: %s%s.', new.name,
      case when new.due_date is not null
           then pg_catalog.format(' by %s', pg_catalog.to_char(new.due_date, 'FMDD Mon YYYY')) else '' end),
    '/applicant/visa');
  return null;
end;
$$;

create trigger notify_visa_document_requested
  after insert on public.visa_case_documents
  for each row execute function private.notify_visa_document_requested();

-- Reviewed (to the candidate) or uploaded (to the assigned admin, or every admin when unassigned).
create function private.notify_visa_document_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visa_case public.visa_cases;
  who text;
begin
  select * into visa_case from public.visa_cases v where v.id = new.case_id;
  if new.status in ('accepted', 'rejected') then
    perform private.notify(
      visa_case.candidate_id, 'visa_document_reviewed',
      case when new.status = 'accepted' then 'Document accepted' else 'Document needs another upload' end,
      case when new.status = 'accepted'
           then pg_catalog.format('Your %s was accepted.', new.name)
           else pg_catalog.format('Your %s was not accepted: %s', new.name, coalesce(new.review_reason, '')) end,
      '/applicant/visa');
  elsif new.status = 'uploaded' then
    select coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), p.email, 'A candidate') into who
    from public.profiles p where p.id = visa_case.candidate_id;
    perform private.notify(
      admin.id, 'visa_document_uploaded', 'Visa document uploaded',
      pg_catalog.format('%s uploaded %s for their %s case.', coalesce(who, 'A candidate'), new.name, visa_case.visa_type),
      pg_catalog.format('/admin/visa-cases/%s', visa_case.id))
    from public.profiles admin
    where admin.user_type = 'admin'
      and (visa_case.assigned_to is null or admin.id = visa_case.assigned_to);
  end if;
  return null;
end;
$$;

create trigger notify_visa_document_status
  after update of status, file_path on public.visa_case_documents
  for each row when (new.status is distinct from old.status
                     or (new.status = 'uploaded' and new.file_path is distinct from old.file_path))
  execute function private.notify_visa_document_status();

-- ---------------------------------------------------------------------------------------------
-- the employer who hired the candidate: the case's stage and step progress, nothing else
-- ---------------------------------------------------------------------------------------------
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
  updated_at timestamptz
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
         v.updated_at
  from public.visa_cases v
  where exists (
    select 1 from public.applications a
    join public.jobs j on j.id = a.job_id
    where a.candidate_id = v.candidate_id
      and a.status = 'hired'
      and j.company_id = (select auth.uid())
      and (v.job_id is null
           or exists (select 1 from public.jobs vj where vj.id = v.job_id and vj.company_id = j.company_id))
  )
  order by v.updated_at desc
$$;

revoke execute on function public.employer_visa_progress() from public, anon;
grant execute on function public.employer_visa_progress() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- admins open the files candidates upload, to review them
-- ---------------------------------------------------------------------------------------------
create policy "Admins can read visa documents" on storage.objects
  for select to authenticated
  using (bucket_id = 'visa-documents' and (select private.is_admin()));

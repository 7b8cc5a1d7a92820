-- The hand-offs of an employer's steps: the team hears when the employer completes a step or
-- uploads a document, the employer hears how GlobalHire reviewed it; and the files of the
-- employer's steps (cases/<case id>/ in the visa-documents bucket).

-- ---------------------------------------------------------------------------------------------
-- hand-offs
-- ---------------------------------------------------------------------------------------------
-- The admins who hear about a case: its assignee, or every admin while nobody has taken it.
create function private.visa_case_admins(visa_case public.visa_cases)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.profiles p
  where p.user_type = 'admin' and (visa_case.assigned_to is null or p.id = visa_case.assigned_to)
$$;

-- The company's name, or the words for it when it has none.
create function private.company_words(employer uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select nullif(pg_catalog.btrim(p.company_name), '') from public.profiles p
                   where p.id = company_words.employer), 'The employer')
$$;

-- An employer's step done: the case version moves (an admin's open screen is told) and the team hears.
create function private.note_employer_visa_step()
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
    pg_catalog.format('/admin/visa-cases/%s', visa_case.id))
  from private.visa_case_admins(visa_case) admin_id;
  return null;
end;
$$;

create trigger note_employer_visa_step
  after update of done on public.visa_case_steps
  for each row when (new.done and not old.done and new.owner = 'employer')
  execute function private.note_employer_visa_step();

-- As before (2026112413003): reviews go to whoever provided the document; uploads to the team,
-- named after the candidate or the employer.
create or replace function private.notify_visa_document_status()
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
  if new.status in ('accepted', 'rejected') and new.owner = 'employer' then
    perform private.notify(
      visa_case.employer_id, 'visa_document_reviewed',
      case when new.status = 'accepted' then 'Document accepted' else 'Document needs another upload' end,
      case when new.status = 'accepted'
           then pg_catalog.format('Your %s for the %s case was accepted.', new.name, visa_case.visa_type)
           else pg_catalog.format('Your %s for the %s case was not accepted: %s', new.name, visa_case.visa_type,
                  coalesce(new.review_reason, '')) end,
      pg_catalog.format('/employer/jobs/%s/applicants', visa_case.job_id));
  elsif new.status in ('accepted', 'rejected') then
    perform private.notify(
      visa_case.candidate_id, 'visa_document_reviewed',
      case when new.status = 'accepted' then 'Document accepted' else 'Document needs another upload' end,
      case when new.status = 'accepted'
           then pg_catalog.format('Your %s was accepted.', new.name)
           else pg_catalog.format('Your %s was not accepted: %s', new.name, coalesce(new.review_reason, '')) end,
      '/applicant/visa');
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
      pg_catalog.format('/admin/visa-cases/%s', visa_case.id))
    from private.visa_case_admins(visa_case) admin_id;
  end if;
  return null;
end;
$$;

create trigger notify_visa_document_added
  after insert on public.visa_case_documents
  for each row when (new.status = 'uploaded' and new.owner = 'employer')
  execute function private.notify_visa_document_status();

-- ---------------------------------------------------------------------------------------------
-- files: cases/<case id>/ in visa-documents, for the hire's employer (admins read every file)
-- ---------------------------------------------------------------------------------------------
-- A document names this file.
create function private.is_visa_document_file(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.visa_case_documents d where d.file_path = is_visa_document_file.object_name)
$$;

create policy "Hiring employers can read their hires' visa case files" on storage.objects
  for select to authenticated
  using (bucket_id = 'visa-documents' and private.is_employer_visa_case_folder(storage.foldername(name)));
create policy "Hiring employers can upload files to their hires' visa cases" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'visa-documents' and private.is_employer_visa_case_folder(storage.foldername(name))
              and private.is_employer_in_good_standing());
-- Only their own upload that no document names (a failed attempt).
create policy "Hiring employers can remove their unattached visa case files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'visa-documents' and private.is_employer_visa_case_folder(storage.foldername(name))
         and owner_id = (select auth.uid())::text
         and not private.is_visa_document_file(name));

-- A deleted case takes its folder with it (the worker removes queued files through Storage).
create function private.queue_visa_case_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.storage_removals (bucket_id, name)
  select o.bucket_id, o.name from storage.objects o
  where o.bucket_id = 'visa-documents' and pg_catalog.starts_with(o.name, 'cases/' || old.id || '/')
  on conflict (bucket_id, name) where removed_at is null do nothing;
  return null;
end;
$$;

create trigger queue_visa_case_files
  after delete on public.visa_cases
  for each row execute function private.queue_visa_case_files();

revoke execute on function private.is_visa_document_file(text) from public, anon;
revoke execute on function private.visa_case_admins(public.visa_cases) from public, anon, authenticated;
revoke execute on function private.company_words(uuid) from public, anon, authenticated;
revoke execute on function private.note_employer_visa_step() from public, anon, authenticated;
revoke execute on function private.queue_visa_case_files() from public, anon, authenticated;
grant execute on function private.is_visa_document_file(text) to authenticated;

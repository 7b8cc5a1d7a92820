-- The hiring employer acts on their own steps of a hire's visa case: they read the steps the
-- case gives them (not the candidate's or GlobalHire's), upload documents for them to the case's
-- folder of the visa-documents bucket, and mark them done. Of the rest of the case they still see
-- only the stage (employer_visa_progress). GlobalHire reviews their documents as it reviews the
-- candidate's; the candidate's checklist stays theirs alone.

-- ---------------------------------------------------------------------------------------------
-- documents: who provides each one, and the step it is for
-- ---------------------------------------------------------------------------------------------
alter table public.visa_case_documents
  add column owner public.visa_step_owner not null default 'candidate'
    check (owner in ('candidate', 'employer')),
  add column step_id bigint references public.visa_case_steps (id) on delete set null;

create index visa_case_documents_step_id_idx on public.visa_case_documents (step_id) where step_id is not null;

-- The caller is the employer of the hire the case was opened for.
create function private.is_visa_case_employer(case_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.visa_cases v
    where v.id = is_visa_case_employer.case_id and v.application_id is not null
      and v.employer_id = (select auth.uid())
  )
$$;

-- The caller may act on this step (mark it done, add its documents): their own step of their
-- hire's case, while the case is open and their account is in good standing.
create function private.can_act_on_employer_visa_step(case_id bigint, step_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_employer_in_good_standing()
    and exists (
      select 1 from public.visa_case_steps s join public.visa_cases v on v.id = s.case_id
      where s.id = can_act_on_employer_visa_step.step_id and s.case_id = can_act_on_employer_visa_step.case_id
        and s.owner = 'employer' and v.status not in ('approved', 'refused', 'closed')
        and v.application_id is not null and v.employer_id = (select auth.uid()))
$$;

-- A file under cases/<case id>/ of the visa-documents bucket, for the caller's hire's case.
create function private.is_employer_visa_case_folder(folder text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case when folder[1] = 'cases' and folder[2] ~ '^[0-9]{1,18}$'
              then private.is_visa_case_employer(folder[2]::bigint) else false end
$$;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
create policy "Hiring employers can read their steps of their hires' visa cases" on public.visa_case_steps
  for select to authenticated using (owner = 'employer' and private.is_visa_case_employer(case_id));
create policy "Hiring employers can complete their steps of their hires' visa cases" on public.visa_case_steps
  for update to authenticated
  using (owner = 'employer' and private.can_act_on_employer_visa_step(case_id, id))
  with check (owner = 'employer' and private.is_visa_case_employer(case_id));

-- The candidate's checklist is theirs: the employer's documents are for GlobalHire to review.
drop policy "Candidates can read the documents of their visa cases" on public.visa_case_documents;
create policy "Candidates can read the documents of their visa cases" on public.visa_case_documents
  for select to authenticated using (owner = 'candidate' and private.owns_visa_case(case_id));
drop policy "Candidates can attach files to their visa case documents" on public.visa_case_documents;
create policy "Candidates can attach files to their visa case documents" on public.visa_case_documents
  for update to authenticated
  using (owner = 'candidate' and private.owns_visa_case(case_id))
  with check (owner = 'candidate' and private.owns_visa_case(case_id));

create policy "Hiring employers can read their documents of their hires' visa cases" on public.visa_case_documents
  for select to authenticated using (owner = 'employer' and private.is_visa_case_employer(case_id));
create policy "Hiring employers can add documents to their steps" on public.visa_case_documents
  for insert to authenticated
  with check (owner = 'employer' and private.can_act_on_employer_visa_step(case_id, step_id));
create policy "Hiring employers can attach files to their documents" on public.visa_case_documents
  for update to authenticated
  using (owner = 'employer' and private.can_act_on_employer_visa_step(case_id, step_id))
  with check (owner = 'employer' and private.can_act_on_employer_visa_step(case_id, step_id));

-- ---------------------------------------------------------------------------------------------
-- what an employer may change: a step's done (never undone), a document's file
-- ---------------------------------------------------------------------------------------------
-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.guard_visa_step_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_admin_or_system() then
    return new;
  end if;
  if new.case_id is distinct from old.case_id or new.position is distinct from old.position
     or new.title is distinct from old.title or new.description is distinct from old.description
     or new.due_date is distinct from old.due_date or new.owner is distinct from old.owner then
    raise exception 'Employers can only mark their steps done.' using errcode = '42501';
  end if;
  if old.done and not new.done then
    raise exception 'Only GlobalHire can reopen a step.' using errcode = '42501';
  end if;
  -- the time a step was done is the database's
  new.done_at := old.done_at;
  return new;
end;
$$;

create trigger guard_visa_step_changes
  before update on public.visa_case_steps
  for each row execute function private.guard_visa_step_changes();

-- As before (2026112413001), and an employer's file goes to their case's folder.
create or replace function private.guard_visa_document_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_admin_or_system() then
    if new.case_id is distinct from old.case_id
       or new.name is distinct from old.name
       or new.required is distinct from old.required
       or new.received is distinct from old.received
       or new.status is distinct from old.status
       or new.review_reason is distinct from old.review_reason
       or new.due_date is distinct from old.due_date
       or new.reviewed_at is distinct from old.reviewed_at
       or new.owner is distinct from old.owner
       or new.step_id is distinct from old.step_id then
      raise exception 'Candidates can only attach a file to a visa document.' using errcode = '42501';
    end if;
    if old.status = 'accepted' then
      raise exception 'This document was already accepted.' using errcode = '42501';
    end if;
    if new.file_path is null or new.file_path is not distinct from old.file_path then
      raise exception 'Attach a new file to upload this document.' using errcode = '22023';
    end if;
    if new.owner = 'employer' and not pg_catalog.starts_with(new.file_path, 'cases/' || new.case_id || '/') then
      raise exception 'Upload the file to the case''s folder first.' using errcode = '22023';
    end if;
    new.status := 'uploaded';
    new.uploaded_at := pg_catalog.now();
  elsif new.received is distinct from old.received and new.status is not distinct from old.status then
    new.status := case when new.received then 'accepted'::public.visa_document_status
                       when new.file_path is not null then 'uploaded'::public.visa_document_status
                       else 'requested'::public.visa_document_status end;
  end if;
  new.received := new.status = 'accepted';
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

-- An employer's new document arrives uploaded, with its file in the case's folder; at most 20 a step.
create function private.guard_visa_document_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_admin_or_system() then
    return new;
  end if;
  -- Anyone else's row is left for row-level security to refuse.
  if (select auth.uid()) is null or new.owner is distinct from 'employer' then
    return new;
  end if;
  if not private.can_act_on_employer_visa_step(new.case_id, new.step_id) then
    return new;
  end if;
  new.name := pg_catalog.btrim(coalesce(new.name, ''));
  if new.name = '' then
    raise exception 'Name the document.' using errcode = '22023';
  end if;
  if new.file_path is null or not pg_catalog.starts_with(new.file_path, 'cases/' || new.case_id || '/') then
    raise exception 'Upload the file to the case''s folder first.' using errcode = '22023';
  end if;
  if (select count(*) from public.visa_case_documents d where d.step_id = new.step_id) >= 20 then
    raise exception 'A step takes at most 20 documents.' using errcode = '54000';
  end if;
  new.status := 'uploaded';
  new.received := false;
  new.required := true;
  new.due_date := null;
  new.review_reason := null;
  new.reviewed_at := null;
  new.uploaded_at := pg_catalog.now();
  return new;
end;
$$;

create trigger guard_visa_document_insert
  before insert on public.visa_case_documents
  for each row execute function private.guard_visa_document_insert();

revoke execute on function private.is_visa_case_employer(bigint) from public, anon;
revoke execute on function private.can_act_on_employer_visa_step(bigint, bigint) from public, anon;
revoke execute on function private.is_employer_visa_case_folder(text[]) from public, anon;
grant execute on function private.is_visa_case_employer(bigint) to authenticated;
grant execute on function private.can_act_on_employer_visa_step(bigint, bigint) to authenticated;
grant execute on function private.is_employer_visa_case_folder(text[]) to authenticated;

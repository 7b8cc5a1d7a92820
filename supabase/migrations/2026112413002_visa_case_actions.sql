-- The admin's actions on a visa case, one RPC each. Each takes the case version the admin saw
-- and refuses with SQLSTATE 40001 when the case changed since; a successful action bumps the
-- version, so of two admins acting on the same screen the second is told, never overwritten.

-- Locks the case, checks the caller is an admin and the version is the one they saw.
create function private.lock_visa_case(case_id bigint, expected_version integer)
returns public.visa_cases
language plpgsql
security definer
set search_path = ''
as $$
declare
  locked public.visa_cases;
begin
  if not private.is_admin() then
    raise exception 'Only admins can work on visa cases.' using errcode = '42501';
  end if;
  select * into locked from public.visa_cases v where v.id = lock_visa_case.case_id for update;
  if not found then
    raise exception 'This visa case no longer exists.' using errcode = 'P0002';
  end if;
  if locked.version <> expected_version then
    raise exception 'Another admin changed this case while you were looking at it. Reload it to see their change, then try again.'
      using errcode = '40001';
  end if;
  update public.visa_cases v set version = v.version + 1 where v.id = locked.id;
  return locked;
end;
$$;

create function private.current_visa_version(case_id bigint)
returns integer
language sql
stable
security definer
set search_path = ''
as $$ select v.version from public.visa_cases v where v.id = current_visa_version.case_id $$;

-- The admin takes the case: it is theirs to work on.
create function public.visa_case_take(case_id bigint, expected_version integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_visa_case(case_id, expected_version);
  update public.visa_cases v set assigned_to = (select auth.uid()) where v.id = visa_case_take.case_id;
  return private.current_visa_version(case_id);
end;
$$;

-- Starts a new case from a route template: its steps, its route name, and the status in progress.
create function public.visa_case_start(case_id bigint, template_id bigint, expected_version integer)
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
  insert into public.visa_case_steps (case_id, position, title, description)
  select visa_case.id, ts.position, ts.title,
         nullif(concat_ws(' ', ts.description,
           case when cardinality(ts.documents) > 0
                then 'Documents: ' || array_to_string(ts.documents, ', ') || '.' end), '')
  from public.visa_route_template_steps ts where ts.template_id = template.id;
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

-- Asks the candidate for a document, with the date it is needed by.
create function public.visa_case_request_document(
  case_id bigint, expected_version integer, name text, due_date date default null, required boolean default true)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_visa_case(case_id, expected_version);
  if coalesce(btrim(name), '') = '' then
    raise exception 'Name the document you need.' using errcode = '22023';
  end if;
  if due_date is not null and due_date < current_date then
    raise exception 'The due date cannot be in the past.' using errcode = '22023';
  end if;
  insert into public.visa_case_documents (case_id, name, required, due_date, status)
  values (case_id, btrim(name), coalesce(required, true), due_date, 'requested');
  return private.current_visa_version(case_id);
end;
$$;

-- Accepts an uploaded document, or rejects it with the reason the candidate will read.
create function public.visa_case_review_document(
  document_id bigint, expected_version integer, accept boolean, reason text default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  document public.visa_case_documents;
begin
  if not private.is_admin() then
    raise exception 'Only admins can work on visa cases.' using errcode = '42501';
  end if;
  select * into document from public.visa_case_documents d where d.id = visa_case_review_document.document_id;
  if not found then
    raise exception 'This document no longer exists.' using errcode = 'P0002';
  end if;
  perform private.lock_visa_case(document.case_id, expected_version);
  if document.status <> 'uploaded' then
    raise exception 'Only an uploaded document can be reviewed.' using errcode = '22023';
  end if;
  if not accept and coalesce(btrim(reason), '') = '' then
    raise exception 'Tell the candidate why the document is rejected.' using errcode = '22023';
  end if;
  update public.visa_case_documents d set
    status = case when accept then 'accepted'::public.visa_document_status else 'rejected'::public.visa_document_status end,
    review_reason = nullif(btrim(reason), ''),
    reviewed_at = pg_catalog.now()
  where d.id = document.id;
  return private.current_visa_version(document.case_id);
end;
$$;

-- Marks a step done, or not done again.
create function public.visa_case_set_step(step_id bigint, expected_version integer, done boolean)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  step public.visa_case_steps;
begin
  if not private.is_admin() then
    raise exception 'Only admins can work on visa cases.' using errcode = '42501';
  end if;
  select * into step from public.visa_case_steps s where s.id = visa_case_set_step.step_id;
  if not found then
    raise exception 'This step no longer exists.' using errcode = 'P0002';
  end if;
  perform private.lock_visa_case(step.case_id, expected_version);
  update public.visa_case_steps s set done = visa_case_set_step.done where s.id = step.id;
  return private.current_visa_version(step.case_id);
end;
$$;

-- Moves the case's status (in progress, in review, approved, refused, closed).
create function public.visa_case_set_status(
  case_id bigint, expected_version integer, status public.visa_case_status)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_visa_case(case_id, expected_version);
  update public.visa_cases v set status = visa_case_set_status.status where v.id = visa_case_set_status.case_id;
  return private.current_visa_version(case_id);
end;
$$;

-- Adds a note to the case's timeline; shared notes are read by the candidate.
create function public.visa_case_add_note(
  case_id bigint, expected_version integer, body text, visible_to_candidate boolean default true)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.lock_visa_case(case_id, expected_version);
  if coalesce(btrim(body), '') = '' then
    raise exception 'Write the note first.' using errcode = '22023';
  end if;
  insert into public.visa_case_notes (case_id, author_id, body, visible_to_candidate)
  values (case_id, (select auth.uid()), btrim(body), coalesce(visible_to_candidate, true));
  return private.current_visa_version(case_id);
end;
$$;

revoke execute on function private.lock_visa_case(bigint, integer) from public, anon, authenticated;
revoke execute on function private.current_visa_version(bigint) from public, anon, authenticated;
revoke execute on function public.visa_case_take(bigint, integer) from public, anon;
revoke execute on function public.visa_case_start(bigint, bigint, integer) from public, anon;
revoke execute on function public.visa_case_request_document(bigint, integer, text, date, boolean) from public, anon;
revoke execute on function public.visa_case_review_document(bigint, integer, boolean, text) from public, anon;
revoke execute on function public.visa_case_set_step(bigint, integer, boolean) from public, anon;
revoke execute on function public.visa_case_set_status(bigint, integer, public.visa_case_status) from public, anon;
revoke execute on function public.visa_case_add_note(bigint, integer, text, boolean) from public, anon;
grant execute on function public.visa_case_take(bigint, integer) to authenticated;
grant execute on function public.visa_case_start(bigint, bigint, integer) to authenticated;
grant execute on function public.visa_case_request_document(bigint, integer, text, date, boolean) to authenticated;
grant execute on function public.visa_case_review_document(bigint, integer, boolean, text) to authenticated;
grant execute on function public.visa_case_set_step(bigint, integer, boolean) to authenticated;
grant execute on function public.visa_case_set_status(bigint, integer, public.visa_case_status) to authenticated;
grant execute on function public.visa_case_add_note(bigint, integer, text, boolean) to authenticated;

-- Visa cases that move: an admin takes a case, starts it from a route template, requests
-- documents and reviews each upload, marks steps done, moves the status and leaves notes.
-- Every admin action is an RPC that carries the case version the admin saw: when another admin
-- changed the case in between, the RPC refuses (SQLSTATE 40001) and nothing is overwritten.
-- The hand-offs notify the other side through private.notify (triggers, security definer).

-- ---------------------------------------------------------------------------------------------
-- route templates: the steps (and the documents each needs) of one visa route of one country
-- ---------------------------------------------------------------------------------------------
create table public.visa_route_templates (
  id bigint generated always as identity primary key,
  destination_country text not null check (destination_country ~ '^[a-z]+(-[a-z]+)*$'),
  route_name text not null check (char_length(route_name) between 1 and 200),
  summary text check (char_length(summary) <= 1000),
  created_at timestamptz not null default now(),
  constraint visa_route_templates_route_unique unique (destination_country, route_name)
);

create table public.visa_route_template_steps (
  id bigint generated always as identity primary key,
  template_id bigint not null references public.visa_route_templates (id) on delete cascade,
  position smallint not null check (position >= 1),
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 2000),
  documents text[] not null default '{}',
  constraint visa_route_template_steps_position_unique unique (template_id, position)
);

alter table public.visa_route_templates enable row level security;
alter table public.visa_route_template_steps enable row level security;

create policy "Admins can read visa route templates" on public.visa_route_templates
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can read the steps of visa route templates" on public.visa_route_template_steps
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- cases: who works on it, which template started it, and a version for optimistic concurrency
-- ---------------------------------------------------------------------------------------------
alter table public.visa_cases
  add column assigned_to uuid references public.profiles (id) on delete set null,
  add column template_id bigint references public.visa_route_templates (id) on delete set null,
  add column version integer not null default 1;

create index visa_cases_assigned_to_idx on public.visa_cases (assigned_to);

-- ---------------------------------------------------------------------------------------------
-- documents: requested -> uploaded -> accepted, or rejected with a reason (then uploaded again)
-- ---------------------------------------------------------------------------------------------
create type public.visa_document_status as enum ('requested', 'uploaded', 'accepted', 'rejected');

alter table public.visa_case_documents
  add column status public.visa_document_status not null default 'requested',
  add column review_reason text check (char_length(review_reason) <= 1000),
  add column due_date date,
  add column uploaded_at timestamptz,
  add column reviewed_at timestamptz;

update public.visa_case_documents
set status = case when received then 'accepted'::public.visa_document_status
                  when file_path is not null then 'uploaded'::public.visa_document_status
                  else 'requested'::public.visa_document_status end;

-- ---------------------------------------------------------------------------------------------
-- notes: the team's timeline of a case; the candidate reads the notes meant for them
-- ---------------------------------------------------------------------------------------------
create table public.visa_case_notes (
  id bigint generated always as identity primary key,
  case_id bigint not null references public.visa_cases (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  body text not null check (char_length(body) between 1 and 4000),
  visible_to_candidate boolean not null default true,
  created_at timestamptz not null default now()
);

create index visa_case_notes_case_id_idx on public.visa_case_notes (case_id);

alter table public.visa_case_notes enable row level security;

create policy "Candidates can read the notes shared with them on their visa cases" on public.visa_case_notes
  for select to authenticated using (visible_to_candidate and private.owns_visa_case(case_id));
create policy "Admins can read all visa case notes" on public.visa_case_notes
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can delete visa case notes" on public.visa_case_notes
  for delete to authenticated using ((select private.is_admin()));
-- Notes are written through public.visa_case_add_note only (author and time set by the database).

-- ---------------------------------------------------------------------------------------------
-- the admin list: one row per case with its stage, candidate and counts (security invoker)
-- stage: new (requested), done (approved, refused, closed), waiting_on_candidate (a document is
-- requested or was rejected), otherwise in_progress.
-- ---------------------------------------------------------------------------------------------
create view public.visa_case_summaries with (security_invoker = true) as
select
  v.id, v.candidate_id, v.job_id, v.destination_country, v.visa_type, v.status, v.assigned_to,
  v.template_id, v.version, v.created_at, v.updated_at,
  c.first_name as candidate_first_name, c.last_name as candidate_last_name, c.email as candidate_email,
  a.first_name as assignee_first_name, a.last_name as assignee_last_name,
  case
    when v.status = 'requested' then 'new'
    when v.status in ('approved', 'refused', 'closed') then 'done'
    when exists (select 1 from public.visa_case_documents d
                 where d.case_id = v.id and d.status in ('requested', 'rejected')) then 'waiting_on_candidate'
    else 'in_progress'
  end as stage,
  (select count(*) from public.visa_case_steps s where s.case_id = v.id and s.done)::integer as steps_done,
  (select count(*) from public.visa_case_steps s where s.case_id = v.id)::integer as steps_total,
  (select count(*) from public.visa_case_documents d where d.case_id = v.id and d.status = 'uploaded')::integer
    as documents_to_review
from public.visa_cases v
left join public.profiles c on c.id = v.candidate_id
left join public.profiles a on a.id = v.assigned_to;

-- ---------------------------------------------------------------------------------------------
-- candidates may only attach a file, and only while the item is not accepted; that marks it
-- uploaded. Only admins (through the RPCs) change anything else.
-- ---------------------------------------------------------------------------------------------
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
       or new.reviewed_at is distinct from old.reviewed_at then
      raise exception 'Candidates can only attach a file to a visa document.' using errcode = '42501';
    end if;
    if old.status = 'accepted' then
      raise exception 'This document was already accepted.' using errcode = '42501';
    end if;
    if new.file_path is null or new.file_path is not distinct from old.file_path then
      raise exception 'Attach a new file to upload this document.' using errcode = '22023';
    end if;
    new.status := 'uploaded';
    new.uploaded_at := pg_catalog.now();
  elsif new.received is distinct from old.received and new.status is not distinct from old.status then
    -- the older boolean, set directly: the status follows it
    new.status := case when new.received then 'accepted'::public.visa_document_status
                       when new.file_path is not null then 'uploaded'::public.visa_document_status
                       else 'requested'::public.visa_document_status end;
  end if;
  new.received := new.status = 'accepted';
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create or replace function private.set_visa_document_received()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.received then
    new.status := 'accepted';
  elsif new.file_path is not null and new.status = 'requested' then
    new.status := 'uploaded';
  end if;
  new.received := new.status = 'accepted';
  return new;
end;
$$;

create trigger set_visa_document_received
  before insert on public.visa_case_documents
  for each row execute function private.set_visa_document_received();

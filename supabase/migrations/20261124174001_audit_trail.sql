-- The audit trail: every admin action on the tables admins moderate and edit is written, in the
-- same transaction, to public.audit_log: who (the admin's id, with their email and name as they
-- were at the time), what (an action name and the subject's table, id and label), when, and
-- before/after holding only the columns that changed.
--
-- Written by no one directly: the API roles hold no insert, update or delete grant and no policy
-- lets them write; only the security definer trigger function below inserts. Append-only: a
-- trigger refuses update, delete and truncate even for the table's owner. Admins read it (RLS).
--
-- Who counts as an admin is read from profiles.user_type directly rather than through
-- private.is_admin(), so the trail records what an admin did whatever other rules (two-factor
-- levels) decide about whether they may do it.

create table public.audit_log (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- no foreign key: an entry outlives the admin's account
  actor_id uuid not null,
  actor_email text,
  actor_name text,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  subject_table text not null,
  subject_id text not null,
  -- what the subject was called when it changed (a job's title, a company's name, ...)
  subject_label text,
  -- the visa case of a step, document or note; the message of a reply
  parent_id text,
  before jsonb,
  after jsonb
);

create index audit_log_created_at_idx on public.audit_log (created_at desc, id desc);
create index audit_log_actor_idx on public.audit_log (actor_id, created_at desc);
create index audit_log_action_idx on public.audit_log (action, created_at desc);
create index audit_log_subject_idx on public.audit_log (subject_table, subject_id);

alter table public.audit_log enable row level security;

revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;

create policy "Admins can read the audit trail" on public.audit_log
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- append-only, even for the owner
-- ---------------------------------------------------------------------------------------------
create function private.refuse_audit_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit trail is append-only: entries cannot be changed or removed.'
    using errcode = '42501';
end;
$$;

create trigger audit_log_is_append_only
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_log_change();

create trigger audit_log_is_never_truncated
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_log_change();

-- ---------------------------------------------------------------------------------------------
-- what changed, and what to call it
-- ---------------------------------------------------------------------------------------------
-- Columns that change with every write and say nothing about the action.
create function private.audit_ignored_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['updated_at', 'search', 'version', 'view_count', 'sequence'] $$;

-- { before, after } with only the keys whose values differ (all non-null keys on insert/delete).
create function private.audit_diff(old_row jsonb, new_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with keys as (
    select k from (
      select pg_catalog.jsonb_object_keys(coalesce(old_row, '{}'::jsonb)) as k
      union
      select pg_catalog.jsonb_object_keys(coalesce(new_row, '{}'::jsonb))
    ) all_keys
    where not (k = any (private.audit_ignored_columns()))
      and (old_row -> k) is distinct from (new_row -> k)
      and not (old_row is null and coalesce(new_row -> k, 'null'::jsonb) = 'null'::jsonb)
      and not (new_row is null and coalesce(old_row -> k, 'null'::jsonb) = 'null'::jsonb)
  )
  select pg_catalog.jsonb_build_object(
    'before', case when old_row is null then null
                   else (select coalesce(pg_catalog.jsonb_object_agg(k, old_row -> k), '{}'::jsonb) from keys) end,
    'after', case when new_row is null then null
                  else (select coalesce(pg_catalog.jsonb_object_agg(k, new_row -> k), '{}'::jsonb) from keys) end
  )
$$;

-- The action's name from the table, the operation and the columns that changed.
create function private.audit_action(subject text, op text, old_row jsonb, new_row jsonb, changed jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  noun text := case subject
    when 'jobs' then 'job' when 'profiles' then 'account' when 'subscriptions' then 'plan'
    when 'articles' then 'article' when 'faqs' then 'faq' when 'visa_cases' then 'visa_case'
    when 'visa_case_steps' then 'visa_step' when 'visa_case_documents' then 'visa_document'
    when 'visa_case_notes' then 'visa_note' when 'contact_messages' then 'inbox'
    when 'contact_replies' then 'inbox' else subject end;
begin
  if subject = 'contact_replies' then
    return 'inbox.replied';
  elsif op = 'INSERT' then
    return noun || case subject when 'visa_case_documents' then '.requested' when 'visa_case_notes' then '.added'
                                when 'visa_case_steps' then '.added' else '.created' end;
  elsif op = 'DELETE' then
    return noun || '.deleted';
  end if;

  case subject
  when 'jobs' then
    if changed ? 'approved' then
      return case new_row ->> 'approved' when 'true' then 'job.approved' when 'false' then 'job.rejected'
                                         else 'job.returned_to_review' end;
    elsif changed ? 'featured' then
      return case when (new_row ->> 'featured')::boolean then 'job.featured' else 'job.unfeatured' end;
    end if;
  when 'profiles' then
    if changed ? 'blocked_at' then
      return case when new_row ->> 'blocked_at' is null then 'account.unblocked' else 'account.blocked' end;
    elsif changed ? 'user_type' then
      return 'account.role_changed';
    elsif changed ? 'employer_status' then
      return case new_row ->> 'employer_status' when 'verified' then 'employer.verified'
                                                else 'employer.status_changed' end;
    elsif changed ? 'candidate_status' then
      return case new_row ->> 'candidate_status' when 'active' then 'candidate.approved'
                                                 else 'candidate.status_changed' end;
    end if;
    return 'account.edited';
  when 'subscriptions' then
    if changed ? 'status' then
      return case new_row ->> 'status' when 'active' then 'plan.approved' when 'cancelled' then 'plan.cancelled'
                                       else 'plan.status_changed' end;
    end if;
  when 'articles', 'faqs' then
    if changed ? 'status' then
      return noun || case new_row ->> 'status' when 'published' then '.published' else '.unpublished' end;
    elsif subject = 'faqs' and changed ? 'position' and (select count(*) from pg_catalog.jsonb_object_keys(changed)) = 1 then
      return 'faq.moved';
    end if;
  when 'visa_cases' then
    if changed ? 'status' then
      return 'visa_case.status_changed';
    elsif changed ? 'assigned_to' then
      return 'visa_case.assigned';
    end if;
  when 'visa_case_steps' then
    if changed ? 'done' then
      return case when (new_row ->> 'done')::boolean then 'visa_step.done' else 'visa_step.reopened' end;
    end if;
  when 'visa_case_documents' then
    if changed ? 'status' and new_row ->> 'status' in ('accepted', 'rejected') then
      return 'visa_document.' || (new_row ->> 'status');
    end if;
  when 'contact_messages' then
    if changed ? 'handled' then
      return case when (new_row ->> 'handled')::boolean then 'inbox.handled' else 'inbox.reopened' end;
    end if;
  else
    null;
  end case;
  return noun || '.edited';
end;
$$;

-- What the subject is called, for a readable trail (read with the definer's rights).
create function private.audit_subject_label(subject text, row_data jsonb)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  person_name text;
begin
  case subject
  when 'jobs' then return row_data ->> 'title';
  when 'profiles' then
    return coalesce(nullif(row_data ->> 'company_name', ''),
                    nullif(pg_catalog.concat_ws(' ', row_data ->> 'first_name', row_data ->> 'last_name'), ''),
                    row_data ->> 'email');
  when 'subscriptions' then
    select coalesce(p.company_name, p.email) into person_name from public.profiles p
    where p.id = (row_data ->> 'employer_id')::uuid;
    return pg_catalog.concat_ws(' · ', person_name, row_data ->> 'plan');
  when 'articles' then return row_data ->> 'title';
  when 'faqs' then return row_data ->> 'question';
  when 'visa_cases' then
    select nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), '') into person_name
    from public.profiles p where p.id = (row_data ->> 'candidate_id')::uuid;
    return pg_catalog.concat_ws(' · ', person_name, row_data ->> 'visa_type');
  when 'visa_case_steps' then return row_data ->> 'title';
  when 'visa_case_documents' then return row_data ->> 'name';
  when 'visa_case_notes' then return pg_catalog.left(row_data ->> 'body', 80);
  when 'contact_messages' then return row_data ->> 'subject';
  when 'contact_replies' then
    return (select m.subject from public.contact_messages m where m.id = (row_data ->> 'message_id')::bigint);
  else return null;
  end case;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- the trigger on every audited table
-- ---------------------------------------------------------------------------------------------
create function private.write_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  actor_email text;
  actor_name text;
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) end;
  diff jsonb;
  current_row jsonb;
begin
  if caller is null then
    return null;
  end if;
  select u.email, nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), '')
    into actor_email, actor_name
  from public.profiles p left join auth.users u on u.id = p.id
  where p.id = caller and p.user_type = 'admin';
  if not found then
    -- Not an admin (or an admin's own account being deleted): only admins' actions are audited.
    return null;
  end if;

  diff := private.audit_diff(old_row, new_row);
  if tg_op = 'UPDATE' and diff -> 'after' = '{}'::jsonb then
    return null;
  end if;
  current_row := coalesce(new_row, old_row);

  insert into public.audit_log (
    actor_id, actor_email, actor_name, action, subject_table, subject_id, subject_label, parent_id,
    before, after
  ) values (
    caller, actor_email, actor_name,
    private.audit_action(tg_table_name, tg_op, old_row, new_row, diff -> 'after'),
    tg_table_name, current_row ->> 'id',
    private.audit_subject_label(tg_table_name, current_row),
    coalesce(current_row ->> 'case_id', current_row ->> 'message_id'),
    diff -> 'before', diff -> 'after'
  );
  return null;
end;
$$;

revoke execute on function private.write_audit_entry() from public, anon, authenticated;

do $$
declare
  audited text;
begin
  foreach audited in array array[
    'jobs', 'profiles', 'subscriptions', 'articles', 'faqs', 'visa_cases', 'visa_case_steps',
    'visa_case_documents', 'visa_case_notes', 'contact_messages', 'contact_replies'
  ] loop
    execute pg_catalog.format(
      'create trigger write_audit_entry after insert or update or delete on public.%I '
      'for each row execute function private.write_audit_entry()', audited);
  end loop;
end;
$$;

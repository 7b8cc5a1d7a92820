-- The audit trail forgets a deleted person without losing what happened.
--
-- Entries stay append-only in substance: no one can forge or rewrite one. Two changes are now
-- allowed, and only these, even for the table's owner:
-- * redaction: an entry may have personal values replaced by '[deleted]' (or null): actor_email,
--   actor_name, subject_label, and values inside before/after, keeping the same keys. Its id,
--   time, actor id, action and subject stay. Erasure of a deleted account's personal data applies
--   to the trail too, while the trail keeps its evidential value (who did what, when, to which
--   record) because everything but the personal values is untouched.
-- * removal at the end of the retention period (6 years, see public.apply_retention()).
-- Only security definer functions do either: the API roles still hold no update or delete grant.

create function private.is_redaction_of(original jsonb, redacted jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when redacted is null or original = redacted then true
    when original is null then false
    when pg_catalog.jsonb_typeof(original) <> 'object' or pg_catalog.jsonb_typeof(redacted) <> 'object' then false
    else not exists (
           select 1 from pg_catalog.jsonb_object_keys(redacted) as added(k) where not (original ? added.k))
         and not exists (
           select 1 from pg_catalog.jsonb_each(original) as kept(k, v)
           where (redacted -> kept.k) is distinct from kept.v
             and coalesce(redacted -> kept.k, 'null'::jsonb) not in ('null'::jsonb, '"[deleted]"'::jsonb))
  end
$$;

create function private.is_redacted_text(original text, redacted text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select redacted is not distinct from original or redacted is null or redacted = '[deleted]'
$$;

create function private.guard_audit_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.created_at < pg_catalog.now() - interval '6 years' then
    return old;
  end if;
  if tg_op = 'UPDATE'
     and new.id = old.id and new.created_at = old.created_at and new.actor_id = old.actor_id
     and new.action = old.action and new.subject_table = old.subject_table
     and new.subject_id = old.subject_id and new.parent_id is not distinct from old.parent_id
     and private.is_redacted_text(old.actor_email, new.actor_email)
     and private.is_redacted_text(old.actor_name, new.actor_name)
     and private.is_redacted_text(old.subject_label, new.subject_label)
     and private.is_redaction_of(old.before, new.before)
     and private.is_redaction_of(old.after, new.after) then
    return new;
  end if;
  raise exception 'The audit trail is append-only: entries cannot be changed or removed, only have personal details redacted or expire after 6 years.'
    using errcode = '42501';
end;
$$;

drop trigger audit_log_is_append_only on public.audit_log;
create trigger audit_log_is_append_only
  before update or delete on public.audit_log
  for each row execute function private.guard_audit_log_change();

-- ---------------------------------------------------------------------------------------------
-- what a person's personal values are, and where they appear
-- ---------------------------------------------------------------------------------------------
-- Columns that hold a person's details or their own words, in any audited table.
create function private.is_personal_column(column_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select column_name in (
      'first_name', 'last_name', 'company_name', 'slug', 'email', 'phone', 'address', 'city',
      'headline', 'description', 'website', 'avatar_path', 'logo_path', 'cv_path', 'blocked_reason',
      'name', 'subject', 'message', 'body', 'notes', 'cover_letter', 'reason', 'decline_reason',
      'details', 'target_roles', 'date_of_birth', 'nationality', 'passport_number')
    or column_name ~ '^bill_to_|_(email|phone|address|name)$'
$$;

create function private.redact_image(image jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when pg_catalog.jsonb_typeof(image) = 'object' then (
    select coalesce(pg_catalog.jsonb_object_agg(e.k,
             case when private.is_personal_column(e.k) and e.v <> 'null'::jsonb then '"[deleted]"'::jsonb
                  else e.v end), '{}'::jsonb)
    from pg_catalog.jsonb_each(image) as e(k, v))
  else image end
$$;

-- The records an audit entry may be about that belong to the person: their profile and
-- enrolment, their visa cases (with steps, documents and notes), their contact messages (with
-- replies), proposals, orders and invoices. Read before the account goes, while the links exist.
create function private.audit_subjects_of(person uuid, address text)
returns table (subject_table text, subject_id text)
language sql
stable
security definer
set search_path = ''
as $$
  select 'profiles', person::text
  union all select 'service_enrolments', person::text
  union all select 'visa_cases', v.id::text from public.visa_cases v where v.candidate_id = person
  union all select 'contact_messages', m.id::text from public.contact_messages m
    where m.user_id = person or pg_catalog.lower(m.email) = pg_catalog.lower(address)
  union all select 'service_proposals', s.id::text from public.service_proposals s where s.candidate_id = person
  union all select 'service_orders', o.id::text from public.service_orders o where o.candidate_id = person
  union all select 'invoices', i.id::text from public.invoices i where i.candidate_id = person
$$;

-- Redacts the person's values in the trail: entries about their records (personal columns of
-- before/after, and the subject's label, which names them or quotes them) and their name and
-- email as an actor. Returns how many entries changed.
create function private.redact_audit_entries(person uuid, subjects jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  about integer;
  acted integer;
begin
  with mine as (
    select s ->> 'subject_table' as subject_table, s ->> 'subject_id' as subject_id
    from pg_catalog.jsonb_array_elements(subjects) as s
  )
  update public.audit_log a
  set before = private.redact_image(a.before),
      after = private.redact_image(a.after),
      subject_label = case when a.subject_label is null then null else '[deleted]' end,
      actor_email = case when a.actor_id = person and a.actor_email is not null then '[deleted]' else a.actor_email end,
      actor_name = case when a.actor_id = person and a.actor_name is not null then '[deleted]' else a.actor_name end
  where exists (
    select 1 from mine
    where (a.subject_table = mine.subject_table and a.subject_id = mine.subject_id)
       or (a.parent_id = mine.subject_id
           and ((mine.subject_table = 'visa_cases'
                 and a.subject_table in ('visa_case_steps', 'visa_case_documents', 'visa_case_notes'))
             or (mine.subject_table = 'contact_messages' and a.subject_table = 'contact_replies'))));
  get diagnostics about = row_count;

  update public.audit_log a
  set actor_email = case when a.actor_email is null then null else '[deleted]' end,
      actor_name = case when a.actor_name is null then null else '[deleted]' end
  where a.actor_id = person
    and (coalesce(a.actor_email, '[deleted]') <> '[deleted]' or coalesce(a.actor_name, '[deleted]') <> '[deleted]');
  get diagnostics acted = row_count;
  return about + acted;
end;
$$;

revoke execute on function private.audit_subjects_of(uuid, text) from public, anon, authenticated;
revoke execute on function private.redact_audit_entries(uuid, jsonb) from public, anon, authenticated;

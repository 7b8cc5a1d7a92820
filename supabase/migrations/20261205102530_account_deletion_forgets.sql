-- Deleting an account removes or anonymises everything that names the person:
-- * their files, queued for removal through the Storage API (20261205102500_storage_removals);
-- * their contact messages: those sent while signed in, and those sent from the account's address;
-- * other people's notifications and emails about those messages, and the person's name, company
--   name and address wherever else they appear in other people's notifications and emails
--   (replaced by '[deleted]'; names shorter than 4 characters are left, too likely to be words);
-- * emails still addressed to them;
-- * their personal values in the audit trail (20261205102520_audit_redaction).
-- A staff account (admin, recruiter) deletes itself only from a live session that verified a
-- second factor (private.session_is_aal2), like every other staff action: a stolen password alone
-- must not erase a staff account and, with it, its name from the trail.

create function private.forget_in_notifications(person uuid, names text[], message_ids bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  links text[] := (select coalesce(pg_catalog.array_agg('/admin/inbox/' || i), '{}') from pg_catalog.unnest(message_ids) as i);
  said text;
begin
  delete from public.notifications n where n.link = any (links);
  delete from private.email_outbox o where o.link = any (links);
  foreach said in array names loop
    continue when said is null or pg_catalog.char_length(said) < 4;
    update public.notifications n
    set title = pg_catalog.left(pg_catalog.replace(n.title, said, '[deleted]'), 300),
        body = pg_catalog.left(pg_catalog.replace(n.body, said, '[deleted]'), 2000)
    where n.user_id <> person and (pg_catalog.strpos(n.title, said) > 0 or pg_catalog.strpos(n.body, said) > 0);
    update private.email_outbox o
    set subject = pg_catalog.left(pg_catalog.replace(o.subject, said, '[deleted]'), 300),
        body = pg_catalog.replace(o.body, said, '[deleted]')
    where pg_catalog.strpos(o.subject, said) > 0 or pg_catalog.strpos(o.body, said) > 0;
  end loop;
end;
$$;

revoke execute on function private.forget_in_notifications(uuid, text[], bigint[]) from public, anon, authenticated;

create or replace function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  account_email text;
  kind public.user_type;
  names text[];
  subjects jsonb;
  message_ids bigint[];
begin
  if caller is null then
    raise exception 'You must be signed in to delete your account.' using errcode = '42501';
  end if;
  select u.email into account_email from auth.users u where u.id = caller;
  select p.user_type,
         array[nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), ''), p.company_name, p.email, account_email]
    into kind, names
  from public.profiles p where p.id = caller;
  if kind in ('admin', 'recruiter') and not private.session_is_aal2() then
    raise exception 'Enter a code from your authenticator app before deleting a staff account.'
      using errcode = '42501', hint = 'second_factor_required';
  end if;

  -- Read while the links to the person still exist.
  perform private.queue_storage_removals(caller);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'subject_table', s.subject_table, 'subject_id', s.subject_id)), '[]'::jsonb)
    into subjects
  from private.audit_subjects_of(caller, account_email) s;
  select coalesce(pg_catalog.array_agg(m.id), '{}') into message_ids
  from public.contact_messages m
  where m.user_id = caller or pg_catalog.lower(m.email) = pg_catalog.lower(account_email);

  delete from auth.users u where u.id = caller;

  -- After the account: a caller without a profile writes no audit entries for these deletions.
  delete from public.contact_messages m where m.id = any (message_ids);
  delete from private.email_outbox o where pg_catalog.lower(o.to_address) = pg_catalog.lower(account_email);
  perform private.forget_in_notifications(caller, names, message_ids);
  perform private.redact_audit_entries(caller, subjects);
end;
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated, service_role;

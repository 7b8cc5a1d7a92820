-- Retention: what the platform keeps, and for how long, once it has served its purpose.
--
--   audit trail entries ................................ 6 years (limitation period for claims
--                                                         about the actions they record)
--   outbox emails, once sent ........................... 90 days (proof of sending, bounce
--                                                         questions)
--   outbox emails that failed for good (10 attempts) ... 90 days after they were queued
--   read notifications ................................. 1 year
--   unread notifications ............................... 2 years
--   handled contact messages (with their replies) ...... 2 years
--   finished file removals ............................. 30 days
--
-- public.apply_retention() removes what is past its period. The delivery worker calls it (service
-- role); it runs at most once a day, whoever calls. Account deletion does not wait for it: a
-- deleted account's data goes at once (public.delete_my_account).

create table private.retention_runs (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default now(),
  removed jsonb not null
);

alter table private.retention_runs enable row level security;
revoke all on private.retention_runs from public, anon, authenticated;

-- Returns what was removed, per kind, or null when it already ran in the last 24 hours.
create function public.apply_retention()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  audit_entries integer;
  emails integer;
  notices integer;
  messages integer;
  removals integer;
  removed jsonb;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.apply_retention'));
  if exists (select 1 from private.retention_runs r where r.ran_at > pg_catalog.now() - interval '1 day') then
    return null;
  end if;

  -- Allowed by the audit trail's guard for entries past this same period.
  delete from public.audit_log a where a.created_at < pg_catalog.now() - interval '6 years';
  get diagnostics audit_entries = row_count;

  delete from private.email_outbox o
  where o.sent_at < pg_catalog.now() - interval '90 days'
     or (o.sent_at is null and o.attempts >= 10 and o.created_at < pg_catalog.now() - interval '90 days');
  get diagnostics emails = row_count;

  delete from public.notifications n
  where (n.read_at is not null and n.created_at < pg_catalog.now() - interval '1 year')
     or n.created_at < pg_catalog.now() - interval '2 years';
  get diagnostics notices = row_count;

  delete from public.contact_messages m
  where m.handled and m.created_at < pg_catalog.now() - interval '2 years';
  get diagnostics messages = row_count;

  delete from private.storage_removals r where r.removed_at < pg_catalog.now() - interval '30 days';
  get diagnostics removals = row_count;

  removed := pg_catalog.jsonb_build_object(
    'audit_log', audit_entries, 'email_outbox', emails, 'notifications', notices,
    'contact_messages', messages, 'storage_removals', removals);
  delete from private.retention_runs r where r.ran_at < pg_catalog.now() - interval '1 year';
  insert into private.retention_runs (removed) values (removed);
  return removed;
end;
$$;

revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

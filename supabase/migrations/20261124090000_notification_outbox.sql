-- Hand-offs through the database: every change another person must hear about calls
-- private.notify(), which writes the in-app notification and, unless the recipient opted out,
-- an email into private.email_outbox, in the same transaction as the change. A delivery worker
-- (service role) claims outbox rows, sends them and marks them sent; a row is claimed with a
-- lease, so a worker that dies mid-batch leaves it to be claimed again, and the outbox id is the
-- idempotency key the sender uses, so a retried row is never delivered twice.

-- ---------------------------------------------------------------------------------------------
-- notifications gain a kind (what happened), so preferences and the UI can group them
-- ---------------------------------------------------------------------------------------------
alter table public.notifications
  add column kind text not null default 'general'
    check (kind ~ '^[a-z]+(_[a-z]+)*$' and char_length(kind) <= 60);

create index notifications_user_id_unread_idx on public.notifications (user_id) where read_at is null;

-- ---------------------------------------------------------------------------------------------
-- per-user email preferences (in-app notifications are always written)
-- ---------------------------------------------------------------------------------------------
create table public.notification_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  -- false: no notification emails at all (account emails such as password resets still go)
  email_enabled boolean not null default true,
  -- kinds the user does not want by email, e.g. '{application_status}'
  muted_kinds text[] not null default '{}',
  updated_at timestamptz not null default now()
);

alter table public.notification_preferences enable row level security;

create policy "Users can read their own notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can set their own notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can change their own notification preferences" on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create trigger set_notification_preferences_updated_at
  before update on public.notification_preferences
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- the outbox: in `private`, which no API role can read or write; the worker uses the RPCs below
-- ---------------------------------------------------------------------------------------------
create table private.email_outbox (
  id bigint generated always as identity primary key,
  user_id uuid references public.profiles (id) on delete cascade,
  to_address text not null check (char_length(to_address) between 3 and 320),
  kind text not null,
  subject text not null check (char_length(subject) between 1 and 300),
  -- plain text; `link` is a site path the worker turns into an absolute URL
  body text not null default '',
  link text,
  created_at timestamptz not null default now(),
  -- a worker holds a row until claimed_until; past it another claim may take the row again
  claimed_until timestamptz,
  attempts smallint not null default 0,
  sent_at timestamptz,
  last_error text
);

create index email_outbox_pending_idx on private.email_outbox (id) where sent_at is null;

revoke all on private.email_outbox from anon, authenticated;

-- True when `recipient` wants emails of `kind`.
create function private.wants_email(recipient uuid, kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.email_enabled and not (wants_email.kind = any (p.muted_kinds))
     from public.notification_preferences p where p.user_id = wants_email.recipient),
    true)
$$;

-- Queues one email to an address (contact replies, alert digests), outside preferences.
create function private.queue_email(
  to_address text, kind text, subject text, body text, link text default null,
  recipient uuid default null)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into private.email_outbox (user_id, to_address, kind, subject, body, link)
  values (queue_email.recipient, queue_email.to_address, queue_email.kind,
          pg_catalog.left(queue_email.subject, 300), queue_email.body, queue_email.link)
  returning id
$$;

/**
 * The one way a hand-off reaches a person: an in-app notification, plus an email to the
 * account's address unless they turned that kind off. `email_body` defaults to `body`.
 */
create function private.notify(
  recipient uuid, kind text, title text, body text, link text default null,
  email_body text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if recipient is null then
    return;
  end if;
  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, pg_catalog.left(title, 300), pg_catalog.left(coalesce(body, ''), 2000), link);
  if private.wants_email(recipient, kind) then
    select u.email into address from auth.users u where u.id = recipient;
    if address is not null then
      perform private.queue_email(address, kind, title, coalesce(email_body, body, ''), link, recipient);
    end if;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- the worker's side: claim a batch, then report each row sent or failed (service role only)
-- ---------------------------------------------------------------------------------------------
create function public.claim_email_outbox(batch_size integer default 20, lease_seconds integer default 60)
returns table (id bigint, to_address text, kind text, subject text, body text, link text, attempts smallint)
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o
  set claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(lease_seconds, 5)),
      attempts = o.attempts + 1
  where o.id in (
    select c.id from private.email_outbox c
    where c.sent_at is null
      and (c.claimed_until is null or c.claimed_until < pg_catalog.now())
      and c.attempts < 10
    order by c.id
    limit greatest(least(batch_size, 200), 1)
    for update skip locked
  )
  returning o.id, o.to_address, o.kind, o.subject, o.body, o.link, o.attempts
$$;

create function public.complete_email_outbox(outbox_id bigint, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o
  set sent_at = case when complete_email_outbox.error is null then pg_catalog.now() end,
      last_error = complete_email_outbox.error,
      -- a failed row may be retried at once by the next claim
      claimed_until = case when complete_email_outbox.error is null then o.claimed_until end
  where o.id = complete_email_outbox.outbox_id and o.sent_at is null
$$;

revoke execute on function public.claim_email_outbox(integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_email_outbox(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer) to service_role;
grant execute on function public.complete_email_outbox(bigint, text) to service_role;
revoke execute on function private.notify(uuid, text, text, text, text, text) from public, anon, authenticated;
revoke execute on function private.queue_email(text, text, text, text, text, uuid) from public, anon, authenticated;

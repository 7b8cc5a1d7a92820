-- Contact messages: whose they are, how many may be sent, and how often admins are emailed.
--
-- * Owner: a message sent while signed in belongs to that account (user_id, set from auth.uid()
--   by a trigger whatever the client sends). "Your data" lists those messages only, never one
--   that merely gives the account's address (anyone can type any address into the form), and
--   the messages go with the account.
-- * Limits, counted over the last hour and refused with HTTP 429 and a sentence the contact page
--   shows: 3 messages per sender address, 5 per signed-in account, and 30 from all visitors who
--   are not signed in together (a flood from rotating addresses stops there, while signed-in
--   users can still write). The service role and the database itself are not limited.
-- * Admins: every message is an in-app notification, but each admin gets at most 5 contact emails
--   an hour; the rest of a burst waits in the inbox (with the limits above, a flood of anonymous
--   messages costs each admin 5 emails an hour, not one per message).
-- * The sender address must be one address: it becomes the recipient of an admin's reply.

alter table public.contact_messages
  add column user_id uuid references public.profiles (id) on delete cascade;

create index contact_messages_user_id_idx on public.contact_messages (user_id, created_at desc)
  where user_id is not null;
create index contact_messages_sender_idx on public.contact_messages (pg_catalog.lower(email), created_at desc);
create index contact_messages_anonymous_idx on public.contact_messages (created_at desc)
  where user_id is null;

-- One plain mailbox address: no display name, list, comment, quoting or control character.
create function private.is_single_address(address text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(address ~ '^[^@\s,;:<>()"\[\]\\\x01-\x1f\x7f]+@[^@\s,;:<>()"\[\]\\\x01-\x1f\x7f]+$', false)
$$;

create function private.check_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender uuid := (select auth.uid());
  by_address integer;
  by_account integer := 0;
  from_visitors integer;
begin
  if tg_op = 'UPDATE' then
    new.user_id := old.user_id;
    new.email := old.email;
    return new;
  end if;
  new.user_id := sender;
  new.email := pg_catalog.btrim(new.email);
  if not private.is_single_address(new.email) then
    raise exception 'Enter a valid email address, like name@example.com.' using errcode = '22023';
  end if;
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  -- One sender at a time, so that parallel requests cannot all pass the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.contact_messages'));

  select count(*) into by_address from public.contact_messages m
  where pg_catalog.lower(m.email) = pg_catalog.lower(new.email)
    and m.created_at > pg_catalog.now() - interval '1 hour';
  if sender is not null then
    select count(*) into by_account from public.contact_messages m
    where m.user_id = sender and m.created_at > pg_catalog.now() - interval '1 hour';
  end if;
  if by_address >= 3 or by_account >= 5 then
    raise exception 'You have already sent us several messages in the last hour. We will answer them by email; please wait an hour before sending another.'
      using errcode = 'PT429', hint = 'contact_rate_limited';
  end if;

  if sender is null then
    select count(*) into from_visitors from public.contact_messages m
    where m.user_id is null and m.created_at > pg_catalog.now() - interval '1 hour';
    if from_visitors >= 30 then
      raise exception 'We are receiving a lot of messages right now. Please try again in an hour, or write to the email address on this page.'
        using errcode = 'PT429', hint = 'contact_rate_limited';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function private.check_contact_message() from public, anon, authenticated;

create trigger check_contact_message
  before insert or update on public.contact_messages
  for each row execute function private.check_contact_message();

-- ---------------------------------------------------------------------------------------------
-- every admin hears of every message in-app; by email, of at most 5 an hour
-- ---------------------------------------------------------------------------------------------
create index email_outbox_recipient_kind_idx on private.email_outbox (user_id, kind, created_at desc);

create or replace function private.notify_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
  summary text := pg_catalog.format('%s: %s', new.name, new.subject);
  emailed integer;
begin
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' loop
    select count(*) into emailed from private.email_outbox o
    where o.user_id = admin_id and o.kind = 'contact_message'
      and o.created_at > pg_catalog.now() - interval '1 hour';
    if emailed >= 5 then
      insert into public.notifications (user_id, kind, title, body, link)
      values (admin_id, 'contact_message', 'New contact message', pg_catalog.left(summary, 2000),
              '/admin/inbox/' || new.id);
    else
      perform private.notify(
        admin_id,
        'contact_message',
        'New contact message',
        summary,
        '/admin/inbox/' || new.id,
        pg_catalog.format(E'From: %s <%s>\nSubject: %s\n\n%s', new.name, new.email, new.subject, new.message)
          || case when emailed = 4
               then E'\n\nThis is the fifth contact message emailed to you this hour: the next ones this hour wait in the inbox without an email.'
               else '' end);
    end if;
  end loop;
  return null;
end;
$$;

-- The admin inbox: contact messages are read, marked handled and answered by email. A reply is
-- stored and its email queued in one transaction by public.reply_to_contact_message(); admins
-- hear of every new message through private.notify().

-- ---------------------------------------------------------------------------------------------
-- replies: who answered, when, and what was sent
-- ---------------------------------------------------------------------------------------------
create table public.contact_replies (
  id bigint generated always as identity primary key,
  message_id bigint not null references public.contact_messages (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  -- the admin's name as it was when they replied (kept when the account goes)
  author_name text not null check (char_length(author_name) between 1 and 300),
  body text not null check (char_length(body) between 1 and 10000),
  created_at timestamptz not null default now()
);

create index contact_replies_message_id_idx on public.contact_replies (message_id, created_at);
create index contact_messages_handled_created_at_idx on public.contact_messages (handled, created_at desc);

alter table public.contact_replies enable row level security;

-- Replies are written only by the RPC below (security definer) and never changed afterwards:
-- there is no insert, update or delete policy, and the API roles hold no write privilege.
create policy "Admins can read contact replies" on public.contact_replies
  for select to authenticated using ((select private.is_admin()));

revoke insert, update, delete, truncate on public.contact_replies from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- reply: store it, queue the email to the sender, mark the message handled
-- ---------------------------------------------------------------------------------------------
create function public.reply_to_contact_message(message_id bigint, body text)
returns public.contact_replies
language plpgsql
security definer
set search_path = ''
as $$
declare
  message public.contact_messages;
  reply public.contact_replies;
  text_of_reply text := pg_catalog.btrim(coalesce(reply_to_contact_message.body, ''));
  author text;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can reply to a contact message.' using errcode = '42501';
  end if;
  if text_of_reply = '' then
    raise exception 'Write a reply before sending it.' using errcode = '22023';
  end if;
  if pg_catalog.char_length(text_of_reply) > 10000 then
    raise exception 'The reply is too long (10,000 characters at most).' using errcode = '22023';
  end if;

  select m.* into message from public.contact_messages m
  where m.id = reply_to_contact_message.message_id
  for update;
  if not found then
    raise exception 'This message was deleted, so the reply was not sent.' using errcode = 'P0002';
  end if;

  select coalesce(
           nullif(pg_catalog.btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
           p.email, 'GlobalHire')
    into author
  from public.profiles p where p.id = (select auth.uid());

  insert into public.contact_replies (message_id, author_id, author_name, body)
  values (message.id, (select auth.uid()), coalesce(author, 'GlobalHire'), text_of_reply)
  returning * into reply;

  perform private.queue_email(
    message.email,
    'contact_reply',
    'Re: ' || message.subject,
    pg_catalog.format(E'Hello %s,\n\n%s\n\n— %s, GlobalHire\n\n> You wrote:\n> %s',
      message.name, text_of_reply, reply.author_name,
      pg_catalog.replace(message.message, E'\n', E'\n> ')),
    '/contact');

  update public.contact_messages m set handled = true where m.id = message.id;
  return reply;
end;
$$;

revoke execute on function public.reply_to_contact_message(bigint, text) from public, anon;
grant execute on function public.reply_to_contact_message(bigint, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- every admin hears of a new contact message
-- ---------------------------------------------------------------------------------------------
create function private.notify_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
begin
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' loop
    perform private.notify(
      admin_id,
      'contact_message',
      'New contact message',
      pg_catalog.format('%s: %s', new.name, new.subject),
      '/admin/inbox/' || new.id,
      pg_catalog.format(E'From: %s <%s>\nSubject: %s\n\n%s', new.name, new.email, new.subject, new.message));
  end loop;
  return null;
end;
$$;

create trigger notify_contact_message
  after insert on public.contact_messages
  for each row execute function private.notify_contact_message();

-- Conversations: the writes, each one security definer call that checks who asks. Limits: a
-- message holds 1 to 4,000 characters; a sender sends at most 20 messages a minute and 200 a day
-- (HTTP 429 beyond); a participant reports a conversation at most once while the report is open,
-- and at most 10 reports a day. Reads: 20261205110002_conversation_reads; reports:
-- 20261205110003_conversation_reports; emails: 20261205110005_conversation_emails_and_export.

-- Messages waiting to be emailed about: the recipient hears of unread messages 15 minutes after
-- they arrive, at most once an hour per conversation (public.queue_unread_message_emails in
-- 20261205110005_conversation_emails_and_export). No API role reads or writes it.
create table private.conversation_unread_emails (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  -- when to look again; null: nothing to tell
  due_at timestamptz,
  last_emailed_at timestamptz,
  primary key (conversation_id, recipient_id)
);

create index conversation_unread_emails_due_idx on private.conversation_unread_emails (due_at)
  where due_at is not null;

alter table private.conversation_unread_emails enable row level security;
revoke all on private.conversation_unread_emails from public, anon, authenticated;

-- The name the other party sees: the company for an employer, the person for a candidate.
create function private.conversation_party_name(profile_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    case when p.user_type = 'employer' then nullif(pg_catalog.btrim(p.company_name), '') end,
    nullif(pg_catalog.btrim(pg_catalog.concat_ws(' ', p.first_name, p.last_name)), ''),
    case when p.user_type = 'employer' then 'Employer' else 'Candidate' end)
  from public.profiles p where p.id = conversation_party_name.profile_id
$$;

-- The application's two parties, and the caller's side: 'candidate', 'employer', or null.
create function private.application_parties(application_id bigint)
returns table (candidate_id uuid, employer_id uuid, job_id bigint, job_title text, my_role text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.candidate_id, j.company_id, j.id, j.title,
         case (select auth.uid()) when a.candidate_id then 'candidate' when j.company_id then 'employer' end
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = application_parties.application_id
$$;

-- A message as the reads return it, for `viewer`.
create function private.conversation_message_json(message public.conversation_messages, viewer uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', message.id,
    'conversation_id', message.conversation_id,
    'sender_id', message.sender_id,
    'sender_name', private.conversation_party_name(message.sender_id),
    'from_me', message.sender_id = viewer,
    'body', message.body,
    'attachment', case when message.attachment_path is not null then pg_catalog.jsonb_build_object(
      'path', message.attachment_path, 'name', message.attachment_name,
      'size', message.attachment_size, 'content_type', message.attachment_type) end,
    'created_at', message.created_at)
$$;

-- Refuses when a block stands, in the words of the one who reads it.
create function private.refuse_blocked_conversation(conversation_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.conversation_blocks b
             where b.conversation_id = refuse_blocked_conversation.conversation_id and b.blocked_by = (select auth.uid())) then
    raise exception 'You blocked this conversation. Unblock it to send a message.'
      using errcode = '42501', hint = 'conversation_blocked';
  elsif exists (select 1 from public.conversation_blocks b
                where b.conversation_id = refuse_blocked_conversation.conversation_id) then
    raise exception 'You can no longer send messages in this conversation.'
      using errcode = '42501', hint = 'conversation_blocked';
  end if;
end;
$$;

-- The conversation of an application, started if there is none yet, for one of its parties.
-- Used by the first message, and before uploading the first message's attachment (the files
-- live under the conversation's folder); a conversation without messages is listed nowhere.
create function public.open_conversation(application_id bigint)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  parties record;
  conversation uuid;
begin
  if caller is null then
    raise exception 'You must be signed in to send a message.' using errcode = '42501';
  end if;
  select * into parties from private.application_parties(open_conversation.application_id);
  if parties.my_role is null then
    raise exception 'This application no longer exists.' using errcode = 'P0002';
  end if;
  -- the employer keeps a departed candidate's application, without anyone to write to
  if parties.candidate_id is null then
    raise exception 'This candidate deleted their account, so messages can no longer be sent.'
      using errcode = '42501', hint = 'candidate_deleted';
  end if;

  insert into public.conversations (application_id, candidate_id, employer_id)
  values (open_conversation.application_id, parties.candidate_id, parties.employer_id)
  on conflict on constraint conversations_application_id_key do nothing;
  select c.id into conversation from public.conversations c where c.application_id = open_conversation.application_id;
  -- refused before any file is uploaded for a message that could not be sent
  perform private.refuse_blocked_conversation(conversation);
  if exists (select 1 from public.profiles p where p.id = caller and p.blocked_at is not null) then
    raise exception 'Your account is blocked, so you cannot send messages. If you think this is a mistake, contact GlobalHire support.'
      using errcode = '42501', hint = 'account_blocked';
  end if;
  return conversation;
end;
$$;

/**
 * Sends a message about an application, from its candidate or its job's employer (starting the
 * conversation). An attachment is a file the caller uploaded under the conversation's folder;
 * its size and type are read from Storage, not taken from the caller.
 */
create function public.send_conversation_message(
  application_id bigint, body text, attachment_path text default null, attachment_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  text_sent text := pg_catalog.btrim(coalesce(send_conversation_message.body, ''), E' \t\r\n');
  file_path text := nullif(pg_catalog.btrim(send_conversation_message.attachment_path), '');
  file_name text;
  file_meta jsonb;
  conversation uuid;
  recipient uuid;
  sent public.conversation_messages;
begin
  if pg_catalog.char_length(text_sent) = 0 or pg_catalog.char_length(text_sent) > 4000 then
    raise exception 'Write a message of 1 to 4,000 characters.' using errcode = '23514', hint = 'body';
  end if;
  conversation := public.open_conversation(send_conversation_message.application_id);

  -- One send at a time per sender, so parallel requests cannot all pass the counts.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('conversation_messages:' || caller::text));
  if (select count(*) from public.conversation_messages m
      where m.sender_id = caller and m.created_at > pg_catalog.now() - interval '1 minute') >= 20 then
    raise exception 'You are sending messages too quickly. Please wait a minute, then try again.'
      using errcode = 'PT429', hint = 'message_rate_limited';
  end if;
  if (select count(*) from public.conversation_messages m
      where m.sender_id = caller and m.created_at > pg_catalog.now() - interval '1 day') >= 200 then
    raise exception 'You have sent 200 messages in the last 24 hours, the most allowed. Please try again later.'
      using errcode = 'PT429', hint = 'message_rate_limited';
  end if;

  if file_path is not null then
    select o.metadata into file_meta from storage.objects o
    where o.bucket_id = 'conversation-attachments' and o.name = file_path
      and pg_catalog.split_part(o.name, '/', 1) = conversation::text
      and o.owner_id = caller::text;
    if file_meta is null then
      raise exception 'The attachment was not found. Attach the file again.'
        using errcode = '23503', hint = 'attachment';
    end if;
    if exists (select 1 from public.conversation_messages m where m.attachment_path = file_path) then
      raise exception 'This file is already attached to a message.' using errcode = '23505', hint = 'attachment';
    end if;
    -- the name shown: as given, else the stored name without its unique prefix; one line, no folders
    file_name := pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(
      coalesce(nullif(pg_catalog.btrim(send_conversation_message.attachment_name), ''),
               pg_catalog.regexp_replace(pg_catalog.split_part(file_path, '/', 2), '^[0-9a-f-]{36}-', '')),
      '[\x01-\x1f\x7f/\\]', ' ', 'g')), 255);
  end if;

  insert into public.conversation_messages (
    conversation_id, sender_id, body, attachment_path, attachment_name, attachment_size, attachment_type)
  values (
    conversation, caller, text_sent, file_path, case when file_path is not null then coalesce(nullif(file_name, ''), 'attachment') end,
    case when file_path is not null then coalesce((file_meta ->> 'size')::bigint, 0) end,
    case when file_path is not null then coalesce(file_meta ->> 'mimetype', 'application/octet-stream') end)
  returning * into sent;

  update public.conversations c set last_message_at = sent.created_at where c.id = conversation;
  -- the sender has read everything up to their own message
  insert into public.conversation_reads (conversation_id, user_id, last_read_message_id, last_read_at)
  values (conversation, caller, sent.id, sent.created_at)
  on conflict on constraint conversation_reads_pkey do update
    set last_read_message_id = excluded.last_read_message_id, last_read_at = excluded.last_read_at,
        updated_at = pg_catalog.now();

  -- the other party is emailed if the message is still unread 15 minutes from now
  select case when c.candidate_id = caller then c.employer_id else c.candidate_id end into recipient
  from public.conversations c where c.id = conversation;
  insert into private.conversation_unread_emails as u (conversation_id, recipient_id, due_at)
  values (conversation, recipient, sent.created_at + interval '15 minutes')
  on conflict on constraint conversation_unread_emails_pkey do update
    set due_at = coalesce(u.due_at, excluded.due_at);

  return private.conversation_message_json(sent, caller);
end;
$$;

-- A blocked account sends nothing (the standing rule every other write of an account follows).
create trigger account_standing
  before insert on public.conversation_messages
  for each row execute function private.refuse_account_out_of_standing('send messages');

-- The caller has read the conversation up to its newest message.
create function public.mark_conversation_read(conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  newest public.conversation_messages;
begin
  if caller is null or not private.is_conversation_participant(mark_conversation_read.conversation_id) then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  select * into newest from public.conversation_messages m
  where m.conversation_id = mark_conversation_read.conversation_id
  order by m.id desc limit 1;
  if newest.id is null then
    return;
  end if;
  insert into public.conversation_reads as r (conversation_id, user_id, last_read_message_id, last_read_at)
  values (mark_conversation_read.conversation_id, caller, newest.id, newest.created_at)
  on conflict on constraint conversation_reads_pkey do update
    set last_read_message_id = excluded.last_read_message_id, last_read_at = excluded.last_read_at,
        updated_at = pg_catalog.now()
    where r.last_read_message_id < excluded.last_read_message_id;
end;
$$;

create function public.block_conversation(conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not private.is_conversation_participant(block_conversation.conversation_id) then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  insert into public.conversation_blocks (conversation_id, blocked_by)
  values (block_conversation.conversation_id, (select auth.uid()))
  on conflict do nothing;
end;
$$;

-- Lifts the caller's own block (a block by the other party stays).
create function public.unblock_conversation(conversation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not private.is_conversation_participant(unblock_conversation.conversation_id) then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  delete from public.conversation_blocks b
  where b.conversation_id = unblock_conversation.conversation_id and b.blocked_by = (select auth.uid());
end;
$$;

revoke execute on function private.conversation_party_name(uuid) from public, anon, authenticated;
revoke execute on function private.application_parties(bigint) from public, anon, authenticated;
revoke execute on function private.conversation_message_json(public.conversation_messages, uuid) from public, anon, authenticated;
revoke execute on function private.refuse_blocked_conversation(uuid) from public, anon, authenticated;
revoke execute on function public.open_conversation(bigint) from public, anon;
revoke execute on function public.send_conversation_message(bigint, text, text, text) from public, anon;
revoke execute on function public.mark_conversation_read(uuid) from public, anon;
revoke execute on function public.block_conversation(uuid) from public, anon;
revoke execute on function public.unblock_conversation(uuid) from public, anon;
grant execute on function public.open_conversation(bigint) to authenticated;
grant execute on function public.send_conversation_message(bigint, text, text, text) to authenticated;
grant execute on function public.mark_conversation_read(uuid) to authenticated;
grant execute on function public.block_conversation(uuid) to authenticated;
grant execute on function public.unblock_conversation(uuid) to authenticated;

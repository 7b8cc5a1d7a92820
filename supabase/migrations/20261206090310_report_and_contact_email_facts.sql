-- Conversation reports and contact messages queue facts for their emails; the in-app notices are
-- as before. An admin's reply to a contact message is a designed email to the address the message
-- gave, and the visitor who writes gets an acknowledgement repeating what they wrote (bounded, so
-- that the contact form cannot be used to email strangers in bulk).

-- ---------------------------------------------------------------------------------------------
-- Conversation reports: reported (every admin); reviewed (the reporter, without the admin's note)
-- ---------------------------------------------------------------------------------------------
create or replace function public.report_conversation(conversation_id uuid, reason text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  why text := pg_catalog.btrim(coalesce(report_conversation.reason, ''));
  report_id bigint;
  title text;
  reported_job bigint;
  admin_id uuid;
begin
  if caller is null or not private.is_conversation_participant(report_conversation.conversation_id) then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  if pg_catalog.char_length(why) = 0 or pg_catalog.char_length(why) > 1000 then
    raise exception 'Say why you are reporting this conversation, in up to 1,000 characters.'
      using errcode = '23514', hint = 'reason';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('conversation_reports:' || caller::text));
  if exists (select 1 from public.conversation_reports r
             where r.conversation_id = report_conversation.conversation_id and r.reporter_id = caller
               and r.status = 'open') then
    raise exception 'You have already reported this conversation. Our team will review it.'
      using errcode = '23505', hint = 'report_open';
  end if;
  if (select count(*) from public.conversation_reports r
      where r.reporter_id = caller and r.created_at > pg_catalog.now() - interval '1 day') >= 10 then
    raise exception 'You have sent 10 reports in the last 24 hours, the most allowed. Please try again later.'
      using errcode = 'PT429', hint = 'report_rate_limited';
  end if;

  insert into public.conversation_reports (conversation_id, reporter_id, reason)
  values (report_conversation.conversation_id, caller, why)
  returning id into report_id;

  select j.title, j.id into title, reported_job
  from public.conversations c join public.applications a on a.id = c.application_id
  join public.jobs j on j.id = a.job_id
  where c.id = report_conversation.conversation_id;
  -- The reason stays on the review page: the email names the job only.
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' loop
    perform private.notify(admin_id, 'conversation_reported', 'Conversation reported',
      pg_catalog.format('A conversation about "%s" was reported and waits for a review.', title),
      '/admin/conversations',
      pg_catalog.jsonb_build_object('job', private.email_job(reported_job), 'reportId', report_id));
  end loop;
  return report_id;
end;
$$;

create or replace function private.notify_conversation_report_reviewed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
  job_title text;
  reported_job bigint;
begin
  select * into conversation from public.conversations c where c.id = new.conversation_id;
  if conversation.id is null then
    return null;
  end if;
  select j.title, j.id into job_title, reported_job
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = conversation.application_id;
  perform private.notify(
    new.reporter_id,
    'conversation_report_reviewed',
    'Your report was reviewed',
    pg_catalog.format(
      case when new.status = 'actioned'
        then 'We reviewed your report of the conversation about "%s" and acted on it.'
        else 'We reviewed your report of the conversation about "%s" and found no reason to act.'
      end,
      job_title),
    case when new.reporter_id = conversation.candidate_id then '/applicant/messages/' else '/employer/messages/' end
      || conversation.application_id,
    pg_catalog.jsonb_build_object('job', private.email_job(reported_job), 'outcome', new.status));
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Contact messages: every admin hears of each in-app, and by email of at most 5 an hour
-- ---------------------------------------------------------------------------------------------
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
        pg_catalog.jsonb_build_object(
          'message', pg_catalog.jsonb_build_object('id', new.id, 'name', new.name, 'email', new.email,
            'subject', new.subject, 'body', new.message, 'sentAt', new.created_at),
          'lastEmailThisHour', emailed = 4));
    end if;
  end loop;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- An admin's reply: stored, emailed to the address the message gave, the message marked handled
-- ---------------------------------------------------------------------------------------------
create or replace function public.reply_to_contact_message(message_id bigint, body text)
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

  -- To an address, not an account: whoever wrote may have none.
  perform private.queue_email_facts(
    message.email,
    'contact_reply',
    pg_catalog.jsonb_build_object(
      'link', '/contact',
      'name', message.name,
      'reply', pg_catalog.jsonb_build_object('body', text_of_reply, 'author', reply.author_name),
      'message', pg_catalog.jsonb_build_object('id', message.id, 'subject', message.subject,
        'body', message.message)),
    null, false);

  update public.contact_messages m set handled = true where m.id = message.id;
  return reply;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The acknowledgement to whoever writes through the contact page. Anyone can type any address
-- into the form, so it goes out at most once a day to an address and to at most 30 addresses an
-- hour in all (on top of the form's own limits); past either, the message is stored and answered
-- as usual, without an acknowledgement. Its subject is ours: what the sender typed stays in the
-- body, quoted. Messages the service role or the database store are acknowledged by no one.
-- ---------------------------------------------------------------------------------------------
create function private.acknowledge_contact_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  acknowledged integer;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  -- check_contact_message holds the contact form's lock until the end of this transaction, so
  -- parallel messages are counted one after another.
  if exists (select 1 from private.email_outbox o
             where o.user_id is null and o.kind = 'contact_received'
               and o.created_at > pg_catalog.now() - interval '1 day'
               and pg_catalog.lower(o.to_address) = pg_catalog.lower(new.email)) then
    return null;
  end if;
  select count(*) into acknowledged from private.email_outbox o
  where o.user_id is null and o.kind = 'contact_received'
    and o.created_at > pg_catalog.now() - interval '1 hour';
  if acknowledged >= 30 then
    return null;
  end if;
  perform private.queue_email_facts(new.email, 'contact_received',
    pg_catalog.jsonb_build_object(
      'name', new.name,
      'message', pg_catalog.jsonb_build_object('id', new.id, 'subject', new.subject, 'body', new.message)),
    null, false);
  return null;
end;
$$;

revoke execute on function private.acknowledge_contact_message() from public, anon, authenticated;

create trigger acknowledge_contact_message
  after insert on public.contact_messages
  for each row execute function private.acknowledge_contact_message();

-- ---------------------------------------------------------------------------------------------
-- A contact message that goes (deleted by an admin, with its sender's account, or by retention)
-- takes the emails repeating it with it: the admins' notices, the acknowledgement and the replies
-- carry its words in their facts. One pass over the outbox per statement.
-- ---------------------------------------------------------------------------------------------
create function private.forget_contact_message_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.email_outbox o
  where o.kind in ('contact_message', 'contact_received', 'contact_reply')
    and o.facts is not null
    and o.facts -> 'message' ->> 'id' in (select gone.id::text from gone);
  return null;
end;
$$;

revoke execute on function private.forget_contact_message_emails() from public, anon, authenticated;

create trigger forget_contact_message_emails
  after delete on public.contact_messages
  referencing old table as gone
  for each statement execute function private.forget_contact_message_emails();

-- Conversations reach people outside the site in two ways:
-- * Unread messages: a participant with a message still unread 15 minutes after it arrived gets
--   one email about the conversation, then none about it for an hour, and again only about
--   messages that arrived after the last email. The recipient's preferences decide (kind
--   'new_message'); a blocked conversation sends none. The in-app badge counts unread messages
--   (public.unread_message_count), so no notification is written per message. The email names
--   the company to a candidate and the job to an employer, never a message's words.
-- * "Your data": the conversations the account takes part in, with every message (its own and
--   those it received), and the attachments among its files.

/**
 * Looks at the conversations whose unread-message email is due, at most `max_due` (1 to 1000)
 * per call, the longest due first: queues the email, or sets when to look again. The delivery
 * worker calls it on every tick until it finds nothing due. Returns how many it looked at
 * (service role only).
 */
create function public.queue_unread_message_emails(max_due integer default 50)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  unread record;
  address text;
  handled integer := 0;
begin
  for due in
    select e.conversation_id, e.recipient_id, e.last_emailed_at,
           c.application_id, c.candidate_id, c.employer_id, j.title
    from private.conversation_unread_emails e
    join public.conversations c on c.id = e.conversation_id
    join public.applications a on a.id = c.application_id
    join public.jobs j on j.id = a.job_id
    where e.due_at <= pg_catalog.now()
    order by e.due_at, e.conversation_id
    limit greatest(least(coalesce(max_due, 50), 1000), 1)
    for update of e skip locked
  loop
    handled := handled + 1;
    -- what the recipient has not read and was not told of yet
    select count(*) as messages, pg_catalog.min(m.created_at) as oldest
      into unread
    from public.conversation_messages m
    where m.conversation_id = due.conversation_id and m.sender_id <> due.recipient_id
      and m.id > coalesce((select r.last_read_message_id from public.conversation_reads r
                           where r.conversation_id = due.conversation_id and r.user_id = due.recipient_id), 0)
      and (due.last_emailed_at is null or m.created_at > due.last_emailed_at);

    if unread.messages = 0
       or exists (select 1 from public.conversation_blocks b where b.conversation_id = due.conversation_id)
       or not private.wants_email(due.recipient_id, 'new_message') then
      update private.conversation_unread_emails e set due_at = null
      where e.conversation_id = due.conversation_id and e.recipient_id = due.recipient_id;
    elsif unread.oldest > pg_catalog.now() - interval '15 minutes'
          or due.last_emailed_at > pg_catalog.now() - interval '1 hour' then
      -- not yet: when the oldest untold message is 15 minutes old, and an hour after the last email
      update private.conversation_unread_emails e
      set due_at = greatest(unread.oldest + interval '15 minutes',
                            coalesce(due.last_emailed_at + interval '1 hour', pg_catalog.now()))
      where e.conversation_id = due.conversation_id and e.recipient_id = due.recipient_id;
    else
      select u.email into address from auth.users u where u.id = due.recipient_id;
      if address is not null then
        if due.recipient_id = due.candidate_id then
          perform private.queue_email(address, 'new_message',
            pg_catalog.format('New message from %s', private.conversation_party_name(due.employer_id)),
            pg_catalog.format('%s sent you %s about your application for "%s".',
              private.conversation_party_name(due.employer_id),
              case when unread.messages = 1 then 'a message' else unread.messages || ' messages' end, due.title),
            '/applicant/messages/' || due.application_id, due.recipient_id);
        else
          perform private.queue_email(address, 'new_message',
            pg_catalog.format('New message about "%s"', due.title),
            pg_catalog.format('A candidate who applied for "%s" sent you %s.',
              due.title, case when unread.messages = 1 then 'a message' else unread.messages || ' messages' end),
            '/employer/messages/' || due.application_id, due.recipient_id);
        end if;
      end if;
      update private.conversation_unread_emails e
      set due_at = null, last_emailed_at = pg_catalog.now()
      where e.conversation_id = due.conversation_id and e.recipient_id = due.recipient_id;
    end if;
  end loop;
  return handled;
end;
$$;

revoke execute on function public.queue_unread_message_emails(integer) from public, anon, authenticated;
grant execute on function public.queue_unread_message_emails(integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- "Your data": the conversations and their messages; the attachments join the files
-- ---------------------------------------------------------------------------------------------
alter function public.export_my_data() rename to export_data_before_conversations;
alter function public.export_data_before_conversations() set schema private;
revoke execute on function private.export_data_before_conversations() from public, anon, authenticated;

create function public.export_my_data()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
  mine as (
    select c.* from public.conversations c, me where me.id in (c.candidate_id, c.employer_id)
  ),
  earlier as (select private.export_data_before_conversations() as data)
  select e.data || pg_catalog.jsonb_build_object(
    'conversations', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', c.id, 'application_id', c.application_id, 'job_title', j.title,
        'with', private.conversation_party_name(case when c.candidate_id = me.id then c.employer_id else c.candidate_id end),
        'created_at', c.created_at,
        'blocked_by_you', exists (select 1 from public.conversation_blocks b
                                  where b.conversation_id = c.id and b.blocked_by = me.id),
        'messages', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'id', m.id, 'from_you', m.sender_id = me.id, 'sender_name', private.conversation_party_name(m.sender_id),
            'body', m.body, 'attachment_name', m.attachment_name, 'attachment_path', m.attachment_path,
            'attachment_size', m.attachment_size, 'attachment_type', m.attachment_type,
            'created_at', m.created_at) order by m.id)
          from public.conversation_messages m where m.conversation_id = c.id), '[]'::jsonb),
        'your_reports', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'reason', r.reason, 'status', r.status, 'created_at', r.created_at, 'reviewed_at', r.reviewed_at)
            order by r.created_at)
          from public.conversation_reports r where r.conversation_id = c.id and r.reporter_id = me.id), '[]'::jsonb)
      ) order by c.created_at)
      from mine c cross join me
      join public.applications a on a.id = c.application_id
      join public.jobs j on j.id = a.job_id), '[]'::jsonb),
    'files', coalesce(e.data -> 'files', '[]'::jsonb) || coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'bucket', o.bucket_id, 'path', o.name, 'size', (o.metadata ->> 'size')::bigint,
        'content_type', o.metadata ->> 'mimetype', 'created_at', o.created_at) order by o.name)
      from public.conversation_messages m
      join mine c on c.id = m.conversation_id
      join storage.objects o on o.bucket_id = 'conversation-attachments' and o.name = m.attachment_path), '[]'::jsonb))
  from earlier e cross join me
$$;

revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

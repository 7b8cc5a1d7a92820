-- Conversations: the reads, shaped for the pages in one call each. Security definer with the
-- same rule as the tables' policies, stated again in each function: the two participants, and
-- admins (a live two-factor session) for moderation. Nobody else learns whether a conversation
-- exists. A page of messages holds at most 100 (50 by default), newest page first.

-- Up to `page_size` messages of a conversation older than `before_id` (all when null), oldest
-- first, and whether there are older ones still.
create function private.conversation_message_page(
  conversation_id uuid, viewer uuid, before_id bigint, page_size integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with page as (
    select m from public.conversation_messages m
    where m.conversation_id = conversation_message_page.conversation_id
      and (conversation_message_page.before_id is null or m.id < conversation_message_page.before_id)
    order by m.id desc
    limit greatest(least(coalesce(conversation_message_page.page_size, 50), 100), 1) + 1
  ), numbered as (
    select p.m, pg_catalog.row_number() over (order by (p.m).id desc) as n from page p
  )
  select pg_catalog.jsonb_build_object(
    'messages', coalesce((
      select pg_catalog.jsonb_agg(private.conversation_message_json(x.m, conversation_message_page.viewer) order by (x.m).id)
      from numbered x
      where x.n <= greatest(least(coalesce(conversation_message_page.page_size, 50), 100), 1)), '[]'::jsonb),
    'has_older', (select count(*) from numbered) > greatest(least(coalesce(conversation_message_page.page_size, 50), 100), 1))
$$;

/** The caller's conversations that hold messages, the latest first (at most 200). */
create function public.list_my_conversations()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id),
  mine as (
    select c.*, case when c.candidate_id = me.id then c.employer_id else c.candidate_id end as other_id,
           coalesce((select r.last_read_message_id from public.conversation_reads r
                     where r.conversation_id = c.id and r.user_id = me.id), 0) as read_up_to,
           me.id as me_id
    from public.conversations c cross join me
    where me.id in (c.candidate_id, c.employer_id) and c.last_message_at is not null
    order by c.last_message_at desc, c.id
    limit 200
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'id', c.id, 'application_id', c.application_id, 'job_id', j.id, 'job_title', j.title,
      'other_party_name', private.conversation_party_name(c.other_id),
      'last_message', (
        select pg_catalog.jsonb_build_object(
          'body', pg_catalog.left(m.body, 200), 'created_at', m.created_at, 'from_me', m.sender_id = c.me_id)
        from public.conversation_messages m where m.conversation_id = c.id order by m.id desc limit 1),
      'unread_count', (
        select count(*) from public.conversation_messages m
        where m.conversation_id = c.id and m.sender_id <> c.me_id and m.id > c.read_up_to),
      'blocked', exists (select 1 from public.conversation_blocks b where b.conversation_id = c.id))
    order by c.last_message_at desc, c.id), '[]'::jsonb)
  from mine c
  join public.applications a on a.id = c.application_id
  join public.jobs j on j.id = a.job_id
$$;

/**
 * The conversation of an application with its latest page of messages, for its candidate, its
 * job's employer or an admin. Before the first message there is no conversation yet: the parties
 * and no messages come back, so the page can offer to write the first one.
 */
create function public.get_conversation(application_id bigint, page_size integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  parties record;
  role text;
  conversation public.conversations;
  other uuid;
  page jsonb;
begin
  select * into parties from private.application_parties(get_conversation.application_id);
  role := coalesce(parties.my_role, case when parties.job_id is not null and private.is_admin() then 'admin' end);
  if caller is null or role is null then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  select * into conversation from public.conversations c where c.application_id = get_conversation.application_id;
  other := case role when 'candidate' then parties.employer_id when 'employer' then parties.candidate_id end;
  page := case when conversation.id is null then '{"messages": [], "has_older": false}'::jsonb
               else private.conversation_message_page(conversation.id, caller, null, get_conversation.page_size) end;

  return pg_catalog.jsonb_build_object(
    'id', conversation.id,
    'application_id', get_conversation.application_id,
    'job_id', parties.job_id,
    'job_title', parties.job_title,
    'candidate_id', parties.candidate_id,
    'candidate_name', coalesce(private.conversation_party_name(parties.candidate_id), 'Deleted candidate'),
    'employer_id', parties.employer_id,
    'company_name', private.conversation_party_name(parties.employer_id),
    'my_role', role,
    'blocked_by_me', exists (select 1 from public.conversation_blocks b
                             where b.conversation_id = conversation.id and b.blocked_by = caller),
    'blocked_by_other', exists (select 1 from public.conversation_blocks b
                                where b.conversation_id = conversation.id and b.blocked_by <> caller),
    'other_last_read_at', (select r.last_read_at from public.conversation_reads r
                           where r.conversation_id = conversation.id and r.user_id = other),
    'messages', page -> 'messages',
    'has_older', page -> 'has_older');
end;
$$;

/** Older messages of a conversation, before the message `before_id`, oldest first. */
create function public.list_conversation_messages(conversation_id uuid, before_id bigint, page_size integer default 50)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null
     or not (private.is_conversation_participant(list_conversation_messages.conversation_id) or private.is_admin())
     or not exists (select 1 from public.conversations c where c.id = list_conversation_messages.conversation_id) then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  return private.conversation_message_page(list_conversation_messages.conversation_id, (select auth.uid()),
    list_conversation_messages.before_id, list_conversation_messages.page_size);
end;
$$;

/**
 * Messages the caller has not read yet, over all their conversations (the panel's badge);
 * conversations the caller blocked do not count.
 */
create function public.unread_message_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id)
  select coalesce(count(m.id), 0)::integer
  from me
  join public.conversations c on me.id in (c.candidate_id, c.employer_id)
  left join public.conversation_reads r on r.conversation_id = c.id and r.user_id = me.id
  join public.conversation_messages m
    on m.conversation_id = c.id and m.sender_id <> me.id and m.id > coalesce(r.last_read_message_id, 0)
  where not exists (select 1 from public.conversation_blocks b where b.conversation_id = c.id and b.blocked_by = me.id)
$$;

revoke execute on function private.conversation_message_page(uuid, uuid, bigint, integer) from public, anon, authenticated;
revoke execute on function public.list_my_conversations() from public, anon;
revoke execute on function public.get_conversation(bigint, integer) from public, anon;
revoke execute on function public.list_conversation_messages(uuid, bigint, integer) from public, anon;
revoke execute on function public.unread_message_count() from public, anon;
grant execute on function public.list_my_conversations() to authenticated;
grant execute on function public.get_conversation(bigint, integer) to authenticated;
grant execute on function public.list_conversation_messages(uuid, bigint, integer) to authenticated;
grant execute on function public.unread_message_count() to authenticated;

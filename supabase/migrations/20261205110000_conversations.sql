-- Conversations per application: one thread between the application's candidate and the employer
-- of its job, started by the first message. Admins read every conversation for moderation;
-- recruiters and everyone else read nothing. API roles only read (RLS decides the rows); every
-- write goes through the security definer functions of 20261205110001_conversation_actions.
-- The thread goes with either party's account (the foreign keys below), and stays when the
-- application is withdrawn. New messages and read marks are streamed by Realtime to the two
-- participants, and the pair share a private Presence channel `conversation:<id>`.

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  application_id bigint not null unique references public.applications (id) on delete cascade,
  -- the parties when the conversation started; either account's deletion removes the thread
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  employer_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz
);

comment on table public.conversations is
  'One conversation per application, between its candidate and the employer of its job.';

create index conversations_candidate_idx on public.conversations (candidate_id, last_message_at desc);
create index conversations_employer_idx on public.conversations (employer_id, last_message_at desc);

create table public.conversation_messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 4000),
  -- '<conversation id>/<uuid>-<file name>' in the private conversation-attachments bucket
  attachment_path text unique check (char_length(attachment_path) <= 300),
  attachment_name text check (char_length(attachment_name) between 1 and 255),
  attachment_size bigint check (attachment_size >= 0),
  attachment_type text check (char_length(attachment_type) <= 255),
  created_at timestamptz not null default now(),
  constraint conversation_messages_attachment_whole check (
    (attachment_path is null) = (attachment_name is null)
    and (attachment_path is null) = (attachment_size is null)
    and (attachment_path is null) = (attachment_type is null)
    and (attachment_path is null
         or pg_catalog.split_part(attachment_path, '/', 1) = conversation_id::text))
);

comment on table public.conversation_messages is
  'Messages of a conversation, with an optional attachment in the conversation-attachments bucket.';

create index conversation_messages_conversation_idx on public.conversation_messages (conversation_id, id desc);
-- the sender's rate limits count their recent messages
create index conversation_messages_sender_idx on public.conversation_messages (sender_id, created_at desc);

-- How far each participant has read: every message up to last_read_message_id, the newest of
-- which was sent at last_read_at (so "my messages up to this time were seen" holds exactly).
create table public.conversation_reads (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  last_read_message_id bigint not null,
  last_read_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);

-- A participant who blocked the conversation: while any block stands, nobody sends in it.
create table public.conversation_blocks (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  blocked_by uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (conversation_id, blocked_by)
);

create type public.conversation_report_status as enum ('open', 'dismissed', 'actioned');

-- A participant's report of a conversation, and an admin's review of it.
create table public.conversation_reports (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 1000),
  status public.conversation_report_status not null default 'open',
  -- no foreign key on the reviewer: the review outlives the admin's account, as the audit trail does
  reviewed_by uuid,
  review_note text check (char_length(review_note) <= 2000),
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint conversation_reports_reviewed_whole check (
    (status = 'open') = (reviewed_at is null) and (status = 'open' or reviewed_by is not null))
);

create index conversation_reports_status_idx on public.conversation_reports (status, created_at desc);
create index conversation_reports_reporter_idx on public.conversation_reports (reporter_id, created_at desc);
-- one open report per reporter and conversation
create unique index conversation_reports_one_open on public.conversation_reports (conversation_id, reporter_id)
  where status = 'open';

-- ---------------------------------------------------------------------------------------------
-- who takes part
-- ---------------------------------------------------------------------------------------------
-- True when the caller is the conversation's candidate or employer. Security definer, so the
-- policies of the other tables ask it without recursing into the conversations' own policy.
create function private.is_conversation_participant(conversation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations c
    where c.id = is_conversation_participant.conversation_id
      and (select auth.uid()) in (c.candidate_id, c.employer_id)
  )
$$;

-- The conversation a Realtime topic `conversation:<id>` names, when the caller takes part in it.
create function private.is_conversation_topic_participant(topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    is_conversation_topic_participant.topic ~ '^conversation:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and private.is_conversation_participant(pg_catalog.substr(is_conversation_topic_participant.topic, 14)::uuid),
    false)
$$;

revoke execute on function private.is_conversation_participant(uuid) from public, anon;
revoke execute on function private.is_conversation_topic_participant(text) from public, anon;
grant execute on function private.is_conversation_participant(uuid) to authenticated, service_role;
grant execute on function private.is_conversation_topic_participant(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- row-level security: the two participants and admins read; nobody writes through the API
-- ---------------------------------------------------------------------------------------------
alter table public.conversations enable row level security;
alter table public.conversation_messages enable row level security;
alter table public.conversation_reads enable row level security;
alter table public.conversation_blocks enable row level security;
alter table public.conversation_reports enable row level security;

revoke all on public.conversations, public.conversation_messages, public.conversation_reads,
  public.conversation_blocks, public.conversation_reports from anon, authenticated;
grant select on public.conversations, public.conversation_messages, public.conversation_reads,
  public.conversation_blocks to authenticated;
-- A report's reviewer and note are the admins' own: granted with the rows only admins see.
grant select on public.conversation_reports to authenticated;

create policy "Participants can read their conversations" on public.conversations
  for select to authenticated
  using ((select auth.uid()) in (candidate_id, employer_id));
create policy "Admins can read every conversation" on public.conversations
  for select to authenticated using ((select private.is_admin()));

create policy "Participants can read the messages of their conversations" on public.conversation_messages
  for select to authenticated using (private.is_conversation_participant(conversation_id));
create policy "Admins can read every message" on public.conversation_messages
  for select to authenticated using ((select private.is_admin()));

create policy "Participants can read the read marks of their conversations" on public.conversation_reads
  for select to authenticated using (private.is_conversation_participant(conversation_id));
create policy "Admins can read every read mark" on public.conversation_reads
  for select to authenticated using ((select private.is_admin()));

create policy "Participants can read the blocks of their conversations" on public.conversation_blocks
  for select to authenticated using (private.is_conversation_participant(conversation_id));
create policy "Admins can read every block" on public.conversation_blocks
  for select to authenticated using ((select private.is_admin()));

create policy "Admins can read every conversation report" on public.conversation_reports
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Realtime: new messages and read marks reach the participants (checked against the policies
-- above per subscriber); the private Presence channel `conversation:<id>` admits the two only
-- ---------------------------------------------------------------------------------------------
alter publication supabase_realtime add table public.conversation_messages, public.conversation_reads;

create policy "Participants can read the presence of their conversation" on realtime.messages
  for select to authenticated
  using (extension = 'presence' and private.is_conversation_topic_participant((select realtime.topic())));
create policy "Participants can share their presence in their conversation" on realtime.messages
  for insert to authenticated
  with check (extension = 'presence' and private.is_conversation_topic_participant((select realtime.topic())));

-- Attachments of conversations: a private bucket, 10 MB a file, PDF, Word (DOC, DOCX) and images
-- (JPEG, PNG, WebP). A file lives at '<conversation id>/<uuid>-<file name>'. The two participants
-- upload (not while the conversation is blocked; at most 20 files a day per account) and read;
-- admins read every file (their storage policies already cover it). A file goes with its message
-- or its conversation: the delivery worker removes queued files through the Storage API.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('conversation-attachments', 'conversation-attachments', false, 10485760, array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg', 'image/png', 'image/webp'
])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The conversation a first folder names, when the caller takes part in it.
create function private.conversation_of_folder(folder text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.conversations c
  where conversation_of_folder.folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and c.id = conversation_of_folder.folder::uuid
    and (select auth.uid()) in (c.candidate_id, c.employer_id)
$$;

-- A participant may add a file named '<conversation id>/<uuid>-<name>' while no block stands, the
-- account is not blocked and it uploaded fewer than 20 files in the last day (a file uploaded but
-- never sent stays until its conversation goes, so the cap bounds what one account can store).
create function private.can_add_conversation_attachment(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
    select private.conversation_of_folder(pg_catalog.split_part(can_add_conversation_attachment.object_name, '/', 1)) as id
  )
  select t.id is not null
    and can_add_conversation_attachment.object_name
      ~ '^[0-9a-f-]{36}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/\x01-\x1f\x7f]{1,200}$'
    and not exists (select 1 from public.conversation_blocks b where b.conversation_id = t.id)
    and not exists (select 1 from public.profiles p where p.id = (select auth.uid()) and p.blocked_at is not null)
    and (select count(*) from storage.objects o
         where o.bucket_id = 'conversation-attachments' and o.owner_id = (select auth.uid())::text
           and o.created_at > pg_catalog.now() - interval '1 day') < 20
  from target t
$$;

-- The two participants read every file of their conversation.
create function private.can_read_conversation_attachment(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.conversation_of_folder(pg_catalog.split_part(can_read_conversation_attachment.object_name, '/', 1)) is not null
$$;

-- The uploader may remove a file of theirs that no message was sent with (a failed attempt).
create function private.can_remove_conversation_attachment(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.conversation_of_folder(pg_catalog.split_part(can_remove_conversation_attachment.object_name, '/', 1)) is not null
    and not exists (select 1 from public.conversation_messages m
                    where m.attachment_path = can_remove_conversation_attachment.object_name)
$$;

create policy "Participants can upload attachments to their conversations" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'conversation-attachments' and private.can_add_conversation_attachment(name));
create policy "Participants can read the attachments of their conversations" on storage.objects
  for select to authenticated
  using (bucket_id = 'conversation-attachments' and private.can_read_conversation_attachment(name));
create policy "Participants can remove their attachments no message was sent with" on storage.objects
  for delete to authenticated
  using (bucket_id = 'conversation-attachments' and owner_id = (select auth.uid())::text
         and private.can_remove_conversation_attachment(name));

-- A message that goes takes its file; a conversation that goes takes every file under its folder
-- (those of its messages, and uploads never sent).
create function private.queue_conversation_attachment_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'conversation_messages' then
    if old.attachment_path is not null then
      insert into private.storage_removals (bucket_id, name)
      values ('conversation-attachments', old.attachment_path)
      on conflict (bucket_id, name) where removed_at is null do nothing;
    end if;
  else
    insert into private.storage_removals (bucket_id, name)
    select o.bucket_id, o.name from storage.objects o
    where o.bucket_id = 'conversation-attachments' and pg_catalog.split_part(o.name, '/', 1) = old.id::text
    on conflict (bucket_id, name) where removed_at is null do nothing;
  end if;
  return null;
end;
$$;

create trigger queue_conversation_attachment_removal
  after delete on public.conversation_messages
  for each row execute function private.queue_conversation_attachment_removal();
create trigger queue_conversation_attachment_removal
  after delete on public.conversations
  for each row execute function private.queue_conversation_attachment_removal();

revoke execute on function private.conversation_of_folder(text) from public, anon;
revoke execute on function private.can_add_conversation_attachment(text) from public, anon;
revoke execute on function private.can_read_conversation_attachment(text) from public, anon;
revoke execute on function private.can_remove_conversation_attachment(text) from public, anon;
revoke execute on function private.queue_conversation_attachment_removal() from public, anon, authenticated;
grant execute on function private.conversation_of_folder(text) to authenticated;
grant execute on function private.can_add_conversation_attachment(text) to authenticated;
grant execute on function private.can_read_conversation_attachment(text) to authenticated;
grant execute on function private.can_remove_conversation_attachment(text) to authenticated;

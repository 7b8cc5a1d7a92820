-- As on hosted Supabase: rows of storage.objects and storage.buckets are deleted only through the
-- Storage API, which sets `storage.allow_delete_query` for the requests that delete. A DELETE
-- from SQL (a migration, a trigger, a function) is refused, because it would leave the stored
-- bytes behind; code that works here therefore works in production too.
create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;

create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

create trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

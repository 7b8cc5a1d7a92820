-- Files go with the account. A deleted account's files (CVs, visa documents, avatar, company
-- logo) must stop answering, yet SQL may not delete from storage.objects: the bytes live
-- behind the Storage API, which alone removes a row and its bytes together (a direct DELETE is
-- refused, on hosted Supabase as in supabase-local). So the database queues the removal in the
-- same transaction as the deletion, and the delivery worker (service role), which runs every
-- second locally and every minute on hosted Supabase, claims the queue and removes the files
-- through the Storage API: a signed link or a public address stops answering within that tick.

create table private.storage_removals (
  id bigint generated always as identity primary key,
  bucket_id text not null,
  name text not null,
  queued_at timestamptz not null default now(),
  -- a worker holds a row until claimed_until; past it another claim may take the row again
  claimed_until timestamptz,
  attempts smallint not null default 0,
  removed_at timestamptz,
  last_error text
);

create unique index storage_removals_pending_key on private.storage_removals (bucket_id, name)
  where removed_at is null;

alter table private.storage_removals enable row level security;
revoke all on private.storage_removals from public, anon, authenticated;

-- Queues every file of a person: those they uploaded (whatever the bucket) and those under a
-- first folder named after them (whoever uploaded them, e.g. an admin's visa document request).
-- Article images are the site's content, not the author's: they stay with their articles.
create function private.queue_storage_removals(person uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  with queued as (
    insert into private.storage_removals (bucket_id, name)
    select o.bucket_id, o.name
    from storage.objects o
    where o.name is not null
      and ((storage.foldername(o.name))[1] = person::text
        or ((o.owner_id = person::text or o.owner = person) and o.bucket_id <> 'article-images'))
    on conflict (bucket_id, name) where removed_at is null do nothing
    returning 1
  )
  select count(*)::integer from queued
$$;

revoke execute on function private.queue_storage_removals(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- the worker's side: claim a batch, remove it through the Storage API, report it (service role)
-- ---------------------------------------------------------------------------------------------
create function public.claim_storage_removals(batch_size integer default 100, lease_seconds integer default 60)
returns table (id bigint, bucket_id text, name text)
language sql
security definer
set search_path = ''
as $$
  update private.storage_removals r
  set claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(lease_seconds, 5)),
      attempts = r.attempts + 1
  where r.id in (
    select c.id from private.storage_removals c
    where c.removed_at is null
      and (c.claimed_until is null or c.claimed_until < pg_catalog.now())
      and c.attempts < 10
    order by c.id
    limit greatest(least(batch_size, 1000), 1)
    for update skip locked
  )
  returning r.id, r.bucket_id, r.name
$$;

-- Marks claimed removals done, or failed (then due again at once, up to 10 attempts).
create function public.complete_storage_removals(removal_ids bigint[], error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.storage_removals r
  set removed_at = case when complete_storage_removals.error is null then pg_catalog.now() end,
      last_error = pg_catalog.left(complete_storage_removals.error, 1000),
      claimed_until = case when complete_storage_removals.error is null then r.claimed_until end
  where r.id = any (complete_storage_removals.removal_ids) and r.removed_at is null
$$;

revoke execute on function public.claim_storage_removals(integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_storage_removals(bigint[], text) from public, anon, authenticated;
grant execute on function public.claim_storage_removals(integer, integer) to service_role;
grant execute on function public.complete_storage_removals(bigint[], text) to service_role;

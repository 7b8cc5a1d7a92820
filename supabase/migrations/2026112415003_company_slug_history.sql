-- A renamed company keeps its old URLs: every slug a company leaves behind is kept, so
-- /employers/<old-slug> can redirect to the current one (client-side today; a server-side 301
-- can read the same table).

create table public.company_slug_history (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  profile_id uuid not null references public.profiles (id) on delete cascade,
  retired_at timestamptz not null default now()
);

create index company_slug_history_profile_id_idx on public.company_slug_history (profile_id);

alter table public.company_slug_history enable row level security;

-- Old slugs are public knowledge (they were public URLs); whether the company behind one is
-- visible is decided by the profiles policies when the current slug is read.
create policy "Anyone can read retired company slugs" on public.company_slug_history
  for select to anon, authenticated using (true);
-- Written only by the trigger below.
revoke insert, update, delete, truncate on public.company_slug_history from anon, authenticated;

create function private.record_company_slug_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A slug in use by a company is no longer an old name of another one.
  if new.slug is not null then
    delete from public.company_slug_history h where h.slug = new.slug;
  end if;
  if tg_op = 'UPDATE' and old.slug is not null and old.slug is distinct from new.slug then
    insert into public.company_slug_history (slug, profile_id) values (old.slug, new.id)
    on conflict (slug) do update set profile_id = excluded.profile_id, retired_at = excluded.retired_at;
  end if;
  return null;
end;
$$;

-- Not `update of slug`: the slug is set by the normalize_profile trigger when the company name
-- changes, so it is never in the statement's own column list.
create trigger record_company_slug_change
  after update on public.profiles
  for each row when (old.slug is distinct from new.slug)
  execute function private.record_company_slug_change();

create trigger record_new_company_slug
  after insert on public.profiles
  for each row when (new.slug is not null)
  execute function private.record_company_slug_change();

-- The slug a company uses now, given a slug it may have used before (null when unknown).
-- Security invoker: the current profile is read through the caller's RLS, so a hidden company
-- (blocked, or not yet verified) does not resolve.
create function public.current_company_slug(old_slug text)
returns text
language sql
stable
set search_path = ''
as $$
  select p.slug
  from public.company_slug_history h
  join public.profiles p on p.id = h.profile_id
  where h.slug = current_company_slug.old_slug and p.slug is not null
$$;

grant execute on function public.current_company_slug(text) to anon, authenticated, service_role;

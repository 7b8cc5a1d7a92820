-- The UK Register of Licensed Sponsors, imported by an admin: the published CSV is read as a
-- stream into staging rows, matched to employers by organisation name and town, and nothing
-- changes until the admin confirms the proposed matches (which verifies, adds or updates each
-- employer's UK licence, every change audited through employer_licences).

create type public.sponsor_register_import_status as enum ('uploading', 'ready', 'confirmed', 'discarded');

-- An organisation's name as the register and a company profile may both spell it: case, '&',
-- punctuation, a leading "The" and trailing legal forms ("Ltd", "Limited", "PLC", "UK") ignored.
create function private.organisation_key(organisation text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.regexp_replace(
    ' ' || pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.replace(organisation, '&', ' and ')),
                                                      '[^a-z0-9]+', ' ', 'g')) || ' ',
    '^ the ', ' '),
    '( (limited|ltd|plc|llp|llc|inc|uk))+ $', ' '))
$$;

-- A town as the register and a profile's city may both spell it.
create function private.place_key(place text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(pg_catalog.lower(place), '[^a-z0-9]+', ' ', 'g'))
$$;

create table public.sponsor_register_imports (
  id bigint generated always as identity primary key,
  file_name text not null check (char_length(file_name) between 1 and 255),
  status public.sponsor_register_import_status not null default 'uploading',
  row_count integer not null default 0,
  imported_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  confirmed_at timestamptz,
  confirmed_count integer
);

comment on table public.sponsor_register_imports is
  'An upload of the UK Register of Licensed Sponsors CSV: staged, matched, then confirmed or discarded by an admin.';

create table public.sponsor_register_entries (
  id bigint generated always as identity primary key,
  import_id bigint not null references public.sponsor_register_imports (id) on delete cascade,
  organisation_name text not null check (char_length(organisation_name) between 1 and 300),
  town text check (char_length(town) <= 200),
  county text check (char_length(county) <= 200),
  type_rating text check (char_length(type_rating) <= 200),
  route text check (char_length(route) <= 200),
  name_key text generated always as (private.organisation_key(organisation_name)) stored,
  town_key text generated always as (private.place_key(town)) stored
);

comment on table public.sponsor_register_entries is
  'One row of an imported register file (an organisation, its town and one route it may sponsor).';
create index sponsor_register_entries_match_idx on public.sponsor_register_entries (import_id, name_key);

alter table public.sponsor_register_imports enable row level security;
alter table public.sponsor_register_entries enable row level security;

create policy "Admins read register imports" on public.sponsor_register_imports
  for select to authenticated using ((select private.is_admin()));
create policy "Admins start register imports" on public.sponsor_register_imports
  for insert to authenticated
  with check ((select private.is_admin()) and status = 'uploading' and imported_by = (select auth.uid()));
create policy "Admins read register rows" on public.sponsor_register_entries
  for select to authenticated using ((select private.is_admin()));
create policy "Admins upload register rows" on public.sponsor_register_entries
  for insert to authenticated with check ((select private.is_admin()));

-- Rows go only into an import still uploading, so a proposal cannot change under the admin who
-- is reading it. Checked once per batch, not per row: a batch is thousands of rows.
create function private.enforce_register_upload()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from added a
    where not exists (
      select 1 from public.sponsor_register_imports i where i.id = a.import_id and i.status = 'uploading'
    )
  ) then
    raise exception 'This register import is no longer taking rows. Start a new import.' using errcode = '22023';
  end if;
  return null;
end;
$$;

create trigger enforce_register_upload
  after insert on public.sponsor_register_entries
  referencing new table as added
  for each statement execute function private.enforce_register_upload();

-- ---------------------------------------------------------------------------------------------
-- finishing, matching, confirming
-- ---------------------------------------------------------------------------------------------
create function private.require_register_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can import the register of licensed sponsors.' using errcode = '42501';
  end if;
end;
$$;

-- The upload is complete: count its rows, and let go of older imports' rows (only the newest
-- register is worth matching against; the imports themselves stay as history).
create function public.finish_sponsor_register_import(import_id bigint)
returns public.sponsor_register_imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  finished public.sponsor_register_imports;
begin
  perform private.require_register_admin();
  update public.sponsor_register_imports i set
    status = 'ready',
    finished_at = pg_catalog.now(),
    row_count = (select pg_catalog.count(*) from public.sponsor_register_entries e where e.import_id = i.id)
  where i.id = finish_sponsor_register_import.import_id and i.status = 'uploading'
  returning * into finished;
  if finished.id is null then
    raise exception 'This register import is not uploading: it was finished or discarded already.'
      using errcode = '22023';
  end if;
  delete from public.sponsor_register_entries e where e.import_id <> finished.id;
  update public.sponsor_register_imports i set status = 'discarded'
  where i.id <> finished.id and i.status in ('uploading', 'ready');
  analyze public.sponsor_register_entries;
  return finished;
end;
$$;

create function public.discard_sponsor_register_import(import_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_register_admin();
  delete from public.sponsor_register_entries e where e.import_id = discard_sponsor_register_import.import_id;
  update public.sponsor_register_imports i set status = 'discarded'
  where i.id = discard_sponsor_register_import.import_id and i.status in ('uploading', 'ready');
end;
$$;

-- What confirming an import would do to each employer it names, and the verified UK licences
-- whose holder it does not name:
--   add            on the register, no UK licence yet
--   verify         on the register, licence claimed, expired or revoked
--   update_routes  verified, but the register lists other routes
--   unchanged      verified with the register's routes
--   town_differs   the name matches, the town does not: for the admin to judge
--   not_on_register  a verified licence the register does not list
create function public.sponsor_register_proposals(import_id bigint)
returns table (
  employer_id uuid,
  company_name text,
  company_slug text,
  city text,
  organisation_name text,
  town text,
  routes text[],
  ratings text[],
  licence_status public.licence_status,
  licence_routes text[],
  outcome text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_register_admin();
  return query
  with employers as (
    select p.id, p.company_name, p.slug, p.city,
           private.organisation_key(p.company_name) as name_key, private.place_key(p.city) as town_key,
           l.status as licence_status, l.routes as licence_routes
    from public.profiles p
    left join public.employer_licences l on l.employer_id = p.id and l.kind = 'uk_licensed_sponsor'
    where p.user_type = 'employer' and nullif(pg_catalog.btrim(p.company_name), '') is not null
  ),
  matched as (
    select e.id, e.company_name, e.slug, e.city, e.licence_status, e.licence_routes,
           m.organisation_name, m.town, m.routes, m.ratings, m.same_town
    from employers e
    cross join lateral (
      select (pg_catalog.array_agg(r.organisation_name order by r.id))[1] as organisation_name,
             (pg_catalog.array_agg(r.town order by r.id))[1] as town,
             coalesce(pg_catalog.array_agg(distinct r.route order by r.route) filter (where r.route is not null), '{}') as routes,
             coalesce(pg_catalog.array_agg(distinct r.type_rating order by r.type_rating) filter (where r.type_rating is not null), '{}') as ratings,
             coalesce(r.town_key = e.town_key, false) as same_town
      from public.sponsor_register_entries r
      where r.import_id = sponsor_register_proposals.import_id and r.name_key = e.name_key
        and e.name_key <> ''
      -- the rows in the employer's own town when the name is listed there too
      group by coalesce(r.town_key = e.town_key, false)
      order by coalesce(r.town_key = e.town_key, false) desc
      limit 1
    ) m
  )
  select m.id, m.company_name, m.slug, m.city, m.organisation_name, m.town, m.routes, m.ratings,
         m.licence_status, m.licence_routes,
         case
           when not m.same_town then 'town_differs'
           when m.licence_status is null then 'add'
           when m.licence_status <> 'verified' then 'verify'
           when m.licence_routes is distinct from m.routes then 'update_routes'
           else 'unchanged'
         end
  from matched m
  union all
  select e.id, e.company_name, e.slug, e.city, null, null, '{}'::text[], '{}'::text[],
         e.licence_status, e.licence_routes, 'not_on_register'
  from employers e
  where e.licence_status = 'verified'
    and not exists (select 1 from matched m where m.id = e.id)
  order by 2;
end;
$$;

-- Apply the matches the admin ticked: each employer's UK licence becomes verified with the routes
-- the register lists, and says where the verification came from. Returns how many changed.
create function public.confirm_sponsor_register_matches(import_id bigint, employer_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  source public.sponsor_register_imports;
  changed integer;
begin
  perform private.require_register_admin();
  select * into source from public.sponsor_register_imports i
  where i.id = confirm_sponsor_register_matches.import_id;
  if source.id is null or source.status <> 'ready' then
    raise exception 'This register import cannot be confirmed: it is not ready, or was confirmed or discarded already.'
      using errcode = '22023';
  end if;

  insert into public.employer_licences as l (employer_id, kind, routes, status, admin_note)
  select p.employer_id, 'uk_licensed_sponsor', p.routes, 'verified',
         pg_catalog.left(pg_catalog.format(
           'On the Register of licensed sponsors (%s, imported %s) as %s, rated %s.',
           source.file_name, pg_catalog.to_char(source.finished_at, 'DD Mon YYYY'),
           p.organisation_name, pg_catalog.array_to_string(p.ratings, '; ')), 1000)
  from public.sponsor_register_proposals(source.id) p
  where p.employer_id = any (employer_ids)
    and p.outcome in ('add', 'verify', 'update_routes', 'town_differs')
  on conflict (employer_id, kind) do update set
    status = excluded.status, routes = excluded.routes, admin_note = excluded.admin_note;
  get diagnostics changed = row_count;

  update public.sponsor_register_imports i set
    status = 'confirmed', confirmed_at = pg_catalog.now(), confirmed_count = changed
  where i.id = source.id;
  return changed;
end;
$$;

revoke execute on function public.finish_sponsor_register_import(bigint) from public, anon;
revoke execute on function public.discard_sponsor_register_import(bigint) from public, anon;
revoke execute on function public.sponsor_register_proposals(bigint) from public, anon;
revoke execute on function public.confirm_sponsor_register_matches(bigint, uuid[]) from public, anon;
grant execute on function public.finish_sponsor_register_import(bigint) to authenticated;
grant execute on function public.discard_sponsor_register_import(bigint) to authenticated;
grant execute on function public.sponsor_register_proposals(bigint) to authenticated;
grant execute on function public.confirm_sponsor_register_matches(bigint, uuid[]) to authenticated;

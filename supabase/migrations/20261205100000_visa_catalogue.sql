-- The visa-fit catalogue: the rules that say whether a person may legally take a job abroad, kept
-- as data by admins so that no immigration figure lives in application code.
--
-- * visa_routes: a work route of one destination (UK Skilled Worker, Irish Critical Skills
--   permit, US TN, ...), what the employer must hold, which occupation classification it reads
--   and how it treats occupations that are not on its list.
-- * visa_thresholds: the salary a route requires, dated. Several rows per route over time (and
--   per tier or region); exactly one applies on any date, which a trigger keeps true.
-- * visa_occupations and visa_occupation_routes: occupation codes per classification and their
--   standing on each route (eligible, conditional, ineligible), with the going rate where the
--   route has one.
-- * visa_citizenship_rights: destination × citizenship → free movement, or a treaty route.
--
-- Everyone reads the catalogue (it explains every verdict); admins write it, and every change
-- lands in the audit trail. Rows are retired, not deleted, so past verdicts stay explainable.

create type public.visa_route_kind as enum ('sponsored', 'treaty');
create type public.occupation_classification as enum ('uk_soc_2020', 'uk_soc_2010', 'noc_2021', 'us_soc', 'anzsco');
create type public.employer_licence_kind as enum (
  'uk_licensed_sponsor', 'nz_accredited_employer', 'au_standard_business_sponsor'
);
create type public.occupation_standing as enum ('eligible', 'conditional', 'ineligible');
create type public.citizenship_right as enum ('free_movement', 'treaty');

-- ---------------------------------------------------------------------------------------------
-- routes
-- ---------------------------------------------------------------------------------------------
create table public.visa_routes (
  id bigint generated always as identity primary key,
  -- a stable key seeds, tests and links refer to
  code text not null unique check (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  destination text not null check (destination ~ '^[a-z]+(-[a-z]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  kind public.visa_route_kind not null default 'sponsored',
  -- the order routes of one destination are tried in (the first that fits wins)
  priority smallint not null default 1,
  -- what the employer must hold; null: no licence exists for this route
  employer_licence public.employer_licence_kind,
  -- the route's name on a licence (UK licences list the routes they cover)
  licence_route_name text check (char_length(licence_route_name) <= 100),
  -- an employer without a verified licence: the route is closed to it, or nothing can be said
  -- because no register can be checked
  unlicensed_verdict text not null default 'employer_not_licensed'
    check (unlicensed_verdict in ('employer_not_licensed', 'unknown')),
  employer_note text check (char_length(employer_note) <= 500),
  classification public.occupation_classification not null,
  -- the currency its figures are in: a salary in another is not compared (no exchange rate)
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- occupations of this skill level or lower-skilled (ANZSCO 1 highest to 5) qualify only under
  -- conditions the job cannot show (experience, a qualification), so the verdict stays unknown
  conditional_skill_level smallint check (conditional_skill_level between 1 and 5),
  conditional_note text check (char_length(conditional_note) <= 1000),
  -- true: only occupations listed as eligible or conditional on this route qualify
  requires_listed_occupation boolean not null default false,
  -- codes starting with one of these never qualify (e.g. ANZSCO major groups 3, 7 and 8)
  excluded_code_prefixes text[] not null default '{}',
  -- false: salaries are compared with no published figure (the verdict stays unknown), as for
  -- US prevailing wages that depend on the occupation and the metropolitan area
  salary_checkable boolean not null default true,
  salary_note text check (char_length(salary_note) <= 500),
  -- what a candidate should know even when the route fits (a lottery, a fee)
  note text check (char_length(note) <= 1000),
  official_url text not null check (official_url ~ '^https://'),
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint visa_routes_licence_name_needs_licence check (licence_route_name is null or employer_licence is not null)
);

comment on table public.visa_routes is
  'Work routes per destination country: what the employer must hold and which occupations and salaries qualify.';
create index visa_routes_destination_idx on public.visa_routes (destination, priority) where retired_at is null;

-- ---------------------------------------------------------------------------------------------
-- thresholds
-- ---------------------------------------------------------------------------------------------
create table public.visa_thresholds (
  id bigint generated always as identity primary key,
  route_id bigint not null references public.visa_routes (id) on delete restrict,
  -- which occupations the figure is for: 'general', or the tier an occupation names on the route
  tier text not null default 'general' check (tier ~ '^[a-z]+(_[a-z]+)*$'),
  -- a province, state or territory code (Canada's thresholds are provincial); null: everywhere
  region text check (region ~ '^[A-Z]{2,3}$'),
  label text not null check (char_length(label) between 1 and 200),
  amount numeric(12, 2) not null check (amount > 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  period public.salary_period not null,
  -- hours a week an hourly wage is counted for when the job does not say, and the most counted
  hours_basis numeric(4, 1) check (hours_basis > 0 and hours_basis <= 80),
  max_weekly_hours numeric(4, 1) check (max_weekly_hours > 0 and max_weekly_hours <= 80),
  effective_from date not null,
  effective_to date,
  source_url text not null check (source_url ~ '^https://'),
  -- the date the source gives for the figure
  source_date date not null,
  note text check (char_length(note) <= 1000),
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint visa_thresholds_dates_ordered check (effective_to is null or effective_to >= effective_from)
);

comment on table public.visa_thresholds is
  'The salary a route requires, per tier and region, with the dates it applies and its source.';
create index visa_thresholds_route_idx on public.visa_thresholds (route_id, tier, effective_from desc)
  where retired_at is null;

-- Exactly one figure applies on any date: rows of the same route, tier and region never overlap.
create function private.check_threshold_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.retired_at is null and exists (
    select 1 from public.visa_thresholds t
    where t.id <> new.id and t.retired_at is null
      and t.route_id = new.route_id and t.tier = new.tier
      and t.region is not distinct from new.region
      and pg_catalog.daterange(t.effective_from, t.effective_to, '[]')
          operator(pg_catalog.&&) pg_catalog.daterange(new.effective_from, new.effective_to, '[]')
  ) then
    raise exception 'Another figure of this route already applies in those dates: end it first.'
      using errcode = '23P01';
  end if;
  return new;
end;
$$;

create trigger check_threshold_dates
  before insert or update on public.visa_thresholds
  for each row execute function private.check_threshold_dates();

-- ---------------------------------------------------------------------------------------------
-- occupations
-- ---------------------------------------------------------------------------------------------
create table public.visa_occupations (
  id bigint generated always as identity primary key,
  classification public.occupation_classification not null,
  code text not null check (code ~ '^[0-9A-Za-z.-]{1,12}$'),
  title text not null check (char_length(title) between 1 and 300),
  -- ANZSCO's skill level (1 highest to 5); null where the classification has none
  skill_level smallint check (skill_level between 1 and 5),
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (classification, code)
);

comment on table public.visa_occupations is 'Occupation codes of each classification the routes read.';
create index visa_occupations_title_idx on public.visa_occupations
  using gin (title extensions.gin_trgm_ops);

create table public.visa_occupation_routes (
  id bigint generated always as identity primary key,
  occupation_id bigint not null references public.visa_occupations (id) on delete cascade,
  route_id bigint not null references public.visa_routes (id) on delete cascade,
  standing public.occupation_standing not null,
  -- the threshold tier this occupation is held to on the route
  tier text not null default 'general' check (tier ~ '^[a-z]+(_[a-z]+)*$'),
  -- the list the standing comes from ("Table 1", "Critical Skills Occupations List", ...)
  list_name text check (char_length(list_name) <= 200),
  -- the occupation's going rate on the route (UK), compared as well as the threshold
  going_rate numeric(12, 2) check (going_rate > 0),
  going_rate_currency char(3) check (going_rate_currency ~ '^[A-Z]{3}$'),
  going_rate_period public.salary_period,
  -- what a conditional standing depends on
  note text check (char_length(note) <= 1000),
  source_url text check (source_url ~ '^https://'),
  source_date date,
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (occupation_id, route_id),
  constraint visa_occupation_routes_going_rate_whole check (
    (going_rate is null) = (going_rate_currency is null) and (going_rate is null) = (going_rate_period is null)
  )
);

comment on table public.visa_occupation_routes is
  'Where an occupation stands on a route (eligible, conditional or ineligible) and its going rate.';
create index visa_occupation_routes_route_idx on public.visa_occupation_routes (route_id);

-- ---------------------------------------------------------------------------------------------
-- citizenship rights
-- ---------------------------------------------------------------------------------------------
create table public.visa_citizenship_rights (
  id bigint generated always as identity primary key,
  destination text not null check (destination ~ '^[a-z]+(-[a-z]+)*$'),
  -- ISO 3166-1 alpha-2
  citizenship char(2) not null check (citizenship ~ '^[A-Z]{2}$'),
  right_kind public.citizenship_right not null,
  -- a treaty right opens this route (the occupation must still be on it)
  route_id bigint references public.visa_routes (id) on delete restrict,
  -- what the right rests on ("Common Travel Area", "Trans-Tasman Travel Arrangement", ...)
  basis text not null check (char_length(basis) between 1 and 300),
  conditions text check (char_length(conditions) <= 1000),
  source_url text not null check (source_url ~ '^https://'),
  source_date date not null,
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint visa_citizenship_rights_treaty_route check ((right_kind = 'treaty') = (route_id is not null))
);

comment on table public.visa_citizenship_rights is
  'Citizenships that need no work permission in a destination, or that open a treaty route there.';
create unique index visa_citizenship_rights_one_idx on public.visa_citizenship_rights
  (destination, citizenship, coalesce(route_id, 0)) where retired_at is null;

-- ---------------------------------------------------------------------------------------------
-- who may read and write the catalogue
-- ---------------------------------------------------------------------------------------------
do $$
declare
  catalogue text;
begin
  foreach catalogue in array array[
    'visa_routes', 'visa_thresholds', 'visa_occupations', 'visa_occupation_routes', 'visa_citizenship_rights'
  ] loop
    execute pg_catalog.format('alter table public.%I enable row level security', catalogue);
    execute pg_catalog.format(
      'create policy "Anyone can read the visa catalogue" on public.%I for select to anon, authenticated using (true)',
      catalogue);
    execute pg_catalog.format(
      'create policy "Admins can add to the visa catalogue" on public.%I for insert to authenticated '
      'with check ((select private.is_admin()))', catalogue);
    execute pg_catalog.format(
      'create policy "Admins can change the visa catalogue" on public.%I for update to authenticated '
      'using ((select private.is_admin())) with check ((select private.is_admin()))', catalogue);
    -- Retired, never deleted: a verdict shown yesterday can still be explained.
    execute pg_catalog.format('revoke delete, truncate on public.%I from anon, authenticated', catalogue);
    execute pg_catalog.format(
      'create trigger stamp_updated_at before update on public.%I '
      'for each row execute function private.set_updated_at()', catalogue);
    execute pg_catalog.format(
      'create trigger write_audit_entry after insert or update or delete on public.%I '
      'for each row execute function private.write_audit_entry()', catalogue);
  end loop;
end;
$$;

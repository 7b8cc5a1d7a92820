-- "Jobs I can likely take" with counts kept, like the search without it.
--
-- With the filter, the facets counted every matching live job one by one, and the page looked
-- the takeable jobs up among all jobs. Now the jobs a reader can take split in two: every live
-- job in a country where their citizenships give free movement (private.live_job_counts, by
-- country), and elsewhere the jobs whose kept profile (private.job_visa_profiles) says likely
-- sponsorable or lists a treaty route their citizenships open. The latter are counted in
-- private.live_job_visa_counts, by the same facet columns plus the profile's answer, kept as of
-- the same moment as private.live_job_counts and moved with it, so a search sums a few rows.
--
-- A job's row in these counts follows its facet columns, its liveness and its profile: a job
-- write moves it (before the profile is recomputed, so each step sees one side changed), a
-- profile write moves it again (the catalogue, a licence or the day changed the answer), and
-- blocking an employer takes their jobs out, as for the facet counts.

create table private.live_job_visa_counts (
  country text,
  city text,
  category text,
  work_type public.work_type,
  employment_type public.employment_type,
  visa_sponsorship boolean not null,
  relocation_support boolean not null,
  salary_band smallint not null,
  age smallint not null check (age between 1 and 4),
  sponsorable boolean not null,
  treaty_routes bigint[] not null,
  n integer not null
);
create unique index live_job_visa_counts_key on private.live_job_visa_counts
  (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age,
   sponsorable, treaty_routes) nulls not distinct;
revoke all on private.live_job_visa_counts from anon, authenticated;

-- Every profile in the index, so that the planner estimates how many jobs a treaty route opens
-- (the partial index's own condition made it guess a few, and look thousands up one by one).
drop index private.job_visa_profiles_treaty_idx;
create index job_visa_profiles_treaty_idx on private.job_visa_profiles using gin (treaty_routes);

-- Only jobs some reader needing a visa can take are counted here; the rest are found by country.
create function private.add_live_job_visa_count(job public.jobs, t timestamptz,
  profile private.job_visa_profiles, delta integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.live_job_visa_counts as c (country, city, category, work_type, employment_type,
    visa_sponsorship, relocation_support, salary_band, age, sponsorable, treaty_routes, n)
  select job.country, job.city, job.category, job.work_type, job.employment_type, job.visa_sponsorship,
         job.relocation_support, private.salary_band(job.salary_max_annual_usd), private.job_age(job.created_at, t),
         profile.sponsorable, profile.treaty_routes, delta
  where profile.sponsorable or profile.treaty_routes <> '{}'
  on conflict (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support,
    salary_band, age, sponsorable, treaty_routes)
  do update set n = c.n + excluded.n
$$;
revoke execute on function private.add_live_job_visa_count(public.jobs, timestamptz, private.job_visa_profiles, integer)
  from public, anon, authenticated;

/** Moves the given profiles' live jobs (as they are in public.jobs now) in or out of the counts. */
create function private.add_live_job_visa_counts(profiles private.job_visa_profiles[], t timestamptz,
  delta integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.live_job_visa_counts as c (country, city, category, work_type, employment_type,
    visa_sponsorship, relocation_support, salary_band, age, sponsorable, treaty_routes, n)
  select j.country, j.city, j.category, j.work_type, j.employment_type, j.visa_sponsorship, j.relocation_support,
         private.salary_band(j.salary_max_annual_usd), private.job_age(j.created_at, t), p.sponsorable,
         p.treaty_routes, pg_catalog.count(*)::integer * delta
  from pg_catalog.unnest(profiles) p join public.jobs j on j.id = p.job_id
  where (p.sponsorable or p.treaty_routes <> '{}') and private.job_live_at(j, t)
    and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  on conflict (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support,
    salary_band, age, sponsorable, treaty_routes)
  do update set n = c.n + excluded.n
$$;
revoke execute on function private.add_live_job_visa_counts(private.job_visa_profiles[], timestamptz, integer)
  from public, anon, authenticated;

-- A job written: out of its old row, into its new one, with the profile it has until the
-- profile trigger recomputes it. Before a delete, while the profile still exists.
create function private.count_live_job_visa()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t timestamptz;
  profile private.job_visa_profiles;
begin
  select * into profile from private.job_visa_profiles p where p.job_id = old.id;
  if profile.sponsorable or profile.treaty_routes <> '{}' then
    select c.as_of into t from private.live_job_counts_as_of c for share;
    if private.job_counted(old, t) then
      perform private.add_live_job_visa_count(old, t, profile, -1);
    end if;
    if tg_op = 'UPDATE' and private.job_counted(new, t) then
      perform private.add_live_job_visa_count(new, t, profile, 1);
    end if;
  end if;
  return old;
end;
$$;

-- Fires before keep_job_visa_profile (triggers fire in name order), so the two moves compose.
create trigger count_live_job_visa
  after update on public.jobs
  for each row execute function private.count_live_job_visa();
create trigger count_live_job_visa_delete
  before delete on public.jobs
  for each row execute function private.count_live_job_visa();

-- A profile written: its job moves from the old answer to the new one. Most profiles say no
-- to both, and most writes keep the answer: those move nothing.
create function private.count_job_visa_profile_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t timestamptz;
  gone private.job_visa_profiles[] := '{}';
  came private.job_visa_profiles[] := '{}';
begin
  if tg_op = 'INSERT' then
    came := array(select row(a.*)::private.job_visa_profiles from added a
                  where a.sponsorable or a.treaty_routes <> '{}');
  elsif tg_op = 'DELETE' then
    gone := array(select row(r.*)::private.job_visa_profiles from removed r
                  where r.sponsorable or r.treaty_routes <> '{}');
  else
    gone := array(select row(r.*)::private.job_visa_profiles from removed r join added a on a.job_id = r.job_id
                  where (r.sponsorable, r.treaty_routes) is distinct from (a.sponsorable, a.treaty_routes)
                    and (r.sponsorable or r.treaty_routes <> '{}'));
    came := array(select row(a.*)::private.job_visa_profiles from removed r join added a on a.job_id = r.job_id
                  where (r.sponsorable, r.treaty_routes) is distinct from (a.sponsorable, a.treaty_routes)
                    and (a.sponsorable or a.treaty_routes <> '{}'));
  end if;
  if pg_catalog.cardinality(gone) + pg_catalog.cardinality(came) > 0 then
    select c.as_of into t from private.live_job_counts_as_of c for share;
    perform private.add_live_job_visa_counts(gone, t, -1);
    perform private.add_live_job_visa_counts(came, t, 1);
  end if;
  return null;
end;
$$;

create trigger count_job_visa_profile_inserts after insert on private.job_visa_profiles
  referencing new table as added
  for each statement execute function private.count_job_visa_profile_changes();
create trigger count_job_visa_profile_updates after update on private.job_visa_profiles
  referencing old table as removed new table as added
  for each statement execute function private.count_job_visa_profile_changes();
create trigger count_job_visa_profile_deletes after delete on private.job_visa_profiles
  referencing old table as removed
  for each statement execute function private.count_job_visa_profile_changes();

-- Blocking an employer takes their jobs out of these counts too, unblocking puts them back.
create function private.count_blocked_employer_visa_jobs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t timestamptz;
begin
  if (old.blocked_at is null) = (new.blocked_at is null) then
    return null;
  end if;
  select c.as_of into t from private.live_job_counts_as_of c for share;
  perform private.add_live_job_visa_count(j, t, p, case when new.blocked_at is null then 1 else -1 end)
  from public.jobs j join private.job_visa_profiles p on p.job_id = j.id
  where j.company_id = new.id and private.job_live_at(j, t) and (p.sponsorable or p.treaty_routes <> '{}');
  return null;
end;
$$;

create trigger count_blocked_employer_visa_jobs
  after update of blocked_at on public.profiles
  for each row execute function private.count_blocked_employer_visa_jobs();

-- What changes in these counts between moments (private.live_job_count_changes, for the jobs
-- counted here, with their profile's answer).
create function private.live_job_visa_count_changes(
  expired_at_0 timestamptz, aged_at_0 timestamptz, expired_at_1 timestamptz, aged_at_1 timestamptz)
returns table (
  country text, city text, category text, work_type public.work_type, employment_type public.employment_type,
  visa_sponsorship boolean, relocation_support boolean, salary_band smallint, age smallint,
  sponsorable boolean, treaty_routes bigint[], n integer)
language sql
stable
security definer
set search_path = ''
as $$
  select j.country, j.city, j.category, j.work_type, j.employment_type, j.visa_sponsorship,
         j.relocation_support, private.salary_band(j.salary_max_annual_usd), x.age, p.sponsorable, p.treaty_routes, x.n
  from public.jobs j
  join private.job_visa_profiles p on p.job_id = j.id and (p.sponsorable or p.treaty_routes <> '{}')
  cross join lateral (values
    (private.job_age(j.created_at, aged_at_0), -1, expired_at_0),
    (private.job_age(j.created_at, aged_at_1), 1, expired_at_1)) as x(age, n, t)
  where j.approved is true and j.status = 'published'
    and (j.expires_at is null or j.expires_at > x.t)
    and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))
    and ((j.expires_at > least(expired_at_0, expired_at_1) and j.expires_at <= greatest(expired_at_0, expired_at_1))
      or (j.created_at >= least(aged_at_0, aged_at_1) - interval '24 hours'
          and j.created_at < greatest(aged_at_0, aged_at_1) - interval '24 hours')
      or (j.created_at >= least(aged_at_0, aged_at_1) - interval '7 days'
          and j.created_at < greatest(aged_at_0, aged_at_1) - interval '7 days')
      or (j.created_at >= least(aged_at_0, aged_at_1) - interval '30 days'
          and j.created_at < greatest(aged_at_0, aged_at_1) - interval '30 days'))
$$;
revoke execute on function private.live_job_visa_count_changes(timestamptz, timestamptz, timestamptz, timestamptz)
  from public, anon, authenticated;

-- A search's share of these counts at (now, aged_at): the jobs outside the countries it finds
-- by free movement that are likely sponsorable or on a route it opens, as live_job_counts_at rows.
create function private.live_job_visa_counts_at(aged_at timestamptz, opened_routes bigint[],
  free_countries text[])
returns table (
  country text, city text, category text, work_type public.work_type, employment_type public.employment_type,
  visa_sponsorship boolean, relocation_support boolean, salary_band smallint, age smallint, n integer)
language sql
stable
security definer
set search_path = ''
as $$
  with moment as (select c.as_of from private.live_job_counts_as_of c),
  counted as (
    select c.country, c.city, c.category, c.work_type, c.employment_type, c.visa_sponsorship,
           c.relocation_support, c.salary_band, c.age, c.sponsorable, c.treaty_routes, c.n
    from private.live_job_visa_counts c where c.n <> 0
    union all
    select d.* from moment m, private.live_job_visa_count_changes(m.as_of, m.as_of, pg_catalog.now(), aged_at) d)
  select c.country, c.city, c.category, c.work_type, c.employment_type, c.visa_sponsorship,
         c.relocation_support, c.salary_band, c.age, c.n
  from counted c
  where (c.sponsorable or c.treaty_routes operator(pg_catalog.&&) opened_routes)
    and not coalesce(c.country = any (free_countries), false)
$$;
revoke execute on function private.live_job_visa_counts_at(timestamptz, bigint[], text[])
  from public, anon, authenticated;

-- The facet counts' moment moves for both: the same as before, and these counts with it.
create or replace function private.advance_live_job_counts(target timestamptz default pg_catalog.now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  t0 timestamptz;
begin
  select c.as_of into t0 from private.live_job_counts_as_of c for update;
  if target <= t0 then
    return;
  end if;
  insert into private.live_job_counts as c
    (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age, n)
  select d.country, d.city, d.category, d.work_type, d.employment_type, d.visa_sponsorship,
         d.relocation_support, d.salary_band, d.age, sum(d.n)
  from private.live_job_count_changes(t0, t0, target, target) d
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9
  on conflict (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age)
  do update set n = c.n + excluded.n;
  delete from private.live_job_counts c where c.n = 0;
  insert into private.live_job_visa_counts as c (country, city, category, work_type, employment_type,
    visa_sponsorship, relocation_support, salary_band, age, sponsorable, treaty_routes, n)
  select d.country, d.city, d.category, d.work_type, d.employment_type, d.visa_sponsorship,
         d.relocation_support, d.salary_band, d.age, d.sponsorable, d.treaty_routes, sum(d.n)
  from private.live_job_visa_count_changes(t0, t0, target, target) d
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11
  on conflict (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support,
    salary_band, age, sponsorable, treaty_routes)
  do update set n = c.n + excluded.n;
  delete from private.live_job_visa_counts c where c.n = 0;
  update private.live_job_counts_as_of set as_of = target;
end;
$$;

-- Counting afresh counts both.
create or replace function private.rebuild_live_job_counts(t timestamptz default pg_catalog.now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table private.live_job_counts_as_of in exclusive mode;
  delete from private.live_job_counts;
  delete from private.live_job_visa_counts;
  insert into private.live_job_counts_as_of as c (singleton, as_of) values (true, t)
  on conflict (singleton) do update set as_of = excluded.as_of;
  insert into private.live_job_counts
    (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age, n)
  select j.country, j.city, j.category, j.work_type, j.employment_type, j.visa_sponsorship,
         j.relocation_support, private.salary_band(j.salary_max_annual_usd), private.job_age(j.created_at, t),
         pg_catalog.count(*)
  from public.jobs j
  where private.job_live_at(j, t)
    and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))
  group by 1, 2, 3, 4, 5, 6, 7, 8, 9;
  perform private.add_live_job_visa_counts(array(
    select p from private.job_visa_profiles p where p.sponsorable or p.treaty_routes <> '{}'), t, 1);
end;
$$;

select private.add_live_job_visa_counts(array(
    select p from private.job_visa_profiles p where p.sponsorable or p.treaty_routes <> '{}'),
  (select c.as_of from private.live_job_counts_as_of c), 1);

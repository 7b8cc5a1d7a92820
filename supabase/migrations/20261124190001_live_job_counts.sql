-- Facet counts without counting every live job on every search.
--
-- Counting 100,000 live jobs by six facets on each /jobs request costs hundreds of milliseconds
-- (PGlite needs ~45 ms just to count them). Instead private.live_job_counts keeps the live jobs
-- grouped by what the facets filter on (country, city, category, work type, employment type,
-- visa, relocation, a band of the yearly salary) and by age (posted within 24 hours, 7 days, 30 days, or older), maintained
-- by a trigger in the same transaction as each job write. It has one row per combination that
-- occurs, so its size follows the variety of the jobs rather than their number (4,526 rows for
-- the benchmark's 100,000 jobs), and the search sums it in one short scan.
--
-- "Live" and "age" depend on the clock as well as on writes: a job expires, or moves from "24
-- hours" to "7 days", with no write at all. The counts are therefore kept as of one moment
-- (private.live_job_counts_as_of), and every search adds the exact difference between that moment
-- and its own: the jobs that expired or crossed an age boundary in between, found through the
-- expiry and creation-date indexes (private.live_job_count_changes). The answer is exact
-- whenever it is read; advancing the moment (private.advance_live_job_counts, every minute from
-- `pnpm start` or pg_cron) only keeps that difference small.
--
-- Jobs of blocked employers are not counted: blocking or unblocking an employer moves their
-- live jobs out of or back into the counts (a trigger on profiles).

create table private.live_job_counts (
  country text,
  city text,
  category text,
  work_type public.work_type,
  employment_type public.employment_type,
  visa_sponsorship boolean not null,
  relocation_support boolean not null,
  -- the yearly salary in US dollars as a band (private.salary_band), for minimum-salary searches
  salary_band smallint not null,
  -- 1: posted within 24 hours, 2: within 7 days, 3: within 30 days, 4: older (as of as_of)
  age smallint not null check (age between 1 and 4),
  n integer not null
);
create unique index live_job_counts_key on private.live_job_counts
  (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age)
  nulls not distinct;
revoke all on private.live_job_counts from anon, authenticated;

create table private.live_job_counts_as_of (
  singleton boolean primary key default true check (singleton),
  as_of timestamptz not null
);
revoke all on private.live_job_counts_as_of from anon, authenticated;

-- The age bucket of a job posted at created_at, seen at moment t. No `set search_path` (every
-- operator is qualified instead): a function with settings is never inlined, and these two run
-- once per row of a search. Stable, not immutable: timestamptz minus days depends on the time
-- zone, and an immutable function with a stable body is not inlined either.
create function private.job_age(created_at timestamptz, t timestamptz)
returns smallint
language sql
stable
parallel safe
as $$
  select case when created_at operator(pg_catalog.>=) (t operator(pg_catalog.-) interval '24 hours') then 1
              when created_at operator(pg_catalog.>=) (t operator(pg_catalog.-) interval '7 days') then 2
              when created_at operator(pg_catalog.>=) (t operator(pg_catalog.-) interval '30 days') then 3
              else 4 end::smallint
$$;

-- A yearly salary in US dollars as a band of 5% (band k holds 1000 × 1.05^(k-1) up to the next),
-- 0 for none or under 1,000. A minimum-salary search sums the bands above the one holding its
-- minimum and counts that one band's jobs exactly. In double precision: a numeric logarithm costs
-- microseconds a row, and the band only has to agree with itself.
create function private.salary_band(usd numeric)
returns smallint
language sql
immutable
parallel safe
as $$
  select case when usd is null or usd operator(pg_catalog.<) 1000 then 0
              else least(250, 1 operator(pg_catalog.+) pg_catalog.floor(
                     pg_catalog.ln(usd::double precision operator(pg_catalog./) 1000)
                     operator(pg_catalog./) pg_catalog.ln(1.05::double precision)))
         end::smallint
$$;

-- Live at moment t (the "Anyone can read live jobs" policy, without the blocked-employer part).
create function private.job_live_at(job public.jobs, t timestamptz)
returns boolean
language sql
immutable
as $$
  select job.approved is true and job.status operator(pg_catalog.=) 'published'::public.job_status
    and (job.expires_at is null or job.expires_at operator(pg_catalog.>) t)
$$;

-- Counted: live at t, and the employer is not blocked.
create function private.job_counted(job public.jobs, t timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$ select private.job_live_at(job, t) and not private.is_blocked_account(job.company_id) $$;

create function private.add_live_job_count(job public.jobs, t timestamptz, delta integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.live_job_counts as c
    (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age, n)
  values (job.country, job.city, job.category, job.work_type, job.employment_type,
          job.visa_sponsorship, job.relocation_support, private.salary_band(job.salary_max_annual_usd),
          private.job_age(job.created_at, t), delta)
  on conflict (country, city, category, work_type, employment_type, visa_sponsorship, relocation_support, salary_band, age)
  do update set n = c.n + excluded.n
$$;

create function private.count_live_job()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t timestamptz;
begin
  -- A share lock: job writes run side by side, the advance waits for them (and they for it), so
  -- no job is counted against a moment that has moved on.
  select c.as_of into t from private.live_job_counts_as_of c for share;
  if tg_op in ('UPDATE', 'DELETE') and private.job_counted(old, t) then
    perform private.add_live_job_count(old, t, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and private.job_counted(new, t) then
    perform private.add_live_job_count(new, t, 1);
  end if;
  return null;
end;
$$;

create trigger count_live_job
  after insert or delete or update of country, city, category, work_type, employment_type,
    visa_sponsorship, relocation_support, approved, status, expires_at, created_at,
    salary_min, salary_max, salary_currency, salary_period, salary_max_annual_usd
  on public.jobs
  for each row execute function private.count_live_job();

-- Blocking an employer takes their live jobs out of the counts, unblocking puts them back.
create function private.count_blocked_employer_jobs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  t timestamptz;
  job public.jobs;
begin
  if (old.blocked_at is null) = (new.blocked_at is null) then
    return null;
  end if;
  select c.as_of into t from private.live_job_counts_as_of c for share;
  for job in select * from public.jobs j where j.company_id = new.id loop
    if private.job_live_at(job, t) then
      perform private.add_live_job_count(job, t, case when new.blocked_at is null then 1 else -1 end);
    end if;
  end loop;
  return null;
end;
$$;

create trigger count_blocked_employer_jobs
  after update of blocked_at on public.profiles
  for each row execute function private.count_blocked_employer_jobs();

-- A blocked employer's account deleted: their jobs go first, while the jobs trigger can still see
-- that the employer is blocked (so it does not take out jobs that were never counted).
create function private.delete_blocked_employer_jobs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.blocked_at is not null then
    delete from public.jobs j where j.company_id = old.id;
  end if;
  return old;
end;
$$;

create trigger delete_blocked_employer_jobs
  before delete on public.profiles
  for each row execute function private.delete_blocked_employer_jobs();

-- What changes in the counts between moments: for every job that expired or crossed an age
-- boundary between (expired_at_0, aged_at_0) and (expired_at_1, aged_at_1), -1 where it was
-- counted and +1 where it is counted now. Either direction (a caller's clock may run behind).
create function private.live_job_count_changes(
  expired_at_0 timestamptz, aged_at_0 timestamptz, expired_at_1 timestamptz, aged_at_1 timestamptz)
returns table (
  country text, city text, category text, work_type public.work_type, employment_type public.employment_type,
  visa_sponsorship boolean, relocation_support boolean, salary_band smallint, age smallint, n integer)
language sql
stable
security definer
set search_path = ''
as $$
  select j.country, j.city, j.category, j.work_type, j.employment_type, j.visa_sponsorship,
         j.relocation_support, private.salary_band(j.salary_max_annual_usd), x.age, x.n
  from public.jobs j
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
revoke execute on function private.live_job_count_changes(timestamptz, timestamptz, timestamptz, timestamptz) from public;
grant execute on function private.live_job_count_changes(timestamptz, timestamptz, timestamptz, timestamptz)
  to anon, authenticated, service_role;

-- The counts as seen by a search at (now, aged_at): the kept counts and the changes since as_of.
-- Rows may repeat a key; callers sum n.
create function private.live_job_counts_at(aged_at timestamptz)
returns table (
  country text, city text, category text, work_type public.work_type, employment_type public.employment_type,
  visa_sponsorship boolean, relocation_support boolean, salary_band smallint, age smallint, n integer)
language sql
stable
security definer
set search_path = ''
as $$
  with moment as (select c.as_of from private.live_job_counts_as_of c)
  select c.country, c.city, c.category, c.work_type, c.employment_type, c.visa_sponsorship,
         c.relocation_support, c.salary_band, c.age, c.n
  from private.live_job_counts c where c.n <> 0
  union all
  select d.* from moment m, private.live_job_count_changes(m.as_of, m.as_of, pg_catalog.now(), aged_at) d
$$;
revoke execute on function private.live_job_counts_at(timestamptz) from public;
grant execute on function private.live_job_counts_at(timestamptz) to anon, authenticated, service_role;

-- Moves the counts to a later moment (default now), applying the changes in between, so the
-- difference a search adds stays small. Called every minute; any caller may skip a beat.
create function private.advance_live_job_counts(target timestamptz default pg_catalog.now())
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
  update private.live_job_counts_as_of set as_of = target;
end;
$$;

-- Counts every live job afresh, as of t (after a bulk load with triggers off, or in tests).
create function private.rebuild_live_job_counts(t timestamptz default pg_catalog.now())
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table private.live_job_counts_as_of in exclusive mode;
  delete from private.live_job_counts;
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
end;
$$;

-- The delivery worker (service role) advances the counts; on hosted Supabase, pg_cron can too
-- (supabase/functions/deliver-emails/schedule.sql).
create function public.advance_search_counts()
returns void
language sql
security definer
set search_path = ''
as $$ select private.advance_live_job_counts() $$;
revoke execute on function public.advance_search_counts() from public, anon, authenticated;
grant execute on function public.advance_search_counts() to service_role;

select private.rebuild_live_job_counts();

-- Saved searches that email the candidate when a matching job goes live.
--
-- A job alert is a set of /jobs filters (the same semantics as the job search: full-text keyword
-- over jobs.search, country, category, work type, employment type, visa sponsorship, relocation
-- support and a minimum salary reached by salary_max). When a job goes live (approved, published,
-- not expired), a trigger matches it against every active alert in SQL and records each match in
-- private.job_alert_matches (one row per alert and job, so a job is never sent twice for an alert).
-- Instant alerts are emailed in the same transaction; daily and weekly alerts are collected by
-- public.queue_due_job_alert_digests(), which the delivery worker calls each tick. Every email
-- carries a one-click unsubscribe link with an unguessable random token that
-- public.unsubscribe_job_alert() (callable signed out) turns into "this alert is off".

create type public.job_alert_frequency as enum ('instant', 'daily', 'weekly');

create table public.job_alerts (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  frequency public.job_alert_frequency not null default 'daily',
  active boolean not null default true,
  keyword text check (char_length(keyword) between 1 and 200),
  country text check (country ~ '^[a-z]+(-[a-z]+)*$'),
  category text check (char_length(category) between 1 and 60),
  work_type public.work_type,
  employment_type public.employment_type,
  visa_sponsorship boolean not null default false,
  relocation_support boolean not null default false,
  min_salary integer check (min_salary > 0),
  -- null once used (or while paused by the link); a new one is drawn when the alert is turned on
  unsubscribe_token text unique,
  last_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_alerts_have_a_filter check (
    keyword is not null or country is not null or category is not null or work_type is not null
    or employment_type is not null or visa_sponsorship or relocation_support or min_salary is not null
  )
);

create index job_alerts_candidate_id_idx on public.job_alerts (candidate_id);
create index job_alerts_active_idx on public.job_alerts (frequency) where active;

alter table public.job_alerts enable row level security;

create policy "Candidates can read their job alerts" on public.job_alerts
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Candidates can create their own job alerts" on public.job_alerts
  for insert to authenticated
  with check (candidate_id = (select auth.uid()) and (select private.is_candidate_in_good_standing()));
create policy "Candidates can change their job alerts" on public.job_alerts
  for update to authenticated
  using (candidate_id = (select auth.uid())) with check (candidate_id = (select auth.uid()));
create policy "Candidates can delete their job alerts" on public.job_alerts
  for delete to authenticated using (candidate_id = (select auth.uid()));

-- ~244 random bits from two v4 UUIDs: unguessable, URL-safe.
create function private.new_alert_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.replace(pg_catalog.gen_random_uuid()::text, '-', '')
    || pg_catalog.replace(pg_catalog.gen_random_uuid()::text, '-', '')
$$;

-- The token and the send bookkeeping belong to the system; end users set only the filters,
-- name, frequency and active. Turning an alert on again draws a fresh token.
create function private.guard_job_alert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := pg_catalog.btrim(new.name);
  new.keyword := nullif(pg_catalog.btrim(new.keyword), '');
  if private.is_end_user_request() then
    if tg_op = 'INSERT' then
      new.unsubscribe_token := null;
      new.last_sent_at := null;
      new.created_at := pg_catalog.now();
    else
      new.candidate_id := old.candidate_id;
      new.unsubscribe_token := old.unsubscribe_token;
      new.last_sent_at := old.last_sent_at;
      new.created_at := old.created_at;
    end if;
  end if;
  if new.active and new.unsubscribe_token is null then
    new.unsubscribe_token := private.new_alert_token();
  end if;
  return new;
end;
$$;

create trigger guard_job_alert
  before insert or update on public.job_alerts
  for each row execute function private.guard_job_alert();

create trigger set_job_alerts_updated_at
  before update on public.job_alerts
  for each row execute function private.set_updated_at();

-- One row per alert and job that matched when the job went live; sent_at once emailed.
create table private.job_alert_matches (
  alert_id bigint not null references public.job_alerts (id) on delete cascade,
  job_id bigint not null references public.jobs (id) on delete cascade,
  matched_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (alert_id, job_id)
);

create index job_alert_matches_unsent_idx on private.job_alert_matches (alert_id) where sent_at is null;

revoke all on private.job_alert_matches from anon, authenticated;

-- The job search's filter semantics (packages/data searchJobs), as one predicate.
create function private.job_matches_alert(a public.job_alerts, j public.jobs)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (a.keyword is null or j.search @@ pg_catalog.websearch_to_tsquery('english'::regconfig, a.keyword))
    and (a.country is null or j.country = a.country)
    and (a.category is null or j.category = a.category)
    and (a.work_type is null or j.work_type = a.work_type)
    and (a.employment_type is null or j.employment_type = a.employment_type)
    and (not a.visa_sponsorship or j.visa_sponsorship)
    and (not a.relocation_support or j.relocation_support)
    and (a.min_salary is null or j.salary_max >= a.min_salary)
$$;

/**
 * Emails one alert's unsent matches whose jobs are still live, as one message, and marks them
 * sent. Returns the number of jobs in the email (0: nothing sent).
 */
create function private.send_job_alert(alert_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert public.job_alerts;
  address text;
  jobs_text text;
  first_title text;
  job_count integer;
begin
  select * into alert from public.job_alerts a where a.id = send_job_alert.alert_id for update;
  if not found or not alert.active or alert.unsubscribe_token is null then
    return 0;
  end if;
  select u.email into address
  from auth.users u join public.profiles p on p.id = u.id
  where u.id = alert.candidate_id and p.candidate_status is distinct from 'blocked';
  if address is null or not private.wants_email(alert.candidate_id, 'job_alert') then
    return 0;
  end if;

  with due as (
    select j.id, j.title, j.location, coalesce(c.company_name, 'Confidential employer') as company, m.matched_at
    from private.job_alert_matches m
    join public.jobs j on j.id = m.job_id
    left join public.profiles c on c.id = j.company_id
    where m.alert_id = alert.id and m.sent_at is null
      and j.approved is true and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
  )
  select count(*)::integer,
         pg_catalog.string_agg(
           d.title || E'\n' || d.company || case when d.location <> '' then ' · ' || d.location else '' end
             || E'\n' || '/jobs/' || d.id,
           E'\n\n' order by d.matched_at, d.id),
         (pg_catalog.array_agg(d.title order by d.matched_at, d.id))[1]
  into job_count, jobs_text, first_title
  from due d;

  if job_count = 0 then
    return 0;
  end if;

  perform private.queue_email(
    address,
    'job_alert',
    case when job_count = 1 then 'New job for your alert "' || alert.name || '": ' || first_title
         else job_count || ' new jobs for your alert "' || alert.name || '"' end,
    'Jobs matching your ' || alert.frequency::text || ' job alert "' || alert.name || E'":\n\n'
      || jobs_text
      || E'\n\nYou get this email because you set up this alert on GlobalHire. '
      || E'To stop it, open the unsubscribe link below; it turns this alert off without signing in.',
    '/alerts/unsubscribe?token=' || alert.unsubscribe_token,
    alert.candidate_id);

  update private.job_alert_matches m set sent_at = pg_catalog.now()
  where m.alert_id = alert.id and m.sent_at is null;
  update public.job_alerts a set last_sent_at = pg_catalog.now() where a.id = alert.id;
  return job_count;
end;
$$;

-- A job that becomes live (inserted live, approved, published or extended) is matched once.
create function private.match_job_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  instant record;
begin
  if not (new.approved is true and new.status = 'published'
          and (new.expires_at is null or new.expires_at > pg_catalog.now())) then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.approved is true and old.status = 'published'
     and (old.expires_at is null or old.expires_at > pg_catalog.now()) then
    return null;
  end if;

  insert into private.job_alert_matches (alert_id, job_id)
  select a.id, new.id
  from public.job_alerts a
  where a.active and a.candidate_id is distinct from new.company_id and private.job_matches_alert(a, new)
  on conflict do nothing;

  for instant in
    select m.alert_id from private.job_alert_matches m
    join public.job_alerts a on a.id = m.alert_id
    where m.job_id = new.id and m.sent_at is null and a.frequency = 'instant'
  loop
    perform private.send_job_alert(instant.alert_id);
  end loop;
  return null;
end;
$$;

create trigger match_job_alerts
  after insert or update of approved, status, expires_at on public.jobs
  for each row execute function private.match_job_alerts();

/**
 * The delivery worker's tick: one digest per daily alert not sent for a day and per weekly alert
 * not sent for a week (counted from its creation before the first send), listing the jobs that
 * went live since. Returns the number of digests queued (service role only).
 */
create function public.queue_due_job_alert_digests()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select a.id from public.job_alerts a
    where a.active and a.frequency in ('daily', 'weekly')
      and coalesce(a.last_sent_at, a.created_at)
          <= pg_catalog.now() - case a.frequency when 'daily' then interval '1 day' else interval '7 days' end
      and exists (select 1 from private.job_alert_matches m where m.alert_id = a.id and m.sent_at is null)
    order by a.id
  loop
    if private.send_job_alert(due.id) > 0 then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

/**
 * The one-click unsubscribe behind the emails' link (no sign-in): turns that alert off and
 * returns its name; null when the token is unknown or was already used.
 */
create function public.unsubscribe_job_alert(token text)
returns text
language sql
security definer
set search_path = ''
as $$
  update public.job_alerts a
  set active = false, unsubscribe_token = null
  where unsubscribe_job_alert.token is not null
    and char_length(unsubscribe_job_alert.token) between 32 and 128
    and a.unsubscribe_token = unsubscribe_job_alert.token
  returning a.name
$$;

/**
 * Every job the caller saved with what a candidate may know of it even once it is closed:
 * title, company, location and whether (and why) it is no longer listed.
 */
create function public.my_saved_job_states()
returns table (job_id bigint, title text, company_name text, location text, state text)
language sql
stable
security definer
set search_path = ''
as $$
  select j.id, j.title, c.company_name, j.location,
    case
      when j.approved is true and j.status = 'published'
           and (j.expires_at is null or j.expires_at > pg_catalog.now()) then 'live'
      when j.expires_at is not null and j.expires_at <= pg_catalog.now() then 'expired'
      else 'closed'
    end
  from public.saved_jobs s
  join public.jobs j on j.id = s.job_id
  left join public.profiles c on c.id = j.company_id
  where s.candidate_id = (select auth.uid())
  order by s.created_at desc
$$;

revoke execute on function private.send_job_alert(bigint) from public, anon, authenticated;
revoke execute on function public.queue_due_job_alert_digests() from public, anon, authenticated;
grant execute on function public.queue_due_job_alert_digests() to service_role;
revoke execute on function public.unsubscribe_job_alert(text) from public;
grant execute on function public.unsubscribe_job_alert(text) to anon, authenticated, service_role;
revoke execute on function public.my_saved_job_states() from public, anon;
grant execute on function public.my_saved_job_states() to authenticated, service_role;

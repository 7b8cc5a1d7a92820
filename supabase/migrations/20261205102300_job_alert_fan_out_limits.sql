-- Job alerts are bounded so that one account cannot turn one approved job into thousands of
-- emails or hold the database while they are written:
--
-- * An account keeps at most 20 job alerts (active or paused), as job boards cap saved searches
--   at a few dozen. The database refuses the 21st with a message the site shows as it is.
-- * Approving a job (or any change that makes it live) no longer matches the alerts in its own
--   transaction: private.match_job_alerts only records the job in private.job_alert_fan_out.
--   The delivery worker's tick then calls public.fan_out_job_alerts (20261205102310), which
--   matches the alerts in bounded batches and queues the instant emails, set-based.
-- * One instant email per recipient and job, however many of their instant alerts match
--   (private.job_alert_deliveries), and at most 20 instant alert emails per recipient in any
--   24 hours; the jobs beyond are held for a daily catch-up (see public.queue_due_job_alert_digests).
-- * Digests are queued at most 50 alerts per call (the tick's), the longest due first.

-- ---------------------------------------------------------------------------------------------
-- at most 20 alerts per account
-- ---------------------------------------------------------------------------------------------

/** How many job alerts an account may keep (active or paused). */
create function private.job_alert_limit()
returns integer
language sql
immutable
set search_path = ''
as $$ select 20 $$;

-- Refuses an alert beyond the limit for its owner. Inserts of the same owner are serialised by a
-- transaction lock, so two requests at once cannot both take the last place. An end user's insert
-- for someone else is left to the row-level security, which refuses it without telling them
-- anything about that account.
create function private.limit_job_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept integer;
begin
  if tg_op = 'UPDATE' and new.candidate_id = old.candidate_id then
    return new;
  end if;
  if private.is_end_user_request() and new.candidate_id is distinct from (select auth.uid()) then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('public.job_alerts ' || new.candidate_id::text, 0));
  select count(*) into kept from public.job_alerts a where a.candidate_id = new.candidate_id;
  if kept >= private.job_alert_limit() then
    raise exception 'You can keep up to % job alerts. Delete one you no longer need, then save this one.',
      private.job_alert_limit()
      using errcode = 'P0001', hint = 'job_alert_limit';
  end if;
  return new;
end;
$$;

create trigger limit_job_alerts
  before insert or update of candidate_id on public.job_alerts
  for each row execute function private.limit_job_alerts();

-- ---------------------------------------------------------------------------------------------
-- the fan-out queue and the per-recipient bookkeeping
-- ---------------------------------------------------------------------------------------------

-- Jobs that went live and whose alerts are still to be matched. The cursor is the last
-- (owner, alert) matched, in the order of job_alerts_fan_out_idx; it starts before every alert.
-- chunk: the alerts per statement that fitted the time budget last, for the next call.
create table private.job_alert_fan_out (
  job_id bigint primary key references public.jobs (id) on delete cascade,
  queued_at timestamptz not null default now(),
  after_candidate uuid not null default '00000000-0000-0000-0000-000000000000',
  after_alert bigint not null default 0,
  chunk integer not null default 25 check (chunk between 1 and 1000)
);

create index job_alert_fan_out_queued_idx on private.job_alert_fan_out (queued_at, job_id);

-- One row per recipient and job an instant alert told them about (emailed) or held back by the
-- daily cap (not emailed: it waits in the alert's matches for the catch-up). Its key is what
-- makes it one email per recipient and job.
create table private.job_alert_deliveries (
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  job_id bigint not null references public.jobs (id) on delete cascade,
  -- the alert that named the email (or holds the job)
  alert_id bigint references public.job_alerts (id) on delete set null,
  emailed boolean not null,
  created_at timestamptz not null default now(),
  primary key (candidate_id, job_id)
);

create index job_alert_deliveries_emailed_idx
  on private.job_alert_deliveries (candidate_id, created_at) where emailed;

-- A held match: the instant email was over the recipient's daily cap.
alter table private.job_alert_matches add column held_at timestamptz;

create index job_alert_matches_held_idx on private.job_alert_matches (alert_id)
  where held_at is not null and sent_at is null;

-- The fan-out walks the active alerts by owner.
create index job_alerts_fan_out_idx on public.job_alerts (candidate_id, id) where active;

alter table private.job_alert_fan_out enable row level security;
alter table private.job_alert_deliveries enable row level security;
revoke all on private.job_alert_fan_out from anon, authenticated;
revoke all on private.job_alert_deliveries from anon, authenticated;

/**
 * Instant alert emails one recipient may get in any 24 hours (counted in
 * private.job_alert_deliveries). Beyond it a matching job is not emailed on its own: it is held
 * on the match of the alert that would have named it (job_alert_matches.held_at), and a day
 * after the first job was held that alert's catch-up lists every held job still live in one
 * email (public.queue_due_job_alert_digests); a held job that closed meanwhile is dropped. So a
 * recipient gets at most 20 instant alert emails and one catch-up per instant alert a day, and
 * with at most 20 alerts, at most 40 alert emails a day in all (digests included).
 */
create function private.job_alert_instant_daily_cap()
returns integer
language sql
immutable
set search_path = ''
as $$ select 20 $$;

-- A job that becomes live (inserted live, approved, published or extended) is queued once for
-- the fan-out; the approving transaction does nothing else. Going live again while still queued
-- keeps its place and progress (the matches and deliveries are unique, so nothing is sent twice).
create or replace function private.match_job_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (new.approved is true and new.status = 'published'
          and (new.expires_at is null or new.expires_at > pg_catalog.now())) then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.approved is true and old.status = 'published'
     and (old.expires_at is null or old.expires_at > pg_catalog.now()) then
    return null;
  end if;
  insert into private.job_alert_fan_out (job_id) values (new.id) on conflict (job_id) do nothing;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- digests, bounded per call, and the catch-up of held instant jobs
-- ---------------------------------------------------------------------------------------------
drop function public.queue_due_job_alert_digests();

/**
 * The delivery worker's tick: one digest per daily alert not sent for a day and per weekly alert
 * not sent for a week (counted from its creation before the first send), listing the jobs that
 * went live since; and the catch-up: an instant alert holding jobs beyond its owner's daily cap
 * sends them all in one email a day after the first of them was held (so at most one catch-up
 * per instant alert a day). At most `max_alerts` (1 to 1000) alerts per call, the longest due
 * first (50, about 40 ms on PGlite, so a tick never holds the database long); the next tick takes
 * the rest. Returns the number of emails queued (service role only).
 */
create function public.queue_due_job_alert_digests(max_alerts integer default 50)
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
    where a.active
      and case
        when a.frequency = 'instant' then
          exists (select 1 from private.job_alert_matches m
                  where m.alert_id = a.id and m.sent_at is null
                    and m.held_at <= pg_catalog.now() - interval '1 day')
        else
          coalesce(a.last_sent_at, a.created_at)
            <= pg_catalog.now() - case a.frequency when 'daily' then interval '1 day' else interval '7 days' end
          and exists (select 1 from private.job_alert_matches m where m.alert_id = a.id and m.sent_at is null)
      end
    order by coalesce(a.last_sent_at, a.created_at), a.id
    limit greatest(least(coalesce(max_alerts, 50), 1000), 1)
  loop
    if private.send_job_alert(due.id) > 0 then
      queued := queued + 1;
    else
      -- Nothing sent: the jobs closed, or the owner gets no alert emails (blocked, or the kind
      -- turned off). Settled, so the alert is not due again on every tick and never blocks the
      -- alerts behind it; turning alert emails back on does not bring back a backlog.
      update private.job_alert_matches m set sent_at = pg_catalog.now()
      where m.alert_id = due.id and m.sent_at is null;
    end if;
  end loop;
  return queued;
end;
$$;

revoke execute on function public.queue_due_job_alert_digests(integer) from public, anon, authenticated;
grant execute on function public.queue_due_job_alert_digests(integer) to service_role;
revoke execute on function private.job_alert_limit() from public, anon, authenticated;
revoke execute on function private.job_alert_instant_daily_cap() from public, anon, authenticated;

-- The job alert fan-out, in bounded calls (queued by private.match_job_alerts, 20261205102300).
-- Each call is one short transaction: one queued job against the next active alerts, in chunks
-- of set-based statements, until a small time budget is spent. The delivery worker's tick calls
-- it until nothing is queued, so other requests run between the calls instead of waiting for the
-- whole fan-out.

-- The alert predicate in two parts, so the fan-out can parse each distinct keyword once per
-- call (parsing, with its typo lookup in the vocabulary, is most of a match's cost) and still
-- share one definition with private.job_matches_alert. Same semantics as 20261205101000.

/** A job matches a keyword's parsed query (null: a keyword without a word to match, no filter). */
create function private.job_matches_fuzzy(j public.jobs, fuzzy tsquery)
returns boolean
language sql
stable
set search_path = ''
as $$
  select fuzzy is null or (
    j.search operator(pg_catalog.@@) fuzzy
    or exists (select 1 from public.profiles c
               where c.id = j.company_id
                 and pg_catalog.to_tsvector('english'::regconfig, coalesce(c.company_name, '')) operator(pg_catalog.@@) fuzzy))
$$;

create or replace function private.job_matches_keyword(j public.jobs, keyword text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.job_matches_fuzzy(j, q.fuzzy) from private.job_search_queries(keyword) q
$$;

/** Every filter of an alert but its keyword. */
create function private.job_matches_alert_filters(a public.job_alerts, j public.jobs)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (a.country is null or j.country = a.country)
    and (a.city is null or j.city = a.city)
    and (a.category is null or j.category = a.category)
    and (a.work_type is null or j.work_type = a.work_type)
    and (a.employment_type is null or j.employment_type = a.employment_type)
    and (not a.visa_sponsorship or j.visa_sponsorship)
    and (not a.relocation_support or j.relocation_support)
    and (a.min_salary is null
         or j.salary_max_annual_usd >= private.min_salary_usd(a.min_salary, a.salary_currency))
    and (not a.likely_takeable or private.candidate_can_likely_take(a.candidate_id, j))
$$;

create or replace function private.job_matches_alert(a public.job_alerts, j public.jobs)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (a.keyword is null or private.job_matches_keyword(j, a.keyword))
    and private.job_matches_alert_filters(a, j)
$$;

/**
 * One chunk of the fan-out: matches `job` against the alerts `batch` (their keywords parsed
 * already: `keywords` and their `queries`, side by side), records the matches (the
 * digests list them later), and for the instant alerts queues one email per recipient and job.
 * That email is named after the recipient's newest matching instant alert (the one they most
 * likely expect) and says which other alerts found the job; their matches count as sent. A
 * recipient who already had 20 instant alert emails in the last 24 hours
 * (private.job_alert_instant_daily_cap) gets none: the job is held on the named alert's match
 * and goes out in that alert's catch-up a day later (public.queue_due_job_alert_digests).
 */
create function private.fan_out_job_alert_batch(
  job public.jobs, batch bigint[], keywords text[], queries tsquery[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  job_text text;
  emailed_alerts bigint[];
  held_alerts bigint[];
begin
  insert into private.job_alert_matches (alert_id, job_id)
  select a.id, job.id
  from public.job_alerts a
  left join rows from (pg_catalog.unnest(keywords), pg_catalog.unnest(queries)) as p (keyword, fuzzy)
    on p.keyword = a.keyword
  where a.id = any (batch)
    and a.candidate_id is distinct from job.company_id
    and (a.keyword is null or private.job_matches_fuzzy(job, p.fuzzy))
    and private.job_matches_alert_filters(a, job)
  on conflict do nothing;

  -- The job as every email lists it, up to its visa line (which depends on the recipient).
  select job.title || E'\n' || coalesce(c.company_name, 'Confidential employer')
      || case when job.location <> '' then ' · ' || job.location else '' end
      || coalesce(E'\n' || private.format_salary(job.salary_min, job.salary_max, job.salary_currency,
                                                 job.salary_period::text), '')
  into job_text
  from (select 1) one
  left join public.profiles c on c.id = job.company_id;

  with hits as (
    select a.id, a.candidate_id, a.name,
           pg_catalog.row_number() over (partition by a.candidate_id order by a.id desc) as newest
    from private.job_alert_matches m
    join public.job_alerts a on a.id = m.alert_id
    where m.job_id = job.id and m.alert_id = any (batch) and m.sent_at is null and m.held_at is null
      and a.frequency = 'instant' and a.active and a.unsubscribe_token is not null
  ), recipients as (
    select h.candidate_id,
           pg_catalog.max(h.id) filter (where h.newest = 1) as alert_id,
           pg_catalog.string_agg('"' || h.name || '"', ', ' order by h.id) filter (where h.newest > 1) as others
    from hits h
    group by h.candidate_id
  ), fresh as (
    select r.*, u.email,
           coalesce((select cc.citizenships from public.candidate_citizenships cc
                     where cc.candidate_id = r.candidate_id), '{}') as citizenships,
           (select count(*) from private.job_alert_deliveries d
            where d.candidate_id = r.candidate_id and d.emailed
              and d.created_at > pg_catalog.now() - interval '24 hours') as emailed_today
    from recipients r
    join auth.users u on u.id = r.candidate_id
    join public.profiles p on p.id = r.candidate_id
    where p.candidate_status is distinct from 'blocked'
      and private.wants_email(r.candidate_id, 'job_alert')
      and not exists (select 1 from private.job_alert_deliveries d
                      where d.candidate_id = r.candidate_id and d.job_id = job.id)
  ), recorded as (
    insert into private.job_alert_deliveries (candidate_id, job_id, alert_id, emailed)
    select f.candidate_id, job.id, f.alert_id, f.emailed_today < private.job_alert_instant_daily_cap()
    from fresh f
    on conflict do nothing
    returning candidate_id, alert_id, emailed
  ), verdicts as (
    -- One visa verdict per set of citizenships, not per recipient.
    select z.citizenships,
           private.visa_verdict_line(private.visa_fit_of(job, z.citizenships, current_date)) as line
    from (select distinct f.citizenships from fresh f join recorded r using (candidate_id)
          where r.emailed) z
  ), queued as (
    insert into private.email_outbox (user_id, to_address, kind, subject, body, link)
    select f.candidate_id, f.email, 'job_alert',
           pg_catalog.left('New job for your alert "' || a.name || '": ' || job.title, 300),
           'Jobs matching your instant job alert "' || a.name || E'":\n'
             || 'Filters: ' || private.job_alert_filters_text(a) || E'\n\n'
             || job_text || E'\n' || v.line || E'\n' || '/jobs/' || job.id
             || coalesce(E'\n\nThis job also matches your alerts ' || f.others
                         || ': you get one email per job, however many of your alerts find it.', '')
             || E'\n\nYou get this email because you set up this alert on GlobalHire. '
             || E'To stop it, open the unsubscribe link below; it turns this alert off without signing in.',
           '/alerts/unsubscribe?token=' || a.unsubscribe_token
    from recorded r
    join fresh f using (candidate_id)
    join public.job_alerts a on a.id = r.alert_id
    join verdicts v on v.citizenships = f.citizenships
    where r.emailed
    returning id
  )
  select coalesce(pg_catalog.array_agg(r.alert_id) filter (where r.emailed), '{}'),
         coalesce(pg_catalog.array_agg(r.alert_id) filter (where not r.emailed), '{}')
  into emailed_alerts, held_alerts
  from recorded r;

  update private.job_alert_matches m set held_at = pg_catalog.now()
  where m.job_id = job.id and m.alert_id = any (held_alerts) and m.sent_at is null;
  -- Every other instant match of a recipient told (or held) about this job is covered.
  update private.job_alert_matches m set sent_at = pg_catalog.now()
  from public.job_alerts a
  where m.job_id = job.id and m.alert_id = any (batch) and m.sent_at is null and m.held_at is null
    and a.id = m.alert_id and a.frequency = 'instant'
    and exists (select 1 from private.job_alert_deliveries d
                where d.candidate_id = a.candidate_id and d.job_id = job.id);
  update public.job_alerts a set last_sent_at = pg_catalog.now() where a.id = any (emailed_alerts);
end;
$$;

/**
 * The fan-out (service role), one call per step of the delivery worker's tick: takes the oldest
 * queued job that is still live and runs it against the next active alerts in owner order, in
 * chunks, until `max_alerts` (1 to 5000) alerts are done or `max_ms` (5 to 1000) milliseconds
 * are spent; the next call carries on from the cursor. Chunks (alerts per statement) start at
 * 25 and double while fast, halve while slow, so a call stays near its budget whatever the
 * alerts cost (a keyword's typo lookup costs 1 to 7 ms, a plain filter microseconds).
 * Returns the number of jobs still queued (0: the fan-out is done).
 */
create function public.fan_out_job_alerts(max_alerts integer default 1000, max_ms integer default 20)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  item private.job_alert_fan_out;
  job public.jobs;
  alert_cap integer := greatest(least(coalesce(max_alerts, 1000), 5000), 1);
  budget interval := pg_catalog.make_interval(secs => greatest(least(coalesce(max_ms, 20), 1000), 5) / 1000.0);
  started timestamptz := pg_catalog.clock_timestamp();
  chunk_started timestamptz;
  chunk_size integer;
  wanted integer;
  done_alerts integer := 0;
  batch bigint[];
  scanned integer;
  last_candidate uuid;
  last_alert bigint;
  finished boolean := false;
  known_keywords text[] := '{}';
  known_queries tsquery[] := '{}';
begin
  select * into item from private.job_alert_fan_out q
  order by q.queued_at, q.job_id
  limit 1
  for update skip locked;
  if not found then
    return 0;
  end if;

  select * into job from public.jobs j where j.id = item.job_id;
  -- Taken down (or expired) before its turn: nothing to announce; going live again queues it anew.
  if not (job.approved is true and job.status = 'published'
          and (job.expires_at is null or job.expires_at > pg_catalog.now())) then
    delete from private.job_alert_fan_out q where q.job_id = item.job_id;
    return (select count(*)::integer from private.job_alert_fan_out);
  end if;

  last_candidate := item.after_candidate;
  last_alert := item.after_alert;
  chunk_size := item.chunk;
  loop
    wanted := least(chunk_size, alert_cap - done_alerts);
    chunk_started := pg_catalog.clock_timestamp();
    select coalesce(pg_catalog.array_agg(b.id), '{}'), count(*)::integer,
           coalesce((pg_catalog.array_agg(b.candidate_id order by b.candidate_id desc, b.id desc))[1], last_candidate),
           coalesce((pg_catalog.array_agg(b.id order by b.candidate_id desc, b.id desc))[1], last_alert)
    into batch, scanned, last_candidate, last_alert
    from (select a.id, a.candidate_id from public.job_alerts a
          where a.active and (a.candidate_id, a.id) > (last_candidate, last_alert)
          order by a.candidate_id, a.id
          limit wanted) b;
    if scanned > 0 then
      select known_keywords || coalesce(pg_catalog.array_agg(k.keyword), '{}'),
             known_queries || coalesce(pg_catalog.array_agg(q.fuzzy), '{}')
      into known_keywords, known_queries
      from (select distinct a.keyword from public.job_alerts a
            where a.id = any (batch) and a.keyword is not null
              and not (a.keyword = any (known_keywords))) k
      cross join lateral private.job_search_queries(k.keyword) q;
      perform private.fan_out_job_alert_batch(job, batch, known_keywords, known_queries);
    end if;
    done_alerts := done_alerts + scanned;
    if scanned < wanted then
      finished := true;
      exit;
    end if;
    -- A chunk should take between an eighth and half of the budget.
    if pg_catalog.clock_timestamp() - chunk_started < budget / 8 then
      chunk_size := least(chunk_size * 2, 1000);
    elsif pg_catalog.clock_timestamp() - chunk_started > budget / 2 then
      chunk_size := greatest(chunk_size / 2, 1);
    end if;
    exit when done_alerts >= alert_cap or pg_catalog.clock_timestamp() - started >= budget;
  end loop;

  if finished then
    delete from private.job_alert_fan_out q where q.job_id = item.job_id;
  else
    update private.job_alert_fan_out q
    set after_candidate = last_candidate, after_alert = last_alert, chunk = chunk_size
    where q.job_id = item.job_id;
  end if;
  return (select count(*)::integer from private.job_alert_fan_out);
end;
$$;

revoke execute on function private.job_matches_fuzzy(public.jobs, tsquery) from public, anon, authenticated;
revoke execute on function private.job_matches_alert_filters(public.job_alerts, public.jobs) from public, anon, authenticated;
revoke execute on function private.fan_out_job_alert_batch(public.jobs, bigint[], text[], tsquery[]) from public, anon, authenticated;
revoke execute on function public.fan_out_job_alerts(integer, integer) from public, anon, authenticated;
grant execute on function public.fan_out_job_alerts(integer, integer) to service_role;

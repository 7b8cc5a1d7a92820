-- Job alert emails queue facts (packages/emails, template 'job_alert'): the alert with its
-- filters as data, the jobs (private.email_job, when each went live, and its visa verdict for the
-- alert's owner), how many more matched than the email lists, the other alerts that found the job,
-- and the alert's own one-click unsubscribe (its token, not the notification one). The worker
-- writes the filters, salaries and dates. The functions are as before (20261205101000,
-- 20261205102310) but for what they queue; an email lists at most 20 jobs, newest first.

/** How many jobs one alert email lists; the rest are counted (a week of a broad alert can be hundreds). */
create function private.job_alert_email_jobs()
returns integer
language sql
immutable
set search_path = ''
as $$ select 20 $$;

/** An alert as its emails describe it: {id, name, frequency, filters}. */
create function private.email_alert(a public.job_alerts)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', a.id,
    'name', a.name,
    'frequency', a.frequency,
    'filters', pg_catalog.jsonb_build_object(
      'keyword', a.keyword,
      'country', a.country,
      'city', a.city,
      'category', a.category,
      'workType', a.work_type,
      'employmentType', a.employment_type,
      'visaSponsorship', a.visa_sponsorship,
      'relocationSupport', a.relocation_support,
      'likelyTakeable', a.likely_takeable,
      -- a yearly amount; without a currency the search reads US dollars, and so does the email
      'minSalary', case when a.min_salary is null then null
                        else pg_catalog.jsonb_build_object('amount', a.min_salary,
                               'currency', coalesce(a.salary_currency, 'USD')) end))
$$;

/** A visa verdict as emails carry it: {verdict, route} (route: the route's name or null). */
create function private.email_visa_fit(fit jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('verdict', coalesce(fit ->> 'verdict', 'unknown'),
                                       'route', fit -> 'route' ->> 'name')
$$;

revoke execute on function private.job_alert_email_jobs() from public, anon, authenticated;
revoke execute on function private.email_alert(public.job_alerts) from public, anon, authenticated;
revoke execute on function private.email_visa_fit(jsonb) from public, anon, authenticated;

/**
 * Emails one alert's unsent matches whose jobs are still live, as one message, and marks them
 * sent. Returns the number of jobs matched (0: nothing sent).
 */
create or replace function private.send_job_alert(alert_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  alert public.job_alerts;
  address text;
  listed jsonb;
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
    select j.id, coalesce(j.published_at, m.matched_at) as posted_at,
           pg_catalog.row_number() over (order by m.matched_at desc, j.id desc) as place,
           private.visa_fit_of(j, mine.citizenships, current_date) as fit
    from private.job_alert_matches m
    join public.jobs j on j.id = m.job_id
    cross join (select coalesce((select cc.citizenships from public.candidate_citizenships cc
                                 where cc.candidate_id = alert.candidate_id), '{}') as citizenships) mine
    where m.alert_id = alert.id and m.sent_at is null
      and j.approved is true and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
  )
  select count(*)::integer,
         coalesce(pg_catalog.jsonb_agg(
           private.email_job(d.id) || pg_catalog.jsonb_build_object(
             'postedAt', d.posted_at, 'visa', private.email_visa_fit(d.fit))
           order by d.place) filter (where d.place <= private.job_alert_email_jobs()), '[]'::jsonb)
  into job_count, listed
  from due d;

  if job_count = 0 then
    return 0;
  end if;

  perform private.queue_email_facts(
    address,
    'job_alert',
    pg_catalog.jsonb_build_object(
      'alert', private.email_alert(alert),
      'jobs', listed,
      'moreJobs', job_count - pg_catalog.jsonb_array_length(listed),
      'otherAlerts', '[]'::jsonb,
      -- an instant alert sends its own email only for the jobs held back by the daily cap
      'catchUp', alert.frequency = 'instant',
      'unsubscribe', pg_catalog.jsonb_build_object(
        'path', '/alerts/unsubscribe?token=' || alert.unsubscribe_token)),
    alert.candidate_id,
    false);

  update private.job_alert_matches m set sent_at = pg_catalog.now()
  where m.alert_id = alert.id and m.sent_at is null;
  update public.job_alerts a set last_sent_at = pg_catalog.now() where a.id = alert.id;
  return job_count;
end;
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
create or replace function private.fan_out_job_alert_batch(
  job public.jobs, batch bigint[], keywords text[], queries tsquery[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  job_facts jsonb;
  emailed_alerts bigint[];
  held_alerts bigint[];
  queued integer;
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

  -- The job as every email lists it, but for its visa verdict (which depends on the recipient).
  job_facts := private.email_job(job.id)
    || pg_catalog.jsonb_build_object('postedAt', coalesce(job.published_at, pg_catalog.now()));

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
           coalesce(pg_catalog.jsonb_agg(h.name order by h.id) filter (where h.newest > 1), '[]'::jsonb) as others
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
           private.email_visa_fit(private.visa_fit_of(job, z.citizenships, current_date)) as visa
    from (select distinct f.citizenships from fresh f join recorded r using (candidate_id)
          where r.emailed) z
  ), emails as (
    select private.queue_email_facts(
             f.email,
             'job_alert',
             pg_catalog.jsonb_build_object(
               'alert', private.email_alert(a),
               'jobs', pg_catalog.jsonb_build_array(job_facts || pg_catalog.jsonb_build_object('visa', v.visa)),
               'moreJobs', 0,
               'otherAlerts', f.others,
               'catchUp', false,
               'unsubscribe', pg_catalog.jsonb_build_object(
                 'path', '/alerts/unsubscribe?token=' || a.unsubscribe_token)),
             f.candidate_id,
             false) as id
    from recorded r
    join fresh f using (candidate_id)
    join public.job_alerts a on a.id = r.alert_id
    join verdicts v on v.citizenships = f.citizenships
    where r.emailed
  )
  -- Reading `emails` here is what queues them (a CTE without data-modifying SQL runs when read).
  select coalesce(pg_catalog.array_agg(r.alert_id) filter (where r.emailed), '{}'),
         coalesce(pg_catalog.array_agg(r.alert_id) filter (where not r.emailed), '{}'),
         (select count(*)::integer from emails)
  into emailed_alerts, held_alerts, queued
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

-- The alert emails were the last to write filters, salaries, dates and verdicts in SQL: the
-- worker formats every email now (packages/emails, with @globalhire/data/format).
drop function private.job_alert_filters_text(public.job_alerts);
drop function private.visa_verdict_line(jsonb);
drop function private.format_salary(numeric, numeric, text, text);
drop function private.format_money(numeric, text, boolean);
drop function private.format_date(date, boolean);

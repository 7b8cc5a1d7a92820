-- Job alerts keep the search's city and the currency of their minimum salary, and match a job
-- exactly as /jobs (public.search_jobs) finds it:
--
-- * city: the job's city as stored (the /jobs city facet gives the spelling), as search_jobs.
-- * min_salary + salary_currency: the minimum is a yearly amount in salary_currency (null: US
--   dollars, as search_jobs reads a minimum without a currency), converted into US dollars at the
--   current rate and compared with jobs.salary_max_annual_usd, as search_jobs does. Before, the
--   alert compared jobs.salary_max in the job's own currency, so ¥50,000 passed a £40,000 minimum.
--   salary_currency must be a currency with an exchange rate (rates are never deleted).
-- * Date posted is not kept: an alert sends the jobs that go live after it, whatever their age.
-- * A keyword with no word to match ("the", "!!!") is ignored, as search_jobs ignores it.
--
-- The alert emails now say which filters the alert has (private.job_alert_filters_text).

alter table public.job_alerts
  add column city text check (char_length(city) between 1 and 100),
  add column salary_currency char(3)
    check (salary_currency ~ '^[A-Z]{3}$')
    references public.exchange_rates (currency);

comment on column public.job_alerts.salary_currency is
  'The currency of min_salary (a yearly amount); null means US dollars, as in the job search.';

alter table public.job_alerts drop constraint job_alerts_have_a_filter;
alter table public.job_alerts add constraint job_alerts_have_a_filter check (
  keyword is not null or country is not null or city is not null or category is not null
  or work_type is not null or employment_type is not null or visa_sponsorship or relocation_support
  or min_salary is not null
);

-- As before, plus: the city is trimmed (blank: none) and the currency upper-cased.
create or replace function private.guard_job_alert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := pg_catalog.btrim(new.name);
  new.keyword := nullif(pg_catalog.btrim(new.keyword), '');
  new.city := nullif(pg_catalog.btrim(new.city), '');
  new.salary_currency := pg_catalog.upper(pg_catalog.btrim(new.salary_currency));
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

/**
 * A minimum yearly salary in `currency` as US dollars, read as public.search_jobs reads its
 * min_salary and salary_currency: capped at 10^12, divided by the currency's rate (no or an
 * unknown currency: US dollars), rounded to cents.
 */
create function private.min_salary_usd(amount numeric, currency text)
returns numeric
language sql
stable
set search_path = ''
as $$
  select pg_catalog.round(
    least(min_salary_usd.amount, 1e12)
      / coalesce((select r.per_usd from public.exchange_rates r
                  where r.currency = pg_catalog.upper(pg_catalog.btrim(min_salary_usd.currency))), 1),
    2)
$$;

-- A job matches a keyword: its document matches the fuzzy query, or its company's name does. As
-- in search_jobs, a keyword without a word to match (only punctuation or stop words: "the") is
-- no filter at all; before, an alert with such a keyword matched no job although /jobs showed all.
create or replace function private.job_matches_keyword(j public.jobs, keyword text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select q.fuzzy is null or (
    j.search operator(pg_catalog.@@) q.fuzzy
    or exists (select 1 from public.profiles c
               where c.id = j.company_id
                 and pg_catalog.to_tsvector('english'::regconfig, coalesce(c.company_name, '')) operator(pg_catalog.@@) q.fuzzy))
  from private.job_search_queries(keyword) q
$$;

-- The alert predicate: the search's filters, the city, and the salary on the converted value.
create or replace function private.job_matches_alert(a public.job_alerts, j public.jobs)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (a.keyword is null or private.job_matches_keyword(j, a.keyword))
    and (a.country is null or j.country = a.country)
    and (a.city is null or j.city = a.city)
    and (a.category is null or j.category = a.category)
    and (a.work_type is null or j.work_type = a.work_type)
    and (a.employment_type is null or j.employment_type = a.employment_type)
    and (not a.visa_sponsorship or j.visa_sponsorship)
    and (not a.relocation_support or j.relocation_support)
    and (a.min_salary is null
         or j.salary_max_annual_usd >= private.min_salary_usd(a.min_salary, a.salary_currency))
$$;

/** A country slug in words: 'new-zealand' → 'New Zealand', 'trinidad-and-tobago' → 'Trinidad and Tobago'. */
create function private.country_words(slug text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    pg_catalog.initcap(pg_catalog.replace(slug, '-', ' ')), ' (And|Of|The) ', ' \1 ', 'g')
$$;

/**
 * An alert's filters in words for its emails, as the site names them, e.g.
 * '“nurse” · Toronto · Canada · Healthcare & Medical · Hybrid · Visa sponsorship · Salary from GBP 40,000 per year'.
 */
create function private.job_alert_filters_text(a public.job_alerts)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.array_to_string(array[
    '“' || a.keyword || '”',
    a.city,
    private.country_words(a.country),
    case a.category
      when 'accounting' then 'Accounting & Finance'
      when 'admin' then 'Administration & Office Support'
      when 'agriculture' then 'Agriculture & Agribusiness'
      when 'banking' then 'Banking, Insurance & Investments'
      when 'chemical' then 'Chemical & Process Engineering'
      when 'construction' then 'Construction, Property & Real Estate'
      when 'customer-service' then 'Customer Service & Call Centre'
      when 'education' then 'Education & Training'
      when 'executive' then 'Executive & Senior Management'
      when 'healthcare' then 'Healthcare & Medical'
      when 'hr' then 'Human Resources & Recruitment'
      when 'it' then 'IT, Software & Data'
      when 'legal' then 'Legal & Compliance'
      when 'manufacturing' then 'Manufacturing, Engineering & Operations'
      when 'other' then 'Other / Miscellaneous'
      when 'remote' then 'Remote & Freelance Work'
      when 'retail' then 'Retail, E-commerce & Merchandising'
      when 'sales' then 'Sales, Marketing & Business Development'
      when 'science' then 'Science, Research & Innovation'
      when 'supply-chain' then 'Supply Chain, Logistics & Procurement'
      else a.category end,
    pg_catalog.upper(pg_catalog.left(a.work_type::text, 1)) || pg_catalog.substr(a.work_type::text, 2),
    pg_catalog.upper(pg_catalog.left(a.employment_type::text, 1)) || pg_catalog.substr(a.employment_type::text, 2),
    case when a.visa_sponsorship then 'Visa sponsorship' end,
    case when a.relocation_support then 'Relocation support' end,
    'Salary from ' || coalesce(a.salary_currency, 'USD') || ' '
      || pg_catalog.to_char(a.min_salary, 'FM999,999,999,990') || ' per year'
  ], ' · ')
$$;

/**
 * As before (2026112411001_job_alerts.sql), and the email names the alert's filters under its
 * first line, so the candidate knows what the alert (and its unsubscribe link) is about.
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
    'Jobs matching your ' || alert.frequency::text || ' job alert "' || alert.name || E'":\n'
      || 'Filters: ' || private.job_alert_filters_text(alert) || E'\n\n'
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

revoke execute on function private.send_job_alert(bigint) from public, anon, authenticated;
revoke execute on function private.min_salary_usd(numeric, text) from public, anon, authenticated;
revoke execute on function private.country_words(text) from public, anon, authenticated;
revoke execute on function private.job_alert_filters_text(public.job_alerts) from public, anon, authenticated;

-- Emails written by the database use the site's formats (packages/data/src/format):
-- * dates as formatDate: '23 November 2026', 'Tuesday 16 April 2030' with the weekday
--   (before: a requested document was due 'by 23 Nov 2026');
-- * amounts as formatSalary in the site's number locale (en-US): '$120,000 - $150,000 per year',
--   'From CA$90,000 per year', 'Up to £40 per hour', 'CHF 60,000' (before: alerts said 'USD 40,000').
-- The interview emails, the document request, the job alert's filters and its jobs (now with
-- their salary) use them. supabase/tests/email-formats.test.ts checks the SQL against the
-- TypeScript formatters for every supported currency.

/** formatDate: '23 November 2026'; with `weekday`, 'Monday 23 November 2026'. */
create function private.format_date(day date, weekday boolean default false)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when format_date.weekday then pg_catalog.to_char(format_date.day, 'FMDay') || ' ' else '' end
    || pg_catalog.to_char(format_date.day, 'FMDD FMMonth YYYY')
$$;

/**
 * One amount as Intl.NumberFormat('en-US', { style: 'currency', currencyDisplay: 'symbol' })
 * writes it: the symbol where en-US has one ('$' is the US dollar; other dollars keep their
 * prefix: A$, CA$, NZ$, HK$), otherwise the code and a no-break space ('CHF 60,000'). Whole
 * units unless `fractions` (then two decimals, as formatSalary when either end has cents).
 * Without a currency, the plain number.
 */
create function private.format_money(amount numeric, currency text, fractions boolean default false)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when format_money.amount < 0 then '-' else '' end
    || case pg_catalog.upper(format_money.currency)
         when 'USD' then '$'
         when 'GBP' then '£'
         when 'EUR' then '€'
         when 'CAD' then 'CA$'
         when 'AUD' then 'A$'
         when 'NZD' then 'NZ$'
         when 'JPY' then '¥'
         when 'INR' then '₹'
         when 'HKD' then 'HK$'
         when 'CNY' then 'CN¥'
         else coalesce(pg_catalog.upper(format_money.currency) || pg_catalog.chr(160), '')
       end
    || case when format_money.fractions
         then pg_catalog.to_char(pg_catalog.round(pg_catalog.abs(format_money.amount), 2), 'FM999,999,999,999,990.00')
         else pg_catalog.to_char(pg_catalog.round(pg_catalog.abs(format_money.amount)), 'FM999,999,999,999,990')
       end
$$;

/**
 * formatSalary: '$120,000 - $150,000 per year', one amount when both ends are equal,
 * 'From €28.50 per hour' with only a minimum, 'Up to ¥6,000,000 per year' with only a maximum;
 * null without either. `period` is 'year', 'month' or 'hour' (null: no suffix).
 */
create function private.format_salary(min numeric, max numeric, currency text, period text default null)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with f as (
    select coalesce(format_salary.min <> pg_catalog.trunc(format_salary.min), false)
        or coalesce(format_salary.max <> pg_catalog.trunc(format_salary.max), false) as cents
  )
  select case
      when format_salary.min is not null and format_salary.max is not null then
        case when format_salary.min = format_salary.max
             then private.format_money(format_salary.min, format_salary.currency, f.cents)
             else private.format_money(format_salary.min, format_salary.currency, f.cents) || ' - '
               || private.format_money(format_salary.max, format_salary.currency, f.cents) end
      when format_salary.min is not null then
        'From ' || private.format_money(format_salary.min, format_salary.currency, f.cents)
      else
        'Up to ' || private.format_money(format_salary.max, format_salary.currency, f.cents)
    end
    || case format_salary.period
         when 'year' then ' per year' when 'month' then ' per month' when 'hour' then ' per hour'
         else '' end
  from f
  where format_salary.min is not null or format_salary.max is not null
$$;

-- 'Tuesday 15 January 2030, 21:00 (Australia/Sydney)' or 'Tuesday 15 January 2030, 10:00 UTC', as
-- before (2026112412003), now through private.format_date.
create or replace function private.interview_time_text(at timestamptz, zone text)
returns text
language sql
stable
set search_path = ''
as $$
  with z as (
    select case when interview_time_text.zone is null or not private.is_time_zone(interview_time_text.zone)
                then null else interview_time_text.zone end as zone
  ), t as (
    select interview_time_text.at at time zone coalesce(z.zone, 'UTC') as wall, z.zone from z
  )
  select private.format_date(t.wall::date, true) || ', ' || pg_catalog.to_char(t.wall, 'HH24:MI')
    || case when t.zone is null then ' UTC' else ' (' || t.zone || ')' end
  from t
$$;

-- As before (2026112413003), the due date written as the site writes dates.
create or replace function private.notify_visa_document_requested()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  candidate uuid;
begin
  if new.status <> 'requested' then
    return null;
  end if;
  select v.candidate_id into candidate from public.visa_cases v where v.id = new.case_id;
  perform private.notify(
    candidate, 'visa_document_requested', 'Document requested',
    pg_catalog.format('Our visa team needs: %s%s.', new.name,
      case when new.due_date is not null
           then ' by ' || private.format_date(new.due_date) else '' end),
    '/applicant/visa');
  return null;
end;
$$;

/**
 * As before (202611241801), the minimum salary written as the site's alert filters write it:
 * 'Salary from £40,000 per year'.
 */
create or replace function private.job_alert_filters_text(a public.job_alerts)
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
    'Salary from ' || private.format_salary(a.min_salary, a.min_salary, coalesce(a.salary_currency, 'USD'), 'year')
  ], ' · ')
$$;

/**
 * As before (202611241801), and each job names its salary, as the job cards do, under its
 * company and location.
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
    select j.id, j.title, j.location, coalesce(c.company_name, 'Confidential employer') as company, m.matched_at,
           private.format_salary(j.salary_min, j.salary_max, j.salary_currency, j.salary_period::text) as salary
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
             || coalesce(E'\n' || d.salary, '')
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

revoke execute on function private.format_date(date, boolean) from public, anon, authenticated;
revoke execute on function private.format_money(numeric, text, boolean) from public, anon, authenticated;
revoke execute on function private.format_salary(numeric, numeric, text, text) from public, anon, authenticated;

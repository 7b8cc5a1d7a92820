-- Job alerts follow the visa verdict too: an alert can keep "Jobs I can likely take" (for the
-- alert owner's own citizenships, as on /jobs), and every job in an alert email says its verdict
-- for them. The alert functions are extended whole; only the lines named here change.

alter table public.job_alerts add column likely_takeable boolean not null default false;

-- "Jobs I can likely take" narrows the jobs, so it counts as an alert's filter on its own.
alter table public.job_alerts drop constraint job_alerts_have_a_filter;
alter table public.job_alerts add constraint job_alerts_have_a_filter check (
  keyword is not null or country is not null or city is not null or category is not null
  or work_type is not null or employment_type is not null or visa_sponsorship or relocation_support
  or min_salary is not null or likely_takeable
);

comment on column public.job_alerts.likely_takeable is
  'Only jobs the candidate can likely take for their own citizenships (no visa needed, a treaty route, likely sponsorable).';

-- Whether the candidate can likely take the job, for the citizenships in their profile.
create function private.candidate_can_likely_take(candidate uuid, job public.jobs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.visa_fit_of(job,
    coalesce((select c.citizenships from public.candidate_citizenships c where c.candidate_id = candidate), '{}'),
    current_date) ->> 'verdict' in ('no_visa_needed', 'treaty_route', 'likely_sponsorable')
$$;

-- A verdict as an email's line, in the words the site uses for it (visaVerdictLabels in
-- @globalhire/data; a test keeps the two in step), with the route when there is one.
create function private.visa_verdict_line(fit jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Visa: ' || case fit ->> 'verdict'
      when 'no_visa_needed' then 'No visa needed'
      when 'treaty_route' then 'Treaty route'
      when 'likely_sponsorable' then 'Likely sponsorable'
      when 'salary_below_threshold' then 'Salary below threshold'
      when 'occupation_not_eligible' then 'Occupation not eligible'
      when 'employer_not_licensed' then 'Employer not licensed'
      else 'Visa fit unknown' end
    || coalesce(' (' || (fit -> 'route' ->> 'name') || ')', '')
$$;

revoke execute on function private.candidate_can_likely_take(uuid, public.jobs) from public, anon, authenticated;

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
    and (not a.likely_takeable or private.candidate_can_likely_take(a.candidate_id, j))
$$;

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
    case when a.likely_takeable then 'Jobs I can likely take' end,
    'Salary from ' || private.format_salary(a.min_salary, a.min_salary, coalesce(a.salary_currency, 'USD'), 'year')
  ], ' · ')
$$;

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
           private.format_salary(j.salary_min, j.salary_max, j.salary_currency, j.salary_period::text) as salary,
           private.visa_verdict_line(private.visa_fit_of(j, mine.citizenships, current_date)) as visa
    from private.job_alert_matches m
    join public.jobs j on j.id = m.job_id
    cross join (select coalesce((select cc.citizenships from public.candidate_citizenships cc
                                 where cc.candidate_id = alert.candidate_id), '{}') as citizenships) mine
    left join public.profiles c on c.id = j.company_id
    where m.alert_id = alert.id and m.sent_at is null
      and j.approved is true and j.status = 'published'
      and (j.expires_at is null or j.expires_at > pg_catalog.now())
  )
  select count(*)::integer,
         pg_catalog.string_agg(
           d.title || E'\n' || d.company || case when d.location <> '' then ' · ' || d.location else '' end
             || coalesce(E'\n' || d.salary, '')
             || E'\n' || d.visa
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

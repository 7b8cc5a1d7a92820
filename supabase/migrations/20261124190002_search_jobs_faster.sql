-- public.search_jobs, faster: the same answer, read differently.
-- - Security definer, reading exactly what the live-jobs policy lets anyone read (approved,
--   published, not expired, employer not blocked; the company's name and slug). As the visitor,
--   with row-level security on, Postgres may not use the full-text index for `@@` (it is not
--   leakproof), so it tested every live job against the keyword. Admins and employers now get
--   the same public search as everyone (their own unpublished jobs were never in it).
-- - The facets and the total sum private.live_job_counts (see 20261124190001) when the search
--   filters only on facet columns; otherwise the matching jobs, grouped first by every facet
--   column so the grouping sets sum a few rows instead of counting every job seven times.
-- - Jobs of blocked employers are left out for every caller (admins included), as in the counts.
-- - Newest first within a country or category walks that column's index (see order_sql).

create or replace function public.search_jobs(
  keyword text default null,
  country text default null,
  city text default null,
  category text default null,
  work_type text default null,
  employment_type text default null,
  posted_within text default null,
  visa_sponsorship boolean default false,
  relocation_support boolean default false,
  min_salary numeric default null,
  salary_currency text default null,
  sort text default null,
  page integer default 1,
  page_size integer default 20,
  at timestamptz default null
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ex tsquery;
  px tsquery;
  fz tsquery;
  companies uuid[];
  rate numeric;
  min_usd numeric;
  since timestamptz;
  now_at timestamptz := coalesce(search_jobs.at, pg_catalog.now());
  v_sort text;
  v_work_type public.work_type;
  v_employment_type public.employment_type;
  v_page integer := least(greatest(coalesce(search_jobs.page, 1), 1), 10000);
  v_size integer := least(greatest(coalesce(search_jobs.page_size, 20), 1), 100);
  matches text := '';
  rank_sql text := '0::real';
  f_country text := 'true';
  f_city text := 'true';
  f_category text := 'true';
  f_work text := 'true';
  f_employment text := 'true';
  f_posted text := 'true';
  age_posted text := 'true';
  page_country text;
  page_category text;
  facet_source text;
  min_band smallint;
  min_band_top numeric;
  scan text;
  order_sql text;
  jobs jsonb;
  facet_rows jsonb;
  total bigint;
begin
  if search_jobs.keyword is not null and pg_catalog.btrim(search_jobs.keyword) <> '' then
    select s.exact, s.prefix, s.fuzzy into ex, px, fz from private.job_search_queries(search_jobs.keyword) s;
  end if;
  if fz is not null then
    select pg_catalog.array_agg(c.id) into companies from public.profiles c
    where c.user_type = 'employer'
      and pg_catalog.to_tsvector('english'::regconfig, coalesce(c.company_name, '')) operator(pg_catalog.@@) fz;
    matches := ' and (j.search operator(pg_catalog.@@) $1 or j.company_id = any($4))';
    rank_sql := '(4 * pg_catalog.ts_rank(''{0.1, 0.2, 0.4, 1.0}'', j.search, $3)'
      || ' + 2 * pg_catalog.ts_rank(''{0.1, 0.2, 0.4, 1.0}'', j.search, $2)'
      || ' + pg_catalog.ts_rank(''{0.1, 0.2, 0.4, 1.0}'', j.search, $1)'
      || ' + case when j.company_id = any($4) then 0.5 else 0 end)::real';
  end if;
  -- A keyword of only punctuation, emoji or stop words ("the") has no word to match: ignored.

  if search_jobs.work_type in ('remote', 'on-site', 'hybrid') then
    v_work_type := search_jobs.work_type::public.work_type;
  end if;
  if search_jobs.employment_type in ('full-time', 'part-time', 'contract', 'temporary', 'internship') then
    v_employment_type := search_jobs.employment_type::public.employment_type;
  end if;
  since := case search_jobs.posted_within
    when '24h' then now_at - interval '24 hours'
    when '7d' then now_at - interval '7 days'
    when '30d' then now_at - interval '30 days'
  end;
  if search_jobs.salary_currency is not null then
    select r.per_usd into rate from public.exchange_rates r
    where r.currency = pg_catalog.upper(pg_catalog.btrim(search_jobs.salary_currency));
  end if;
  if search_jobs.min_salary > 0 then
    min_usd := pg_catalog.round(least(search_jobs.min_salary, 1e12) / coalesce(rate, 1), 2);
    -- An unknown currency is ignored: the amount is read as US dollars.
  end if;

  if search_jobs.country is not null then f_country := 'j.country = $5'; end if;
  if search_jobs.city is not null then f_city := 'j.city = $6'; end if;
  if search_jobs.category is not null then f_category := 'j.category = $7'; end if;
  if v_work_type is not null then f_work := 'j.work_type = $8'; end if;
  if v_employment_type is not null then f_employment := 'j.employment_type = $9'; end if;
  if since is not null then
    f_posted := 'j.created_at >= $10';
    age_posted := 'j.age <= ' || case search_jobs.posted_within when '24h' then 1 when '7d' then 2 else 3 end;
  end if;

  scan := 'from public.jobs j where j.approved is true and j.status = ''published'''
    || ' and (j.expires_at is null or j.expires_at > pg_catalog.now())'
    || ' and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))' || matches
    || case when search_jobs.visa_sponsorship then ' and j.visa_sponsorship' else '' end
    || case when search_jobs.relocation_support then ' and j.relocation_support' else '' end
    || case when min_usd is not null then ' and j.salary_max_annual_usd >= $11' else '' end;

  v_sort := case
    when search_jobs.sort in ('relevance', 'newest', 'salary') then search_jobs.sort
    when fz is not null then 'relevance'
    else 'newest' end;
  if v_sort = 'relevance' and fz is null then v_sort := 'newest'; end if;
  order_sql := case v_sort
    when 'relevance' then 'rank desc, created_at desc, id desc'
    when 'salary' then 'salary_max_annual_usd desc nulls last, id desc'
    else 'created_at desc, id desc' end;
  -- Newest in one country (or category) reads one page of the (country, created_at, id) index,
  -- on PGlite and PostgreSQL alike. With `country = $5` the planner may walk the date index
  -- instead and discard every other country's jobs (on PostgreSQL 15, 84k rows for a country
  -- whose jobs are not the newest): it costs that walk as if the country's jobs were spread
  -- evenly over time. Written as a range of one value and ordered by the column first, only
  -- that index gives the order without sorting every match, so it is the plan on both.
  page_country := f_country;
  page_category := f_category;
  if v_sort = 'newest' and search_jobs.country is not null then
    page_country := 'j.country >= $5 and j.country <= $5';
    order_sql := 'country, ' || order_sql;
  elsif v_sort = 'newest' and search_jobs.category is not null then
    page_category := 'j.category >= $7 and j.category <= $7';
    order_sql := 'category, ' || order_sql;
  end if;

  -- The page.
  execute 'select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('
    || '''id'', p.id, ''title'', p.title, ''country'', p.country, ''city'', p.city, ''location'', p.location,'
    || '''category'', p.category, ''work_type'', p.work_type, ''employment_type'', p.employment_type,'
    || '''salary_min'', p.salary_min, ''salary_max'', p.salary_max, ''salary_currency'', p.salary_currency,'
    || '''salary_period'', p.salary_period, ''visa_sponsorship'', p.visa_sponsorship,'
    || '''relocation_support'', p.relocation_support, ''featured'', p.featured, ''created_at'', p.created_at,'
    || '''published_at'', p.published_at,'
    || '''company'', case when c.id is null then null else pg_catalog.jsonb_build_object(''company_name'', c.company_name, ''slug'', c.slug) end,'
    || '''salary_converted'', case when $12 is null or p.salary_min_annual_usd is null then null else pg_catalog.jsonb_build_object('
    || '''min'', pg_catalog.round(p.salary_min_annual_usd * $12), ''max'', pg_catalog.round(p.salary_max_annual_usd * $12), ''currency'', $13) end'
    || ') order by p.ord), ''[]''::jsonb) from ('
    || 'select s.*, pg_catalog.row_number() over () as ord from ('
    || 'select j.id, j.title, j.country, j.city, j.location, j.category, j.work_type, j.employment_type,'
    || ' j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.visa_sponsorship, j.relocation_support,'
    || ' j.featured, j.created_at, j.published_at, j.company_id, j.salary_min_annual_usd, j.salary_max_annual_usd, '
    || rank_sql || ' as rank '
    || scan || ' and ' || page_country || ' and ' || f_city || ' and ' || page_category || ' and ' || f_work
    || ' and ' || f_employment || ' and ' || f_posted
    || ' order by ' || order_sql || ' limit $14 offset $15) s) p'
    || ' left join public.profiles c on c.id = p.company_id'
    into jobs
    using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
      v_work_type, v_employment_type, since, min_usd, rate, pg_catalog.upper(pg_catalog.btrim(search_jobs.salary_currency)),
      v_size, (v_page - 1) * v_size;

  -- The total and the facets in one pass over jobs grouped by every facet column and age. Each
  -- grouping set sums the rows that pass every filter but its own. Without a keyword the rows
  -- are the kept counts (private.live_job_counts, a row per combination of values); a minimum
  -- salary takes the salary bands above the one holding it, plus that band's matching jobs
  -- counted one by one. With a keyword, the matching jobs grouped.
  if fz is null then
    facet_source := 'select j.country, j.city, j.category, j.work_type, j.employment_type, j.age, j.n'
      || ' from private.live_job_counts_at($16) j where true'
      || case when search_jobs.visa_sponsorship then ' and j.visa_sponsorship' else '' end
      || case when search_jobs.relocation_support then ' and j.relocation_support' else '' end;
    if min_usd is not null then
      min_band := private.salary_band(min_usd);
      -- Above every salary of the band (the band itself is checked exactly; this bounds the index range).
      min_band_top := case when min_band >= 250 then 1e15 else 1001 * pg_catalog.power(1.05, min_band) end;
      facet_source := facet_source || ' and j.salary_band > $17 union all '
        || 'select j.country, j.city, j.category, j.work_type, j.employment_type,'
        || ' private.job_age(j.created_at, $16) as age, pg_catalog.count(*)::integer as n '
        || scan || ' and j.salary_max_annual_usd < $18'
        || ' and private.salary_band(j.salary_max_annual_usd) = $17 group by 1, 2, 3, 4, 5, 6';
    end if;
  else
    facet_source := 'select j.country, j.city, j.category, j.work_type, j.employment_type,'
      || ' private.job_age(j.created_at, $16) as age, pg_catalog.count(*)::integer as n '
      || scan || ' group by 1, 2, 3, 4, 5, 6';
  end if;
  execute 'select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(''set'', g.set, ''value'', g.value, ''count'', g.n)) from ('
    || 'select grouping(ok_all, country, city, category, work_type, employment_type, age) as set,'
    || ' coalesce(country, city, category, work_type::text, employment_type::text, age::text) as value, pg_catalog.sum(n) as n,'
    || ' ok_all, ok_country, ok_city, ok_category, ok_work, ok_employment, ok_posted from ('
    || 'select j.*,'
    || ' (' || f_country || ' and ' || f_city || ' and ' || f_category || ' and ' || f_work || ' and ' || f_employment || ' and ' || age_posted || ') as ok_all,'
    || ' (' || f_city || ' and ' || f_category || ' and ' || f_work || ' and ' || f_employment || ' and ' || age_posted || ') as ok_country,'
    || ' (' || f_country || ' and ' || f_category || ' and ' || f_work || ' and ' || f_employment || ' and ' || age_posted || ') as ok_city,'
    || ' (' || f_country || ' and ' || f_city || ' and ' || f_work || ' and ' || f_employment || ' and ' || age_posted || ') as ok_category,'
    || ' (' || f_country || ' and ' || f_city || ' and ' || f_category || ' and ' || f_employment || ' and ' || age_posted || ') as ok_work,'
    || ' (' || f_country || ' and ' || f_city || ' and ' || f_category || ' and ' || f_work || ' and ' || age_posted || ') as ok_employment,'
    || ' (' || f_country || ' and ' || f_city || ' and ' || f_category || ' and ' || f_work || ' and ' || f_employment || ') as ok_posted '
    || 'from (' || facet_source || ') j) r group by grouping sets ((ok_all), (country, ok_country), (city, ok_city), (category, ok_category),'
    || ' (work_type, ok_work), (employment_type, ok_employment), (age, ok_posted))'
    || ' having pg_catalog.sum(n) > 0) g'
    || ' where coalesce(g.ok_all, g.ok_country, g.ok_city, g.ok_category, g.ok_work, g.ok_employment, g.ok_posted)'
    into facet_rows
    using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
      v_work_type, v_employment_type, since, min_usd, rate, null::text, v_size, 0, now_at,
      min_band, min_band_top;

  select coalesce(sum((f ->> 'count')::bigint), 0) into total
  from pg_catalog.jsonb_array_elements(coalesce(facet_rows, '[]'::jsonb)) f
  where (f ->> 'set')::integer = 63;

  return pg_catalog.jsonb_build_object(
    'total', total,
    'sort', v_sort,
    'jobs', jobs,
    'facets', private.search_facets(coalesce(facet_rows, '[]'::jsonb)));
end;
$$;


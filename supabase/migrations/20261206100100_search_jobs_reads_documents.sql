-- public.search_jobs reads a keyword's matches from the search documents
-- (private.job_search_documents, previous migration) and answers the page and the facet counts
-- from one read of them; only the page's jobs are then read from public.jobs, by id. Without a
-- keyword nothing changes (the page walks an index, the counts are the kept counts).
--
-- Counts are exact up to 1,000 results. A keyword that matches thousands of jobs ("engineer")
-- is answered as the big boards answer it:
-- - a sample of about 4,000 documents (tablesample system, the same sample every time) estimates
--   how many jobs match and the facet counts;
-- - when it estimates more than 2,000 matches, the page is ranked among a window of about 2,000
--   results: those from the sample's cutoff on in the page's order (newest first for newest and
--   relevance, best paid first for salary), read through the documents' indexes;
-- - the answer says what is estimated: total_exact (false: more than 1,000 results for certain,
--   and the total is an estimate), facets_exact, exact_up_to (1,000) and pageable (how many
--   results the pages reach: the window).
-- When the sample misleads (the window holds 1,000 results or fewer), the search counts exactly.
-- The answer gains those four fields; the signature is unchanged.

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
  at timestamptz default null,
  likely_takeable boolean default false,
  citizenships text[] default null
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
  takeable text := '';
  free_countries text[];
  opened_routes bigint[];
  visa_jobs text;
  counts_source text := 'private.live_job_counts_at($16)';
  doc_where text;
  card_sql text;
  facet_open text;
  facet_close text;
  result_filters text;
  ranked_page text;
  -- Counts are exact up to exact_up_to results; above it the search may estimate them from a
  -- sample of about sample_rows documents and rank a window of about window_rows results.
  exact_up_to constant integer := 1000;
  sample_rows constant integer := 4000;
  window_rows constant integer := 2000;
  doc_rows real;
  sample_pct numeric;
  sample_n bigint;
  key_col text;
  key_type text;
  cutoff text;
  window_n bigint;
  certain bigint;
  estimated boolean := false;
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

  -- "Jobs I can likely take": free movement in the job's country, or a kept profile
  -- (private.job_visa_profiles) that is likely sponsorable or on a treaty route the reader's
  -- citizenships open. Without free movement anywhere, the search starts from those few profiles.
  if search_jobs.likely_takeable then
    select coalesce(pg_catalog.array_agg(distinct r.destination) filter (where r.right_kind = 'free_movement'), '{}'),
           coalesce(pg_catalog.array_agg(distinct r.route_id) filter (where r.right_kind = 'treaty'), '{}')
      into free_countries, opened_routes
    from public.visa_citizenship_rights r
    where r.retired_at is null
      and r.citizenship = any (private.citizenships_for_verdict(search_jobs.citizenships));
    visa_jobs := 'j.id in (select v.job_id from private.job_visa_profiles v'
      || ' where v.sponsorable or v.treaty_routes operator(pg_catalog.&&) $20)';
    takeable := case when pg_catalog.cardinality(free_countries) = 0 then ' and ' || visa_jobs
      else ' and (j.country = any ($19) or ' || visa_jobs || ')' end;
    -- The facets: the kept counts of the free-movement countries and the kept visa counts elsewhere.
    counts_source := '(select v.* from private.live_job_visa_counts_at($16, $20, $19) v'
      || case when pg_catalog.cardinality(free_countries) = 0 then ''
         else ' union all select c.* from private.live_job_counts_at($16) c where c.country = any ($19)' end || ')';
  end if;

  scan := 'from public.jobs j where j.approved is true and j.status = ''published'''
    || ' and (j.expires_at is null or j.expires_at > pg_catalog.now())'
    || ' and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))' || matches
    || case when search_jobs.visa_sponsorship then ' and j.visa_sponsorship' else '' end
    || case when search_jobs.relocation_support then ' and j.relocation_support' else '' end
    || case when min_usd is not null then ' and j.salary_max_annual_usd >= $11' else '' end
    || takeable;
  -- The same rows for a keyword, from the narrow search documents (same column names).
  doc_where := '(j.expires_at is null or j.expires_at > pg_catalog.now())'
    || ' and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))' || matches
    || case when search_jobs.visa_sponsorship then ' and j.visa_sponsorship' else '' end
    || case when search_jobs.relocation_support then ' and j.relocation_support' else '' end
    || case when min_usd is not null then ' and j.salary_max_annual_usd >= $11' else '' end
    || takeable;

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

  -- A page's cards, from p: the page's jobs (public.jobs columns) in order (p.ord).
  card_sql := 'select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('
    || '''id'', p.id, ''title'', p.title, ''country'', p.country, ''city'', p.city, ''location'', p.location,'
    || '''category'', p.category, ''work_type'', p.work_type, ''employment_type'', p.employment_type,'
    || '''salary_min'', p.salary_min, ''salary_max'', p.salary_max, ''salary_currency'', p.salary_currency,'
    || '''salary_period'', p.salary_period, ''visa_sponsorship'', p.visa_sponsorship,'
    || '''relocation_support'', p.relocation_support, ''featured'', p.featured, ''created_at'', p.created_at,'
    || '''published_at'', p.published_at,'
    || '''company'', case when c.id is null then null else pg_catalog.jsonb_build_object(''company_name'', c.company_name, ''slug'', c.slug) end,'
    || '''salary_converted'', case when $12 is null or p.salary_min_annual_usd is null then null else pg_catalog.jsonb_build_object('
    || '''min'', pg_catalog.round(p.salary_min_annual_usd * $12), ''max'', pg_catalog.round(p.salary_max_annual_usd * $12), ''currency'', $13) end'
    || ') order by p.ord), ''[]''::jsonb) from (';

  -- The total and the facets in one pass over rows grouped by every facet column and age. Each
  -- grouping set sums the rows that pass every filter but its own. Without a keyword the rows
  -- are the kept counts (private.live_job_counts, a row per combination of values, or with
  -- "Jobs I can likely take" the rows of counts_source); a minimum salary takes the salary
  -- bands above the one holding it, plus that band's matching jobs counted one by one. With a
  -- keyword, the matching documents (or a sample of them) grouped.
  facet_open := 'select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(''set'', g.set, ''value'', g.value, ''count'', g.n)) from ('
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
    || 'from (';
  facet_close := ') j) r group by grouping sets ((ok_all), (country, ok_country), (city, ok_city), (category, ok_category),'
    || ' (work_type, ok_work), (employment_type, ok_employment), (age, ok_posted))'
    || ' having pg_catalog.sum(n) > 0) g'
    || ' where coalesce(g.ok_all, g.ok_country, g.ok_city, g.ok_category, g.ok_work, g.ok_employment, g.ok_posted)';
  -- Every filter of the results (the facets leave out their own).
  result_filters := f_country || ' and ' || f_city || ' and ' || f_category || ' and ' || f_work
    || ' and ' || f_employment || ' and ' || f_posted;
  -- The page's jobs in order among the rows of `ranked` (id, company_id, created_at,
  -- salary_max_annual_usd, search), read from public.jobs by id.
  ranked_page := 'select jj.*, o.ord from (select j.id, pg_catalog.row_number() over (order by ' || order_sql || ') as ord'
    || ' from (select j.*, ' || rank_sql || ' as rank from ranked j) j'
    || ' order by ' || order_sql || ' limit $14 offset $15) o join public.jobs jj on jj.id = o.id) p'
    || ' left join public.profiles c on c.id = p.company_id';

  if fz is null then
    if min_usd is not null then
      min_band := private.salary_band(min_usd);
      -- Above every salary of the band (the band itself is checked exactly; this bounds the index range).
      min_band_top := case when min_band >= 250 then 1e15 else 1001 * pg_catalog.power(1.05, min_band) end;
    end if;
    facet_source := 'select j.country, j.city, j.category, j.work_type, j.employment_type, j.age, j.n'
      || ' from ' || counts_source || ' j where true'
      || case when search_jobs.visa_sponsorship then ' and j.visa_sponsorship' else '' end
      || case when search_jobs.relocation_support then ' and j.relocation_support' else '' end
      || case when min_usd is null then '' else ' and j.salary_band > $17 union all '
        || 'select j.country, j.city, j.category, j.work_type, j.employment_type,'
        || ' private.job_age(j.created_at, $16) as age, pg_catalog.count(*)::integer as n '
        || scan || ' and j.salary_max_annual_usd < $18'
        || ' and private.salary_band(j.salary_max_annual_usd) = $17 group by 1, 2, 3, 4, 5, 6' end;
    -- The page (one walk of an index, stopped after the page) and the facets.
    execute 'select (' || card_sql
      || 'select s.*, pg_catalog.row_number() over () as ord from ('
      || 'select j.id, j.title, j.country, j.city, j.location, j.category, j.work_type, j.employment_type,'
      || ' j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.visa_sponsorship, j.relocation_support,'
      || ' j.featured, j.created_at, j.published_at, j.company_id, j.salary_min_annual_usd, j.salary_max_annual_usd '
      || scan || ' and ' || page_country || ' and ' || f_city || ' and ' || page_category || ' and ' || f_work
      || ' and ' || f_employment || ' and ' || f_posted
      || ' order by ' || order_sql || ' limit $14 offset $15) s) p'
      || ' left join public.profiles c on c.id = p.company_id'
      || '), (' || facet_open || facet_source || facet_close || ')'
      into jobs, facet_rows
      using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
        v_work_type, v_employment_type, since, min_usd, rate, pg_catalog.upper(pg_catalog.btrim(search_jobs.salary_currency)),
        v_size, (v_page - 1) * v_size, now_at, min_band, min_band_top, free_countries, opened_routes;
  else
    -- A keyword that matches many jobs is answered from a sample first (see the header).
    select c.reltuples into doc_rows from pg_catalog.pg_class c
    where c.oid = 'private.job_search_documents'::pg_catalog.regclass;
    if doc_rows > sample_rows then
      sample_pct := 100.0 * sample_rows / doc_rows;
      key_col := case when v_sort = 'salary' then 'j.salary_max_annual_usd' else 'j.created_at' end;
      key_type := case when v_sort = 'salary' then 'numeric' else 'timestamptz' end;
      execute 'with sampled as materialized (select j.created_at, j.salary_max_annual_usd, j.country, j.city,'
        || ' j.category, j.work_type, j.employment_type, private.job_age(j.created_at, $16) as age'
        || ' from private.job_search_documents j tablesample system ($21) repeatable (0) where ' || doc_where || ')'
        || ' select (select pg_catalog.count(*) from sampled),'
        || ' (select ' || key_col || '::text from sampled j where ' || result_filters
        || ' order by ' || key_col || ' desc nulls last offset $23 - 1 limit 1), ('
        || facet_open || 'select j.country, j.city, j.category, j.work_type, j.employment_type, j.age,'
        || ' pg_catalog.round(pg_catalog.count(*) * $22)::integer as n from sampled j group by 1, 2, 3, 4, 5, 6'
        || facet_close || ')'
        into sample_n, cutoff, facet_rows
        using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
          v_work_type, v_employment_type, since, min_usd, rate, null::text, v_size, 0, now_at,
          null::smallint, null::numeric, free_countries, opened_routes,
          sample_pct, 100 / sample_pct, pg_catalog.ceil(window_rows * sample_pct / 100)::integer;
      if sample_n * 100 / sample_pct > 2 * exact_up_to then
        -- The window: every result from the sample's cutoff on in the page's order (newest, or
        -- best paid), about window_rows of them, or every result when the sample had fewer.
        execute 'with ranked as materialized (select j.id, j.company_id, j.created_at, j.salary_max_annual_usd,'
          || ' j.country, j.category, j.search'
          || ' from private.job_search_documents j where ' || doc_where || ' and ' || result_filters
          || case when cutoff is null then '' else ' and ' || key_col || ' >= $24::' || key_type end
          || ') select (select pg_catalog.count(*) from ranked), (' || card_sql || ranked_page || ')'
          into window_n, jobs
          using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
            v_work_type, v_employment_type, since, min_usd, rate, pg_catalog.upper(pg_catalog.btrim(search_jobs.salary_currency)),
            v_size, (v_page - 1) * v_size, now_at, null::smallint, null::numeric, free_countries, opened_routes,
            null::numeric, null::numeric, null::integer, cutoff;
        if cutoff is not null then
          -- More than exact_up_to results for certain: the total is the sample's estimate.
          estimated := window_n > exact_up_to;
        else
          -- Every result read (their total is exact); the facets count the keyword's matches in
          -- other places too, estimated once more than exact_up_to of those are certain.
          execute 'select pg_catalog.count(*) from (select 1 from private.job_search_documents j where '
            || doc_where || ' limit $21) m'
            into certain
            using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
              v_work_type, v_employment_type, since, min_usd, rate, null::text, v_size, 0, now_at,
              null::smallint, null::numeric, free_countries, opened_routes, exact_up_to + 1;
          estimated := certain > exact_up_to;
        end if;
      end if;
    end if;
    if not estimated then
      -- Every match read once (ranked); the page ranks those that pass every filter, the facets
      -- group them all.
      execute 'with matched as materialized (select j.id, j.company_id, j.created_at, j.salary_max_annual_usd,'
        || ' j.country, j.city, j.category, j.work_type, j.employment_type, j.search,'
        || ' private.job_age(j.created_at, $16) as age from private.job_search_documents j where ' || doc_where || '),'
        || ' ranked as (select * from matched j where ' || result_filters || ') select ('
        || card_sql || ranked_page || '), (' || facet_open
        || 'select j.country, j.city, j.category, j.work_type, j.employment_type, j.age,'
        || ' pg_catalog.count(*)::integer as n from matched j group by 1, 2, 3, 4, 5, 6' || facet_close || ')'
        into jobs, facet_rows
        using fz, px, ex, companies, search_jobs.country, search_jobs.city, search_jobs.category,
          v_work_type, v_employment_type, since, min_usd, rate, pg_catalog.upper(pg_catalog.btrim(search_jobs.salary_currency)),
          v_size, (v_page - 1) * v_size, now_at, null::smallint, null::numeric, free_countries, opened_routes;
    end if;
  end if;

  select coalesce(sum((f ->> 'count')::bigint), 0) into total
  from pg_catalog.jsonb_array_elements(coalesce(facet_rows, '[]'::jsonb)) f
  where (f ->> 'set')::integer = 63;
  if estimated then
    total := case when cutoff is null then window_n else greatest(total, window_n) end;
  end if;

  return pg_catalog.jsonb_build_object(
    'total', total,
    'total_exact', not estimated or cutoff is null,
    'facets_exact', not estimated,
    'exact_up_to', exact_up_to,
    'pageable', case when estimated then window_n else total end,
    'sort', v_sort,
    'jobs', jobs,
    'facets', private.search_facets(coalesce(facet_rows, '[]'::jsonb)));
end;
$$;

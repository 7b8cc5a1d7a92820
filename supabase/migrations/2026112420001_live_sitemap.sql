-- The live sitemap: the site's server answers /sitemap.xml and /sitemap-N.xml
-- from the database on each request, so a job approved a minute ago is listed and an expired one
-- is gone. Two calls, each one JSON value (a scalar is never cut by PostgREST's max-rows, so a
-- page of 50,000 URLs is one round trip, not 50 of 1,000 rows):
--
--   public.sitemap_summary(page_size, reserved) → { total, page_size, reserved,
--     employers|articles|jobs: { count, lastmod }, files: [lastmod of file 1, file 2, …] }
--   public.sitemap_page(page, page_size, reserved) → [{ type, key, lastmod }, …]
--
-- The URLs are the public pages backed by rows, in one stable order: company pages
-- (/employers/<slug>) by profile id, published articles (/blog/<slug>) by id, live jobs
-- (/jobs/<id>) by id. `reserved` is the number of places the caller fills before them in file 1
-- (the site's static pages), so the database's pages line up with the site's files: file N holds
-- positions [(N-1)·page_size, N·page_size) of (reserved places, then the rows); a file of
-- reserved places only is an empty page. page_size and reserved are clamped to 1..50,000 and
-- 0..50,000 (the sitemap protocol's limit of URLs per file), page to 1 and up.
--
-- Security invoker throughout: the rows are read through the caller's row-level security and
-- column grants, and each view also states the public rule itself, so a signed-in admin or the
-- service role gets the same public sitemap as a visitor. lastmod is a W3C datetime in UTC:
-- a job's and an article's updated_at; a company page's is its creation or the latest change to
-- one of its live jobs (the page lists them). Profiles' updated_at is not readable by visitors,
-- and it moves with private fields too, so company text edits are not reflected.

-- Live jobs of employers who are not blocked: the policy "Anyone can read live jobs of employers
-- who are not blocked", in the id order the pages walk.
create index jobs_live_id_idx on public.jobs (id) include (updated_at, expires_at, company_id)
  where approved is true and status = 'published';

create view private.sitemap_jobs with (security_invoker = true) as
select j.id, j.company_id, j.updated_at as lastmod
from public.jobs j
where j.approved is true and j.status = 'published'
  and (j.expires_at is null or j.expires_at > now())
  and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]));

-- Published articles.
create view private.sitemap_articles with (security_invoker = true) as
select a.id, a.slug, a.updated_at as lastmod
from public.articles a
where a.status = 'published';

-- Company pages: the policy "Anyone can read the profiles of verified employers who are not
-- blocked", with a slug (the page's address).
create view private.sitemap_employers with (security_invoker = true) as
select p.id, p.slug,
  greatest(p.created_at, (select max(j.lastmod) from private.sitemap_jobs j where j.company_id = p.id)) as lastmod
from public.profiles p
where p.user_type = 'employer' and p.slug is not null
  and not (p.id = any ((select private.blocked_account_ids())::uuid[]))
  and (p.employer_status in ('verified', 'premium') or private.has_live_jobs(p.id));

revoke all on private.sitemap_jobs, private.sitemap_articles, private.sitemap_employers from public;
grant select on private.sitemap_jobs, private.sitemap_articles, private.sitemap_employers
  to anon, authenticated, service_role;

-- A moment as a W3C datetime in UTC, to the second: 2026-11-24T20:00:00Z.
create function private.w3c_datetime(t timestamptz)
returns text
language sql
stable
parallel safe
as $$ select pg_catalog.to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') $$;

revoke execute on function private.w3c_datetime(timestamptz) from public;
grant execute on function private.w3c_datetime(timestamptz) to anon, authenticated, service_role;

create function public.sitemap_summary(page_size integer default 50000, reserved integer default 0)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_size integer := least(greatest(coalesce(sitemap_summary.page_size, 50000), 1), 50000);
  v_reserved integer := least(greatest(coalesce(sitemap_summary.reserved, 0), 0), 50000);
  n_employers bigint;
  n_articles bigint;
  n_jobs bigint;
  m_employers timestamptz;
  m_articles timestamptz;
  m_jobs timestamptz;
  n_files bigint;
  files jsonb;
begin
  select count(*), max(e.lastmod) into n_employers, m_employers from private.sitemap_employers e;
  select count(*), max(a.lastmod) into n_articles, m_articles from private.sitemap_articles a;
  select count(*), max(j.lastmod) into n_jobs, m_jobs from private.sitemap_jobs j;
  n_files := greatest((v_reserved + n_employers + n_articles + n_jobs + v_size - 1) / v_size, 1);

  -- Each file's lastmod: the latest of the rows placed in it (null for a file of reserved places).
  with placed as (
    select v_reserved + pg_catalog.row_number() over (order by e.id) - 1 as pos, e.lastmod
    from private.sitemap_employers e
    union all
    select v_reserved + n_employers + pg_catalog.row_number() over (order by a.id) - 1, a.lastmod
    from private.sitemap_articles a
    union all
    select v_reserved + n_employers + n_articles + pg_catalog.row_number() over (order by j.id) - 1, j.lastmod
    from private.sitemap_jobs j
  ),
  per_file as (
    select p.pos / v_size as file, max(p.lastmod) as lastmod from placed p group by 1
  )
  select pg_catalog.jsonb_agg(private.w3c_datetime(f.lastmod) order by s.file)
  into files
  from pg_catalog.generate_series(0::bigint, n_files - 1) s(file)
  left join per_file f on f.file = s.file;

  return pg_catalog.jsonb_build_object(
    'total', n_employers + n_articles + n_jobs,
    'page_size', v_size,
    'reserved', v_reserved,
    'employers', pg_catalog.jsonb_build_object('count', n_employers, 'lastmod', private.w3c_datetime(m_employers)),
    'articles', pg_catalog.jsonb_build_object('count', n_articles, 'lastmod', private.w3c_datetime(m_articles)),
    'jobs', pg_catalog.jsonb_build_object('count', n_jobs, 'lastmod', private.w3c_datetime(m_jobs)),
    'files', files
  );
end;
$$;

create function public.sitemap_page(page integer default 1, page_size integer default 50000, reserved integer default 0)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_size integer := least(greatest(coalesce(sitemap_page.page_size, 50000), 1), 50000);
  v_reserved integer := least(greatest(coalesce(sitemap_page.reserved, 0), 0), 50000);
  v_page integer := greatest(coalesce(sitemap_page.page, 1), 1);
  -- The page's rows as positions among (employers, articles, jobs): [v_from, v_to).
  v_from bigint := greatest((v_page::bigint - 1) * v_size - v_reserved, 0);
  v_to bigint := v_page::bigint * v_size - v_reserved;
  n_employers bigint;
  n_articles bigint;
  employers jsonb;
  articles jsonb;
  jobs jsonb;
begin
  if v_to <= v_from then
    return '[]'::jsonb;
  end if;
  select count(*) into n_employers from private.sitemap_employers;
  select count(*) into n_articles from private.sitemap_articles;

  -- Each part from where the page enters it (offset) for as many places as the page has left.
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'type', 'employer', 'key', e.slug, 'lastmod', private.w3c_datetime(e.lastmod)) order by e.id), '[]')
  into employers
  from (
    select e.id, e.slug, e.lastmod from private.sitemap_employers e order by e.id
    offset v_from limit greatest(v_to - v_from, 0)
  ) e;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'type', 'article', 'key', a.slug, 'lastmod', private.w3c_datetime(a.lastmod)) order by a.id), '[]')
  into articles
  from (
    select a.id, a.slug, a.lastmod from private.sitemap_articles a order by a.id
    offset greatest(v_from - n_employers, 0) limit greatest(v_to - greatest(v_from, n_employers), 0)
  ) a;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
      'type', 'job', 'key', j.id::text, 'lastmod', private.w3c_datetime(j.lastmod)) order by j.id), '[]')
  into jobs
  from (
    select j.id, j.lastmod from private.sitemap_jobs j order by j.id
    offset greatest(v_from - n_employers - n_articles, 0)
    limit greatest(v_to - greatest(v_from, n_employers + n_articles), 0)
  ) j;

  return employers || articles || jobs;
end;
$$;

revoke execute on function public.sitemap_summary(integer, integer), public.sitemap_page(integer, integer, integer)
  from public;
grant execute on function public.sitemap_summary(integer, integer), public.sitemap_page(integer, integer, integer)
  to anon, authenticated, service_role;

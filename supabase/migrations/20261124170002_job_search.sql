-- Keyword matching for the job search and job alerts: prefix matching ("soft" finds Software,
-- "nurs" finds Nurse) and typo tolerance ("enginer" finds Engineer), the same SQL on hosted
-- Supabase and supabase-local (PGlite ships pg_trgm; both keep it in schema `extensions`).
--
-- A keyword is read as words (letters and digits only, so no input is syntax): at most 8 words of
-- the first 200 characters. Each word matches the job's full-text document (jobs.search: title
-- weight A, tags and category B, description C) as a prefix of a stemmed word, or, when it has
-- four letters or more, any word of a job title, company name, tag or category within trigram
-- similarity 0.3 of it (a typo; at most the 3 closest). Every word must match (in the document or the company's name).
-- private.job_search_queries gives three queries: exact words, prefixes, and prefixes or typos;
-- the ranking weighs an exact match above a prefix above a typo.

create extension if not exists pg_trgm with schema extensions;

-- The words of job titles, company names, tags and categories: the vocabulary a typo is matched
-- against. It stays small (thousands of words, not jobs), so comparing a keyword word with the
-- words of similar length by trigram similarity is a short scan, however many jobs there are.
create table private.search_words (word text primary key);
revoke all on private.search_words from anon, authenticated;

create function private.words_of(source text)
returns setof text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select distinct w
  from pg_catalog.regexp_split_to_table(pg_catalog.lower(coalesce(source, '')), '[^[:alnum:]]+') as w
  where pg_catalog.char_length(w) between 3 and 40
$$;

create function private.remember_search_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'jobs' then
    insert into private.search_words (word)
    select private.words_of(new.title || ' ' || private.search_text_of(new.tags, new.category))
    on conflict do nothing;
  elsif new.company_name is not null then
    insert into private.search_words (word) select private.words_of(new.company_name)
    on conflict do nothing;
  end if;
  return null;
end;
$$;

create trigger remember_search_words
  after insert or update of title, tags, category on public.jobs
  for each row execute function private.remember_search_words();
create trigger remember_search_words
  after insert or update of company_name on public.profiles
  for each row execute function private.remember_search_words();

insert into private.search_words (word)
select private.words_of(j.title || ' ' || private.search_text_of(j.tags, j.category)) from public.jobs j
union
select private.words_of(p.company_name) from public.profiles p where p.company_name is not null
on conflict do nothing;

-- The keyword's three queries. Security definer: reads the private vocabulary, returns only
-- tsqueries built from the caller's own words and vocabulary words.
create function private.job_search_queries(keyword text, out exact tsquery, out prefix tsquery, out fuzzy tsquery)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  token text;
  term tsquery;
  typo text;
begin
  for token in
    select w from pg_catalog.regexp_split_to_table(
      pg_catalog.lower(pg_catalog.left(coalesce(keyword, ''), 200)), '[^[:alnum:]]+') with ordinality as t(w, n)
    where w <> '' order by n limit 8
  loop
    -- Stop words ("the", "and") give an empty query and are skipped.
    term := pg_catalog.to_tsquery('english'::regconfig, token || ':*');
    continue when pg_catalog.numnode(term) = 0;
    exact := case when exact is null then pg_catalog.to_tsquery('english'::regconfig, token)
                  else exact operator(pg_catalog.&&) pg_catalog.to_tsquery('english'::regconfig, token) end;
    prefix := case when prefix is null then term else prefix operator(pg_catalog.&&) term end;
    if pg_catalog.char_length(token) >= 4 then
      for typo in
        select s.word from private.search_words s
        where pg_catalog.char_length(s.word) between pg_catalog.char_length(token) - 3 and pg_catalog.char_length(token) + 3
          and extensions.similarity(s.word, token) >= 0.3
          and s.word <> token
          and pg_catalog.to_tsquery('english'::regconfig, s.word)::text
              <> pg_catalog.to_tsquery('english'::regconfig, token)::text
        order by extensions.similarity(s.word, token) desc, s.word
        limit 3
      loop
        term := term operator(pg_catalog.||) pg_catalog.to_tsquery('english'::regconfig, typo);
      end loop;
    end if;
    fuzzy := case when fuzzy is null then term else fuzzy operator(pg_catalog.&&) term end;
  end loop;
end;
$$;

-- A job matches a keyword: its document matches the fuzzy query, or its company's name does.
-- The job alerts use it too (private.job_matches_alert below), so an alert finds what /jobs finds.
create function private.job_matches_keyword(j public.jobs, keyword text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select q.fuzzy is not null and (
    j.search operator(pg_catalog.@@) q.fuzzy
    or exists (select 1 from public.profiles c
               where c.id = j.company_id
                 and pg_catalog.to_tsvector('english'::regconfig, coalesce(c.company_name, '')) operator(pg_catalog.@@) q.fuzzy))
  from private.job_search_queries(keyword) q
$$;

-- The alert predicate, now with the search's keyword matching (prefix and typos).
create or replace function private.job_matches_alert(a public.job_alerts, j public.jobs)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (a.keyword is null or private.job_matches_keyword(j, a.keyword))
    and (a.country is null or j.country = a.country)
    and (a.category is null or j.category = a.category)
    and (a.work_type is null or j.work_type = a.work_type)
    and (a.employment_type is null or j.employment_type = a.employment_type)
    and (not a.visa_sponsorship or j.visa_sponsorship)
    and (not a.relocation_support or j.relocation_support)
    and (a.min_salary is null or j.salary_max >= a.min_salary)
$$;

-- ---------------------------------------------------------------------------------------------
-- Indexes for the search shapes over live jobs (the predicate of "Anyone can read live jobs").
-- Browsing a country walks (country, created_at) instead of the whole date index.
-- ---------------------------------------------------------------------------------------------
create index jobs_live_country_created_at_idx on public.jobs (country, created_at desc, id desc)
  where approved is true and status = 'published';
create index jobs_live_category_created_at_idx on public.jobs (category, created_at desc, id desc)
  where approved is true and status = 'published';
create index jobs_live_salary_idx on public.jobs (salary_max_annual_usd desc nulls last, id desc)
  where approved is true and status = 'published';
create index jobs_live_search_idx on public.jobs using gin (search)
  where approved is true and status = 'published';

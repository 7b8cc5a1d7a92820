-- The keyword search reads narrow search documents instead of the jobs table.
--
-- A keyword that matches thousands of jobs ("engineer") made the search read each matching job's
-- whole row twice: once to rank the page, once to count the facets. A job row carries its
-- description, requirements, benefits and relocation terms, so a match cost a random read of a
-- wide row; the matches of a common word touched half of the table's pages.
--
-- private.job_search_documents keeps, for every approved and published job, only what the
-- search filters, ranks and counts by: about a fifth of a job row, so the same matches sit on a
-- fifth of the pages. A trigger keeps it in the same transaction as every job write. Expiry and
-- blocked employers are still asked at search time (they change without a write to the job).
-- public.search_jobs now reads the keyword's matches once, into memory, and answers the page
-- and the facet counts from that one read; only the page's 20 jobs are read from public.jobs.

create table private.job_search_documents (
  id bigint primary key references public.jobs (id) on delete cascade,
  company_id uuid not null,
  created_at timestamptz not null,
  expires_at timestamptz,
  country text,
  city text,
  category text,
  work_type public.work_type not null,
  employment_type public.employment_type not null,
  salary_max_annual_usd numeric(16, 2),
  visa_sponsorship boolean not null,
  relocation_support boolean not null,
  search tsvector
);
create index job_search_documents_search_idx on private.job_search_documents using gin (search);
-- A keyword that names a company matches its jobs too (search_jobs: `or j.company_id = any(…)`).
create index job_search_documents_company_idx on private.job_search_documents (company_id);
-- A search that matches thousands of jobs ranks a window of them: the newest, or the best paid.
create index job_search_documents_created_at_idx on private.job_search_documents (created_at);
create index job_search_documents_salary_idx on private.job_search_documents (salary_max_annual_usd);
-- A keyword in one country: its matches there, without reading its matches everywhere else.
create index job_search_documents_country_idx on private.job_search_documents (country);
alter table private.job_search_documents enable row level security;
revoke all on private.job_search_documents from anon, authenticated;

-- The document of one job, or nothing when the job is not approved and published.
create function private.put_job_search_document(job public.jobs)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.job_search_documents as d
    (id, company_id, created_at, expires_at, country, city, category, work_type, employment_type,
     salary_max_annual_usd, visa_sponsorship, relocation_support, search)
  select job.id, job.company_id, job.created_at, job.expires_at, job.country, job.city, job.category,
         job.work_type, job.employment_type, job.salary_max_annual_usd, job.visa_sponsorship,
         job.relocation_support, job.search
  where job.approved is true and job.status = 'published'
  on conflict (id) do update set
    company_id = excluded.company_id, created_at = excluded.created_at, expires_at = excluded.expires_at,
    country = excluded.country, city = excluded.city, category = excluded.category,
    work_type = excluded.work_type, employment_type = excluded.employment_type,
    salary_max_annual_usd = excluded.salary_max_annual_usd, visa_sponsorship = excluded.visa_sponsorship,
    relocation_support = excluded.relocation_support, search = excluded.search
$$;

create function private.keep_job_search_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.approved, old.status, old.company_id, old.created_at, old.expires_at, old.country,
          old.city, old.category, old.work_type, old.employment_type, old.salary_max_annual_usd,
          old.visa_sponsorship, old.relocation_support, old.search)
     is not distinct from
         (new.approved, new.status, new.company_id, new.created_at, new.expires_at, new.country,
          new.city, new.category, new.work_type, new.employment_type, new.salary_max_annual_usd,
          new.visa_sponsorship, new.relocation_support, new.search) then
    return null;
  end if;
  if tg_op = 'INSERT' or (new.approved is true and new.status = 'published') then
    perform private.put_job_search_document(new);
  end if;
  if tg_op = 'UPDATE' and not (new.approved is true and new.status = 'published') then
    delete from private.job_search_documents d where d.id = old.id;
  end if;
  return null;
end;
$$;

-- After the row triggers that fill the annual salary (they run before the row is written).
create trigger keep_job_search_document
  after insert or update on public.jobs
  for each row execute function private.keep_job_search_document();

-- Every document afresh (after a bulk load with triggers off).
create function private.rebuild_job_search_documents()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.job_search_documents;
  insert into private.job_search_documents
    (id, company_id, created_at, expires_at, country, city, category, work_type, employment_type,
     salary_max_annual_usd, visa_sponsorship, relocation_support, search)
  select j.id, j.company_id, j.created_at, j.expires_at, j.country, j.city, j.category, j.work_type,
         j.employment_type, j.salary_max_annual_usd, j.visa_sponsorship, j.relocation_support, j.search
  from public.jobs j
  where j.approved is true and j.status = 'published';
$$;
revoke execute on function private.rebuild_job_search_documents() from public, anon, authenticated;
revoke execute on function private.put_job_search_document(public.jobs) from public, anon, authenticated;

select private.rebuild_job_search_documents();

-- The countries that have live jobs, with how many: the home page's location list offers these
-- rather than every country in the world, and an empty search suggests them.
--
-- Read from the search's kept counts (private.live_job_counts_at), so each figure is the total
-- /jobs shows for that country: the same live rule, the same moment, one short scan.
create function public.live_job_countries()
returns table (country text, jobs integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.country, sum(c.n)::integer
  from private.live_job_counts_at(pg_catalog.now()) c
  where c.country is not null
  group by c.country
  having sum(c.n) > 0
  order by 2 desc, 1
$$;

revoke execute on function public.live_job_countries() from public;
grant execute on function public.live_job_countries() to anon, authenticated, service_role;

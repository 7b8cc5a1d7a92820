-- Admin back office: the CMS list over articles and FAQs, and the analytics figures.
-- Both read through the caller's row-level security (security invoker).

-- The CMS screen lists articles and FAQs together (title, type, status, author, date), so search,
-- filters, order and paging stay one PostgREST request with an exact count. Visitors would see
-- published rows only and admins see drafts too, as the tables' policies say; the list is for
-- signed-in users.
create view public.content_items with (security_invoker = true) as
select
  'article'::text as kind, a.id, a.title, a.status, a.author, a.slug, a.category,
  coalesce(a.published_at, a.created_at) as dated_at, a.updated_at
from public.articles a
union all
select
  'faq'::text as kind, f.id, f.question as title, f.status, null::text as author, null::text as slug,
  null::text as category, f.created_at as dated_at, f.updated_at
from public.faqs f;

revoke insert, update, delete, truncate on public.content_items from anon, authenticated;
revoke select on public.content_items from anon;

-- The admin analytics screen: posted jobs (drafts aside) by category and by country, every job by
-- its lifecycle, and applications by status. One row per (dimension, key) with its count.
create function public.admin_analytics()
returns table (dimension text, key text, total integer)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read the analytics.' using errcode = '42501';
  end if;
  return query
    select 'job_category'::text, j.category, count(*)::integer
      from public.jobs j where j.status = 'published' group by j.category
    union all
    select 'job_country'::text, j.country, count(*)::integer
      from public.jobs j where j.status = 'published' group by j.country
    union all
    select 'job_lifecycle'::text, s.lifecycle, count(*)::integer
      from public.job_summaries s group by s.lifecycle
    union all
    select 'application_status'::text, a.status::text, count(*)::integer
      from public.applications a group by a.status;
end;
$$;

revoke execute on function public.admin_analytics() from public, anon;
grant execute on function public.admin_analytics() to authenticated, service_role;

-- A company's size and industry, beside the logo and location it already has (logo_path, country,
-- city). Size and industry are public company facts, like its name: granted to everyone below and
-- returned by profile_details. Industries are a small reference list everyone reads; only a
-- migration changes it.

create table public.industries (
  slug text primary key check (slug ~ '^[a-z]+(-[a-z]+)*$'),
  label text not null unique check (char_length(label) between 1 and 80),
  position smallint not null unique
);

comment on table public.industries is 'The industries a company may say it works in (Edit Company Profile).';

alter table public.industries enable row level security;

create policy "Anyone can read industries" on public.industries
  for select to anon, authenticated using (true);

revoke insert, update, delete, truncate on public.industries from anon, authenticated;

insert into public.industries (slug, label, position) values
  ('technology', 'Technology', 1),
  ('healthcare', 'Healthcare', 2),
  ('finance', 'Finance', 3),
  ('engineering', 'Engineering', 4),
  ('marketing', 'Marketing', 5),
  ('education', 'Education', 6),
  ('manufacturing', 'Manufacturing', 7),
  ('hospitality', 'Hospitality', 8),
  ('construction', 'Construction & Skilled Trades', 9),
  ('logistics', 'Logistics & Transport', 10),
  ('retail', 'Retail', 11),
  ('energy', 'Energy & Resources', 12),
  ('agriculture', 'Agriculture', 13),
  ('public-sector', 'Government & Public Sector', 14),
  ('recruitment', 'Recruitment & HR Services', 15),
  ('other', 'Other', 16);

alter table public.profiles
  -- headcount bands, as the edit form offers them
  add column company_size text
    constraint profiles_company_size_band check (company_size in ('1-10', '11-50', '51-200', '201-1000', '1001+')),
  add column industry text references public.industries (slug) on update cascade on delete set null,
  -- a logo lives in the company's own folder of the public logos bucket, never another's file
  add constraint profiles_logo_in_own_folder
    check (logo_path is null or logo_path ~ ('^' || id::text || '/[A-Za-z0-9._-]{1,120}$'));

comment on column public.profiles.company_size is 'How many people the company employs, as a band.';
comment on column public.profiles.industry is 'The industry the company works in (public.industries).';

grant select (company_size, industry) on public.profiles to anon, authenticated;

-- profile_details as before (20261124172001), with the two public facts at the end.
create or replace view public.profile_details with (security_barrier = true) as
select
  p.id, p.user_type,
  case when f.full_access then p.first_name end as first_name,
  case when f.full_access then p.last_name end as last_name,
  p.company_name, p.slug, p.website, p.description,
  case when f.full_access or p.publish_email then p.email end as email,
  case when f.full_access or p.publish_phone then p.phone end as phone,
  case when f.full_access or p.publish_address then p.address end as address,
  p.country, p.city,
  case when f.full_access then p.headline end as headline,
  case when f.full_access then p.experience_years end as experience_years,
  case when f.full_access then p.preferred_categories else '{}'::text[] end as preferred_categories,
  case when f.full_access then p.preferred_countries else '{}'::text[] end as preferred_countries,
  case when f.full_access then p.avatar_path end as avatar_path,
  p.logo_path,
  case when f.full_access then p.cv_path end as cv_path,
  case when f.full_access then p.candidate_status end as candidate_status,
  p.employer_status, p.created_at,
  case when f.full_access then p.updated_at end as updated_at,
  case when f.full_access then p.blocked_at end as blocked_at,
  case when p.id = (select auth.uid()) or private.is_admin_or_system() then p.blocked_reason end as blocked_reason,
  p.publish_email, p.publish_phone, p.publish_address,
  p.company_size, p.industry
from public.profiles p
cross join lateral (select private.reads_profile_in_full(p.id, p.user_type) as full_access) f
where f.full_access or private.is_public_company(p.id, p.user_type, p.employer_status, p.blocked_at);

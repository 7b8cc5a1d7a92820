-- The managed service's fees, from data an admin keeps: the schedule (amounts, currencies and the
-- event that triggers each fee) and the jurisdictions where charging work-seekers for finding them
-- work is restricted. Invoicing is in the next file.

create type public.service_fee_trigger as enum ('first_approved_proposal', 'offer_and_visa_approved', 'ordered');
create type public.fee_applies_when as enum ('job_located', 'candidate_resident', 'either');

create table public.service_fees (
  code text primary key check (code ~ '^[a-z]+(_[a-z]+)*$'),
  label text not null check (char_length(label) between 1 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  amount numeric(12, 2) not null check (amount >= 0),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  -- 'once', 'page' or 'country': what one unit of the amount buys
  unit text not null default 'once' check (unit in ('once', 'page', 'country')),
  -- the amount is the lowest price ("from USD 30"); an order is invoiced at it
  amount_is_from boolean not null default false,
  charged_on public.service_fee_trigger not null,
  -- a fee for finding work (or seeking to): restricted where the law restricts it
  finds_work boolean not null,
  tax_rate numeric(5, 2) not null default 0 check (tax_rate between 0 and 100),
  position smallint not null default 1,
  active boolean not null default true,
  updated_at timestamptz not null default now()
);

create table public.fee_jurisdictions (
  id bigint generated always as identity primary key,
  country text not null check (country ~ '^[a-z]+(-[a-z]+)*$'),
  -- a province or state code as jobs store it (Canada's 'ON'); null: the whole country
  region text check (region ~ '^[A-Z]{2,3}$'),
  name text not null check (char_length(name) between 1 and 100),
  applies_when public.fee_applies_when not null,
  summary text not null check (char_length(summary) between 1 and 1000),
  -- [{ "title": …, "url": … }, …]: where the rule is written
  sources jsonb not null check (pg_catalog.jsonb_typeof(sources) = 'array' and pg_catalog.jsonb_array_length(sources) >= 1),
  reviewed_on date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint fee_jurisdictions_place_unique unique nulls not distinct (country, region)
);

alter table public.service_fees enable row level security;
alter table public.fee_jurisdictions enable row level security;

create policy "Anyone can read the fee schedule" on public.service_fees
  for select to anon, authenticated using (true);
create policy "Admins can change the fee schedule" on public.service_fees
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Anyone can read where fees are restricted" on public.fee_jurisdictions
  for select to anon, authenticated using (true);
create policy "Admins can add restricted jurisdictions" on public.fee_jurisdictions
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can edit restricted jurisdictions" on public.fee_jurisdictions
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can remove restricted jurisdictions" on public.fee_jurisdictions
  for delete to authenticated using ((select private.is_admin()));

-- A fee's code and its trigger are what the invoicing matches on: an admin changes the rest.
create function private.guard_service_fee()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.code is distinct from old.code or new.charged_on is distinct from old.charged_on
     or new.finds_work is distinct from old.finds_work then
    raise exception 'A fee''s code, trigger and kind are fixed; change its amount, words or tax.' using errcode = '42501';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create trigger guard_service_fee
  before update on public.service_fees
  for each row execute function private.guard_service_fee();

create trigger set_fee_jurisdictions_updated_at
  before update on public.fee_jurisdictions
  for each row execute function private.set_updated_at();

revoke truncate on public.service_fees, public.fee_jurisdictions from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- where a fee may not be charged to the candidate
-- ---------------------------------------------------------------------------------------------
-- The restriction that covers a case: the job's place (its province first), or the candidate's
-- country of residence. Null: nothing restricts charging this candidate for this job.
create function private.fee_restriction(job_country text, job_region text, residence text)
returns public.fee_jurisdictions
language sql
stable
security definer
set search_path = ''
as $$
  select f from public.fee_jurisdictions f
  where (f.applies_when in ('job_located', 'either') and f.country = job_country
         and (f.region is null or f.region = job_region))
     or (f.applies_when in ('candidate_resident', 'either') and f.region is null and f.country = residence)
  order by (f.country = job_country and f.region is not null) desc, f.id
  limit 1
$$;

/**
 * What the signed-in candidate would owe, before enrolling: each fee for each destination (and for
 * each restricted province of it), charged or not, and the rule that stops it.
 */
create function public.service_fee_quote(destinations text[])
returns table (
  destination text, region text, fee_code text, label text, description text, amount numeric,
  currency text, unit text, amount_is_from boolean, charged_on public.service_fee_trigger, charged boolean,
  jurisdiction_name text, jurisdiction_summary text, sources jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  with residence as (
    select p.country from public.profiles p where p.id = (select auth.uid())
  ), places as (
    select d as country, null::text as region from pg_catalog.unnest(destinations[1:6]) d
    union all
    select j.country, j.region from public.fee_jurisdictions j
    where j.region is not null and j.country = any (destinations[1:6])
  )
  select pl.country, pl.region, f.code, f.label, f.description, f.amount, f.currency::text, f.unit,
         f.amount_is_from, f.charged_on, r is null, r.name, r.summary, r.sources
  from places pl
  cross join public.service_fees f
  left join lateral (
    select x.* from private.fee_restriction(pl.country, pl.region, (select country from residence)) x
    where f.finds_work and x.id is not null
  ) r on true
  where f.active
  order by pl.country, pl.region nulls first, f.position
$$;

revoke execute on function private.fee_restriction(text, text, text) from public, anon, authenticated;
revoke execute on function public.service_fee_quote(text[]) from public;
grant execute on function public.service_fee_quote(text[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- the schedule and the two restrictions GlobalHire operates under
-- ---------------------------------------------------------------------------------------------
insert into public.service_fees
  (code, label, description, amount, currency, unit, amount_is_from, charged_on, finds_work, position) values
('registration', 'Registration fee',
 'One-time and non-refundable. Invoiced when our team starts applying on your behalf: when you approve the first job your recruiter proposes.',
 150, 'USD', 'once', false, 'first_approved_proposal', true, 1),
('success', 'Success fee',
 'Invoiced only when you have both a confirmed job offer (the employer records you as hired) and an approved visa. Not charged if you are not hired or your visa is refused.',
 10000, 'USD', 'once', false, 'offer_and_visa_approved', true, 2),
('translation', 'Document translation',
 'Certified translation of your documents, per page, when you order it.',
 30, 'USD', 'page', true, 'ordered', false, 3),
('credential_evaluation', 'Credential evaluation',
 'An assessment of your qualifications for the destination country, when you order it.',
 100, 'USD', 'once', true, 'ordered', false, 4),
('additional_country', 'Additional country applications',
 'Applications in a further destination country, per country, when you order it.',
 50, 'USD', 'country', false, 'ordered', true, 5);

insert into public.fee_jurisdictions (country, region, name, applies_when, summary, sources, reviewed_on) values
('united-kingdom', null, 'United Kingdom', 'either',
 'An employment agency may not charge a work-seeker a fee for finding them work or seeking to find them work. So we charge no registration, success or country fee for jobs in the UK, or to anyone living in the UK.',
 '[{"title": "Employment Agencies Act 1973, section 6", "url": "https://www.legislation.gov.uk/ukpga/1973/35/section/6"},
   {"title": "Conduct of Employment Agencies and Employment Businesses Regulations 2003, regulation 26", "url": "https://www.legislation.gov.uk/uksi/2003/3319/regulation/26"}]',
 '2026-12-05'),
('canada', 'ON', 'Ontario, Canada', 'job_located',
 'No one may charge a foreign national a fee for finding or attempting to find them employment in Ontario. So we charge no registration, success or country fee for jobs in Ontario.',
 '[{"title": "Employment Protection for Foreign Nationals Act, 2009, section 7", "url": "https://www.ontario.ca/laws/statute/09e32"}]',
 '2026-12-05');

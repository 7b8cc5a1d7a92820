-- Moderation and accounts: every state a newcomer should be able to see.
--   …b10c  Northwind Staffing (northwind@staffing.example): an employer an admin blocked; its
--          approved job stays in the database but is hidden from the public site, and the
--          account cannot post or edit jobs until an admin unblocks it.
--   …f10d  Fjord Marine (hr@fjordmarine.example): a verified company renamed from
--          "Fjord Shipping", so /employers/fjord-shipping redirects to /employers/fjord-marine.
--          Its draft "Deck Officer" was saved with only a title.
--   …c8    Lerato Dlamini (lerato.dlamini@mail.example): a candidate who signed up two days ago
--          and is waiting for approval: a profile, no applications (she cannot apply yet).
--   Tomasz Nowak is blocked (seed.sql); every candidate who has applied was approved first.
-- Every account signs in with `globalhire-demo`.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email,
  extensions.crypt('globalhire-demo', extensions.gen_salt('bf')), now() - u.age,
  '{"provider": "email", "providers": ["email"]}'::jsonb, u.meta::jsonb, now() - u.age, now() - u.age,
  '', '', '', ''
from (values
  ('00000000-0000-4000-8000-00000000b10c', 'northwind@staffing.example', interval '40 days',
   '{"first_name": "Rob", "last_name": "Hale", "company_name": "Northwind Staffing", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-00000000f10d', 'hr@fjordmarine.example', interval '160 days',
   '{"first_name": "Ingrid", "last_name": "Berg", "company_name": "Fjord Shipping", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000c8', 'lerato.dlamini@mail.example', interval '2 days',
   '{"first_name": "Lerato", "last_name": "Dlamini", "user_type": "candidate"}')
) as u (id, email, age, meta);

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id, u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.id in ('00000000-0000-4000-8000-00000000b10c', '00000000-0000-4000-8000-00000000f10d',
               '00000000-0000-4000-8000-0000000000c8');

update public.profiles p set
  created_at = u.created_at, headline = 'Civil engineer, roads and bridges', country = 'south-africa',
  city = 'Durban', experience_years = 6, preferred_categories = '{construction}',
  preferred_countries = '{new-zealand,australia}', candidate_status = 'pending'
from auth.users u
where p.id = '00000000-0000-4000-8000-0000000000c8' and u.id = p.id;

update public.profiles p set
  created_at = u.created_at, website = d.website, description = d.description,
  country = d.country, city = d.city, employer_status = 'verified'
from auth.users u, (values
  ('00000000-0000-4000-8000-00000000b10c', 'https://www.northwind.example', 'Northwind Staffing places warehouse and hospitality staff across the Netherlands.', 'netherlands', 'Rotterdam'),
  ('00000000-0000-4000-8000-00000000f10d', 'https://www.fjordmarine.example', 'Fjord Marine runs coastal freight and ferry services along the Norwegian coast and hires marine engineers from abroad.', 'norway', 'Bergen')
) as d (id, website, description, country, city)
where p.id = d.id::uuid and u.id = p.id;

-- The company renamed itself: the trigger keeps "fjord-shipping" in company_slug_history.
update public.profiles set company_name = 'Fjord Marine'
where id = '00000000-0000-4000-8000-00000000f10d';

insert into public.jobs (
  company_id, title, description, requirements, category, country, city, location, work_type,
  employment_type, salary_min, salary_max, salary_currency, salary_period, tags, visa_sponsorship,
  relocation_support, approved, status, created_at, published_at
) values
('00000000-0000-4000-8000-00000000b10c', 'Warehouse Team Lead',
 E'Lead a team of twelve in our Rotterdam distribution centre.',
 array['3+ years in warehouse operations', 'Forklift licence'],
 'supply-chain', 'netherlands', 'Rotterdam', 'Rotterdam, Netherlands', 'on-site', 'full-time',
 38000, 44000, 'EUR', 'year', array['Warehouse', 'Logistics'], true, false, true, 'published',
 now() - interval '3 days', now() - interval '3 days'),
('00000000-0000-4000-8000-00000000f10d', 'Marine Engineer',
 E'Keep our coastal ferries running: planned maintenance, repairs and class surveys.',
 array['STCW engineer officer certificate', '2+ years at sea'],
 'manufacturing', 'norway', 'Bergen', 'Bergen, Norway', 'on-site', 'full-time',
 620000, 720000, 'NOK', 'year', array['Marine', 'Engineering'], true, true, true, 'published',
 now() - interval '2 days', now() - interval '2 days');

-- A draft needs only its title; the rest is asked for when it is published.
insert into public.jobs (company_id, title, status, created_at)
values ('00000000-0000-4000-8000-00000000f10d', 'Deck Officer (draft: title only)', 'draft',
        now() - interval '1 day');

-- Blocked after its job was approved: the job stays, hidden from visitors and candidates.
update public.profiles set
  blocked_at = now() - interval '2 days',
  blocked_reason = 'Job posts asked candidates for placement fees, which GlobalHire does not allow.'
where id = '00000000-0000-4000-8000-00000000b10c';

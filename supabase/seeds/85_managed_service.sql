-- The managed service: Jordan Reyes (recruiter@globalhire.local), GlobalHire's recruiter, has
-- Priya Sharma on their caseload with two open proposals. Priya enrols and Jordan proposes through
-- the same functions and policies the site uses, so the consent record and notifications are real.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
) values (
  '00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-0000000000b1', 'authenticated',
  'authenticated', 'recruiter@globalhire.local', extensions.crypt('globalhire-demo', extensions.gen_salt('bf')),
  now() - interval '300 days', '{"provider": "email", "providers": ["email"]}'::jsonb,
  '{"first_name": "Jordan", "last_name": "Reyes", "user_type": "candidate"}'::jsonb,
  now() - interval '300 days', now() - interval '300 days', '', '', '', ''
);

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id, u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u where u.id = '00000000-0000-4000-8000-0000000000b1';

-- Only an admin makes a recruiter: the seed sets the type directly.
update public.profiles set user_type = 'recruiter', created_at = now() - interval '300 days',
  phone = '+44 20 5550 0199', country = 'united-kingdom', city = 'London'
where id = '00000000-0000-4000-8000-0000000000b1';

-- Demo seller and bank details for the invoices (not a real account).
insert into public.billing_details (seller_name, seller_address, tax_id, bank_account_name, bank_iban, bank_bic)
values ('GlobalHire Recruitment (demo)', '1 Example Street, London EC1A 1AA, United Kingdom', null,
        'GlobalHire Recruitment (demo account)', 'GB00 DEMO 0000 0000 0000 00', 'DEMOGB00');

-- Priya enrols as herself, agreeing to the current consent text.
select set_config('request.jwt.claims',
  '{"sub": "00000000-0000-4000-8000-0000000000c1", "role": "authenticated", "aal": "aal1"}', false);
select public.enrol_in_managed_service(
  array['canada', 'ireland', 'new-zealand'], array['Backend developer', 'Full-stack developer'],
  90000, 'CAD', 'year', (select max(version) from public.service_consent_texts));
select set_config('request.jwt.claims', '', false);
update public.service_enrolments set created_at = now() - interval '6 days', consented_at = now() - interval '6 days'
where candidate_id = '00000000-0000-4000-8000-0000000000c1';
update public.service_consents set given_at = now() - interval '6 days'
where candidate_id = '00000000-0000-4000-8000-0000000000c1';

-- Jordan proposes two live IT jobs Priya has not applied to.
select set_config('request.jwt.claims',
  '{"sub": "00000000-0000-4000-8000-0000000000b1", "role": "authenticated", "aal": "aal2"}', false);
insert into public.service_proposals (candidate_id, job_id, reason, cover_letter, created_at)
select '00000000-0000-4000-8000-0000000000c1', j.id,
  format('Your six years of payment services match what %s asks for, and the salary is above your expectation.',
         coalesce(c.company_name, 'the employer')),
  'Priya has six years of experience building payment services in Kotlin and Java, and is ready to relocate.',
  now() - interval '1 day'
from public.jobs j join public.profiles c on c.id = j.company_id
where j.category = 'it' and j.country in ('ireland', 'new-zealand') and private.job_is_live(j.id)
  and not exists (select 1 from public.applications a where a.job_id = j.id
                  and a.candidate_id = '00000000-0000-4000-8000-0000000000c1')
order by j.id
limit 2;

select set_config('request.jwt.claims', '', false);

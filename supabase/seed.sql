-- GlobalHire seed: demo accounts, sample employers and candidates, the spec's sample jobs,
-- articles and FAQs, and enough activity that every dashboard shows figures.
-- Runs once on a new database (supabase-local) or with `supabase db reset` on a hosted project.
-- Every seeded account signs in with the password `globalhire-demo`: local demo data only.

-- ---------------------------------------------------------------------------------------------
-- Accounts (fixed ids so tests and docs can refer to them)
--   admin      00000000-0000-4000-8000-0000000000a1  admin@globalhire.local
--   employers  …e1 employer@globalhire.local (Maple Tech Solutions), …e2 … …e7
--   candidates …c1 candidate@globalhire.local (Priya Sharma), …c2 … …c7
-- The sign-up trigger creates each profile from raw_user_meta_data.
-- ---------------------------------------------------------------------------------------------
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
  ('00000000-0000-4000-8000-0000000000a1', 'admin@globalhire.local', interval '400 days',
   '{"first_name": "Alex", "last_name": "Morgan", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000e1', 'employer@globalhire.local', interval '200 days',
   '{"first_name": "Olivia", "last_name": "Chen", "company_name": "Maple Tech Solutions", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000e2', 'talent@harbourhealth.example', interval '150 days',
   '{"first_name": "James", "last_name": "Walker", "company_name": "Harbour Health Network", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000e3', 'careers@thamesanalytics.example', interval '120 days',
   '{"first_name": "Sophie", "last_name": "Turner", "company_name": "Thames Analytics", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000e4', 'hr@emeraldlogistics.example', interval '20 days',
   '{"first_name": "Liam", "last_name": "Byrne", "company_name": "Emerald Logistics", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000e5', 'jobs@kauricollege.example', interval '90 days',
   '{"first_name": "Aroha", "last_name": "Ngata", "company_name": "Kauri College", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000e6', 'people@brightpath.example', interval '70 days',
   '{"first_name": "Ethan", "last_name": "Brooks", "company_name": "BrightPath Digital", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000e7', 'office@southerncross.example', interval '3 days',
   '{"first_name": "Mia", "last_name": "Harris", "company_name": "Southern Cross Construction", "user_type": "employer"}'),
  ('00000000-0000-4000-8000-0000000000c1', 'candidate@globalhire.local', interval '60 days',
   '{"first_name": "Priya", "last_name": "Sharma", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000c2', 'daniel.mensah@mail.example', interval '45 days',
   '{"first_name": "Daniel", "last_name": "Mensah", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000c3', 'maria.santos@mail.example', interval '12 days',
   '{"first_name": "Maria", "last_name": "Santos", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000c4', 'tomasz.nowak@mail.example', interval '100 days',
   '{"first_name": "Tomasz", "last_name": "Nowak", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000c5', 'ana.costa@mail.example', interval '8 days',
   '{"first_name": "Ana", "last_name": "Costa", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000c6', 'arjun.patel@mail.example', interval '80 days',
   '{"first_name": "Arjun", "last_name": "Patel", "user_type": "candidate"}'),
  ('00000000-0000-4000-8000-0000000000c7', 'chen.wei@mail.example', interval '5 days',
   '{"first_name": "Wei", "last_name": "Chen", "user_type": "candidate"}')
) as u (id, email, age, meta);

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id, u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.id::text like '00000000-0000-4000-8000-0000000000%';

-- Only an admin makes an admin: the seed promotes the demo admin directly.
update public.profiles set user_type = 'admin' where id = '00000000-0000-4000-8000-0000000000a1';

-- Profiles carry the account's age, and their details.
update public.profiles p set created_at = u.created_at
from auth.users u where u.id = p.id;

update public.profiles p set
  website = d.website, description = d.description, phone = d.phone, address = d.address,
  country = d.country, city = d.city, employer_status = d.status::public.employer_status
from (values
  ('00000000-0000-4000-8000-0000000000e1', 'https://www.mapletech.example', 'Maple Tech Solutions builds payment and banking software for credit unions across Canada. Our 180-person engineering team works from Toronto and Vancouver and sponsors international hires every year.', '+1 416 555 0142', '200 Bay Street, Toronto, ON M5J 2J2, Canada', 'canada', 'Toronto', 'verified'),
  ('00000000-0000-4000-8000-0000000000e2', 'https://www.harbourhealth.example', 'Harbour Health Network runs four public and private hospitals across Greater Sydney and recruits registered nurses and allied health professionals from around the world.', '+61 2 5550 1188', '45 Macquarie Street, Sydney NSW 2000, Australia', 'australia', 'Sydney', 'verified'),
  ('00000000-0000-4000-8000-0000000000e3', 'https://www.thamesanalytics.example', 'Thames Analytics is a London data consultancy helping retailers and public bodies turn their data into decisions. We hold a UK Skilled Worker sponsor licence.', '+44 20 5550 7321', '1 Canada Square, London E14 5AB, United Kingdom', 'united-kingdom', 'London', 'verified'),
  ('00000000-0000-4000-8000-0000000000e4', 'https://www.emeraldlogistics.example', 'Emerald Logistics moves freight between Ireland, the UK and mainland Europe from its hubs in Dublin and Cork.', '+353 1 555 0199', 'Dublin Port, Dublin 1, Ireland', 'ireland', 'Dublin', 'verified'),
  ('00000000-0000-4000-8000-0000000000e5', 'https://www.kauricollege.example', 'Kauri College is a co-educational secondary school in Auckland with 1,400 students and a strong tradition of welcoming teachers from overseas.', '+64 9 555 0123', '12 Kauri Road, Auckland 1010, New Zealand', 'new-zealand', 'Auckland', 'verified'),
  ('00000000-0000-4000-8000-0000000000e6', 'https://www.brightpath.example', 'BrightPath Digital designs and builds web products for healthcare start-ups, with a fully remote team across the United States.', '+1 512 555 0175', '600 Congress Avenue, Austin, TX 78701, United States', 'united-states', 'Austin', 'verified'),
  ('00000000-0000-4000-8000-0000000000e7', 'https://www.southerncross.example', 'Southern Cross Construction delivers commercial and residential projects across Western Australia.', '+61 8 5550 4410', '88 St Georges Terrace, Perth WA 6000, Australia', 'australia', 'Perth', 'pending')
) as d (id, website, description, phone, address, country, city, status)
where p.id = d.id::uuid;

update public.profiles p set
  headline = d.headline, country = d.country, city = d.city, phone = d.phone,
  experience_years = d.years, preferred_categories = d.categories, preferred_countries = d.countries,
  candidate_status = d.status::public.candidate_status
from (values
  ('00000000-0000-4000-8000-0000000000c1', 'Full-stack developer, six years in fintech', 'india', 'Bengaluru', '+91 80 5550 1234', 6, '{it}'::text[], '{canada,united-kingdom,ireland,new-zealand}'::text[], 'active'),
  ('00000000-0000-4000-8000-0000000000c2', 'Registered nurse, emergency and trauma care', 'ghana', 'Accra', '+233 30 555 0101', 8, '{healthcare}', '{australia,united-kingdom,ireland}', 'active'),
  ('00000000-0000-4000-8000-0000000000c3', 'ICU nurse with five years of critical care', 'philippines', 'Manila', '+63 2 5550 8899', 5, '{healthcare}', '{australia,new-zealand}', 'active'),
  ('00000000-0000-4000-8000-0000000000c4', 'Logistics planner', 'poland', 'Gdansk', '+48 58 555 0147', 4, '{supply-chain}', '{ireland}', 'blocked'),
  ('00000000-0000-4000-8000-0000000000c5', 'Secondary mathematics teacher', 'brazil', 'Sao Paulo', '+55 11 5550 2020', 7, '{education}', '{new-zealand,australia}', 'active'),
  ('00000000-0000-4000-8000-0000000000c6', 'Backend engineer, Java and cloud', 'india', 'Pune', '+91 20 5550 3030', 9, '{it}', '{canada}', 'active'),
  ('00000000-0000-4000-8000-0000000000c7', 'Software engineer, distributed systems', 'china', 'Shenzhen', '+86 755 5550 6060', 4, '{it}', '{canada,united-states}', 'active')
) as d (id, headline, country, city, phone, years, categories, countries, status)
where p.id = d.id::uuid;

-- ---------------------------------------------------------------------------------------------
-- Plans: an active subscription decides an employer's plan (none means Free).
-- ---------------------------------------------------------------------------------------------
insert into public.subscriptions (employer_id, plan, status, period_start, period_end, created_at)
values
  ('00000000-0000-4000-8000-0000000000e1', 'premium', 'active', now() - interval '10 days', now() + interval '20 days', now() - interval '10 days'),
  ('00000000-0000-4000-8000-0000000000e2', 'enterprise', 'active', now() - interval '5 days', now() + interval '25 days', now() - interval '5 days'),
  ('00000000-0000-4000-8000-0000000000e3', 'premium', 'active', now() - interval '12 days', now() + interval '18 days', now() - interval '12 days'),
  ('00000000-0000-4000-8000-0000000000e5', 'enterprise', 'active', now() - interval '2 days', now() + interval '28 days', now() - interval '2 days'),
  ('00000000-0000-4000-8000-0000000000e4', 'premium', 'requested', null, null, now() - interval '1 day');

-- ---------------------------------------------------------------------------------------------
-- Jobs 1-5: the spec's five sample jobs, approved, three of them featured.
-- The approval trigger sets expires_at from each employer's plan window.
-- ---------------------------------------------------------------------------------------------
insert into public.jobs (
  id, company_id, title, description, requirements, benefits, category, country, city, location,
  work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, tags,
  visa_sponsorship, relocation_support, approved, featured, status, created_at, published_at
)
overriding system value
values
(1, '00000000-0000-4000-8000-0000000000e1', 'Senior Software Engineer',
 E'Maple Tech Solutions is looking for a Senior Software Engineer to join the team that builds our real-time payments platform, used by more than 60 Canadian credit unions.\n\nYou will design and ship services in Kotlin and Java, own them in production on AWS, and mentor a group of four engineers. We work in small product teams with a lot of autonomy and a strong culture of code review and written design.\n\nWe support international candidates through the LMIA work permit process and help with the move to Toronto.',
 array['5+ years of professional software development experience',
       'Strong knowledge of Java or Kotlin and the Spring ecosystem',
       'Experience designing, deploying and operating services on AWS or another major cloud',
       'A bachelor''s degree in computer science or equivalent experience',
       'Excellent written and spoken English'],
 array['Work permit sponsorship and a relocation package',
       'Extended health, dental and vision coverage from day one',
       'Four weeks of paid vacation',
       'CAD 2,000 yearly learning budget',
       'Hybrid schedule: three days a week in our downtown office'],
 'it', 'canada', 'Toronto', 'Toronto, Canada', 'hybrid', 'full-time', 120000, 150000, 'CAD', 'year',
 array['Java', 'Kotlin', 'AWS', 'Microservices', 'Payments'], true, true, true, true, 'published',
 now() - interval '6 days', now() - interval '5 days'),
(2, '00000000-0000-4000-8000-0000000000e2', 'Registered Nurse - Emergency Department',
 E'Harbour Health Network is recruiting experienced Registered Nurses for the emergency department of our 450-bed flagship hospital in central Sydney.\n\nYou will assess and care for patients across all triage categories, work closely with medical and allied health colleagues, and take part in our structured orientation programme for internationally qualified nurses.\n\nWe sponsor the Skills in Demand visa and support you through AHPRA registration.',
 array['Registration, or eligibility for registration, with AHPRA as a Registered Nurse',
       'At least 3 years of post-registration experience, including 2 in emergency care',
       'Current Advanced Life Support certification',
       'IELTS 7.0 in each band, or OET grade B'],
 array['Employer-sponsored visa and AHPRA registration support',
       'Relocation allowance of AUD 8,000 and four weeks of temporary accommodation',
       'Salary packaging and 12% superannuation',
       'Six weeks of annual leave for rotating shift workers'],
 'healthcare', 'australia', 'Sydney', 'Sydney, Australia', 'on-site', 'full-time', 85000, 105000, 'AUD', 'year',
 array['Nursing', 'Emergency', 'AHPRA', 'Patient care'], true, true, true, true, 'published',
 now() - interval '4 days', now() - interval '4 days'),
(3, '00000000-0000-4000-8000-0000000000e3', 'Data Analyst',
 E'Thames Analytics helps retailers and public bodies make better decisions with their data. We are hiring a Data Analyst to join our London consulting team.\n\nYou will clean and model data in SQL and Python, build dashboards in Power BI, and present findings to clients. Projects last between six weeks and six months, so you will see a wide range of industries.\n\nWe hold a Skilled Worker sponsor licence and can sponsor the right candidate.',
 array['2+ years of experience in a data analysis role',
       'Advanced SQL and working knowledge of Python (pandas)',
       'Experience with Power BI or Tableau',
       'Confidence presenting results to non-technical audiences'],
 array['Skilled Worker visa sponsorship',
       '25 days of holiday plus bank holidays',
       'Private medical insurance',
       'Two days a week working from home'],
 'it', 'united-kingdom', 'London', 'London, United Kingdom', 'hybrid', 'full-time', 50000, 65000, 'GBP', 'year',
 array['SQL', 'Python', 'Power BI', 'Statistics'], true, false, true, true, 'published',
 now() - interval '3 days', now() - interval '3 days'),
(4, '00000000-0000-4000-8000-0000000000e4', 'Supply Chain Coordinator',
 E'Emerald Logistics is growing its Dublin hub and needs a Supply Chain Coordinator to keep freight moving between Ireland, the UK and the continent.\n\nYou will plan inbound and outbound shipments, work with hauliers and customs brokers, and keep our customers informed. You will use SAP every day and help us improve how we forecast volumes.',
 array['2+ years in logistics, freight forwarding or supply chain planning',
       'Experience with SAP or a similar ERP system',
       'Knowledge of EU customs procedures is an advantage',
       'Strong organisation and communication skills'],
 array['General Employment Permit sponsorship for the right candidate',
       'Pension contribution of 6%',
       'Health insurance after probation',
       'Paid professional certification (CILT)'],
 'supply-chain', 'ireland', 'Dublin', 'Dublin, Ireland', 'on-site', 'full-time', 42000, 52000, 'EUR', 'year',
 array['Logistics', 'SAP', 'Procurement', 'Customs'], true, false, true, false, 'published',
 now() - interval '2 days', now() - interval '2 days'),
(5, '00000000-0000-4000-8000-0000000000e5', 'Secondary Mathematics Teacher',
 E'Kauri College is looking for a Secondary Mathematics Teacher to teach Years 9 to 13, including NCEA Level 3 calculus and statistics.\n\nYou will join a supportive department of nine teachers, with a reduced timetable in your first term and a mentor to help you settle into the New Zealand curriculum.',
 array['A recognised teaching qualification and registration, or eligibility, with the Teaching Council of Aotearoa New Zealand',
       'At least 2 years of secondary mathematics teaching',
       'Commitment to inclusive teaching and the bicultural curriculum'],
 array['Accredited Employer Work Visa sponsorship',
       'Relocation grant of NZD 7,500',
       'Reduced teaching load in the first term',
       'Professional development release days'],
 'education', 'new-zealand', 'Auckland', 'Auckland, New Zealand', 'on-site', 'full-time', 75000, 95000, 'NZD', 'year',
 array['Teaching', 'Mathematics', 'NCEA', 'Secondary school'], true, true, true, false, 'published',
 now() - interval '1 day', now() - interval '1 day');

-- Jobs 6-11: pending, rejected, expired and draft postings for the dashboards and approval queues.
insert into public.jobs (
  id, company_id, title, description, requirements, benefits, category, country, city, location,
  work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, tags,
  visa_sponsorship, relocation_support, approved, featured, status, created_at, published_at, expires_at, view_count
)
overriding system value
values
(6, '00000000-0000-4000-8000-0000000000e1', 'DevOps Engineer',
 E'Join our platform team to run the Kubernetes clusters and CI pipelines behind our payments products.',
 array['3+ years running production Kubernetes', 'Terraform and GitHub Actions', 'On-call experience'],
 array['Work permit sponsorship', 'Hybrid schedule', 'Extended health coverage'],
 'it', 'canada', 'Toronto', 'Toronto, Canada', 'hybrid', 'full-time', 110000, 135000, 'CAD', 'year',
 array['Kubernetes', 'Terraform', 'AWS'], true, true, null, false, 'published', now() - interval '1 day', null, null, 0),
(7, '00000000-0000-4000-8000-0000000000e2', 'Aged Care Support Worker',
 E'Support residents of our aged care home in Parramatta with daily living and companionship.',
 array['Certificate III in Individual Support', 'Current first aid certificate'],
 array['Visa sponsorship', 'Paid training'],
 'healthcare', 'australia', 'Sydney', 'Parramatta, Australia', 'on-site', 'part-time', 32, 38, 'AUD', 'hour',
 array['Aged care', 'Support work'], true, false, null, false, 'published', now() - interval '2 hours', null, null, 0),
(8, '00000000-0000-4000-8000-0000000000e3', 'Junior Accountant',
 E'Prepare management accounts for our consulting practice.',
 array['Part-qualified ACCA or CIMA'], array['Study support'],
 'accounting', 'united-kingdom', 'London', 'London, United Kingdom', 'on-site', 'full-time', 30000, 36000, 'GBP', 'year',
 array['Accounting', 'Excel'], false, false, false, false, 'published', now() - interval '9 days', null, null, 0),
(9, '00000000-0000-4000-8000-0000000000e1', 'QA Analyst',
 E'Test our mobile banking apps and help automate our regression suite.',
 array['2+ years in software testing', 'Experience with Playwright or Cypress'],
 array['Hybrid schedule', 'Learning budget'],
 'it', 'canada', 'Toronto', 'Toronto, Canada', 'hybrid', 'contract', 70000, 85000, 'CAD', 'year',
 array['QA', 'Testing', 'Playwright'], false, false, true, false, 'published',
 now() - interval '45 days', now() - interval '44 days', now() - interval '14 days', 412),
(10, '00000000-0000-4000-8000-0000000000e1', 'Product Designer',
 E'Shape the experience of our member-facing banking apps.',
 array['Portfolio of shipped product work', 'Figma'], array['Hybrid schedule'],
 'it', 'canada', 'Toronto', 'Toronto, Canada', 'hybrid', 'full-time', 95000, 115000, 'CAD', 'year',
 array['Design', 'Figma', 'UX'], true, true, null, false, 'draft', now() - interval '3 days', null, null, 0),
(11, '00000000-0000-4000-8000-0000000000e6', 'Backend Developer',
 E'Build APIs for healthcare start-ups with our remote team.',
 array['Node.js and PostgreSQL', 'Experience with HIPAA-regulated systems'], array['Fully remote', '401(k) match'],
 'it', 'united-states', null, 'Remote (United States)', 'remote', 'full-time', 100000, 130000, 'USD', 'year',
 array['Node.js', 'PostgreSQL', 'Remote'], false, false, true, false, 'published',
 now() - interval '30 days', now() - interval '30 days', now() - interval '23 days', 187);

select setval(pg_get_serial_sequence('public.jobs', 'id'), (select max(id) from public.jobs));

-- Page views so far on the live sample jobs.
update public.jobs set view_count = v.views
from (values (1, 1284), (2, 963), (3, 741), (4, 218), (5, 136)) as v (id, views)
where jobs.id = v.id;

-- ---------------------------------------------------------------------------------------------
-- Applications: created as 'new', then moved through the pipeline so the history trigger
-- records each step (and notifies each party).
-- ---------------------------------------------------------------------------------------------
insert into public.applications (id, job_id, candidate_id, cover_letter, created_at)
overriding system value
values
  (1, 1, '00000000-0000-4000-8000-0000000000c1', 'I have spent six years building payment services in Kotlin and would love to bring that experience to Maple Tech Solutions.', now() - interval '4 days'),
  (2, 3, '00000000-0000-4000-8000-0000000000c1', 'Alongside engineering I have built Power BI reporting for our finance team and enjoy presenting the results.', now() - interval '2 days'),
  (3, 9, '00000000-0000-4000-8000-0000000000c1', null, now() - interval '40 days'),
  (4, 2, '00000000-0000-4000-8000-0000000000c2', 'Eight years in emergency nursing at Korle Bu Teaching Hospital, ALS certified.', now() - interval '3 days'),
  (5, 2, '00000000-0000-4000-8000-0000000000c3', 'ICU nurse with five years of critical care experience, OET grade B.', now() - interval '3 days'),
  (6, 5, '00000000-0000-4000-8000-0000000000c5', 'I teach IB and national curriculum mathematics and would welcome the move to Auckland.', now() - interval '1 day'),
  (7, 1, '00000000-0000-4000-8000-0000000000c6', 'Backend engineer with nine years of Java and AWS.', now() - interval '3 days'),
  (8, 1, '00000000-0000-4000-8000-0000000000c7', null, now() - interval '2 days'),
  (9, 9, '00000000-0000-4000-8000-0000000000c6', null, now() - interval '38 days');

select setval(pg_get_serial_sequence('public.applications', 'id'), (select max(id) from public.applications));

update public.applications set status = 'shortlisted' where id in (1, 2, 3, 4, 5, 9);
update public.applications set status = 'interview' where id in (1, 5, 9);
update public.applications set status = 'offer' where id in (5, 9);
update public.applications set status = 'hired' where id = 9;
-- The hire opened Arjun's visa case; seeds/40_visa_cases.sql adds it as case 3, with its history.
delete from public.visa_cases where application_id = 9;
update public.applications set status = 'rejected' where id in (3, 8);

-- The history carries the dates the steps happened.
update public.application_events e
set created_at = least(a.created_at + (steps.step - 1) * interval '1 day', now() - interval '1 hour')
from public.applications a,
     (select x.id, row_number() over (partition by x.application_id order by x.id) as step
      from public.application_events x) steps
where e.application_id = a.id and steps.id = e.id;
update public.applications a set updated_at = (
  select max(e.created_at) from public.application_events e where e.application_id = a.id);

insert into public.saved_jobs (candidate_id, job_id, created_at) values
  ('00000000-0000-4000-8000-0000000000c1', 2, now() - interval '3 days'),
  ('00000000-0000-4000-8000-0000000000c1', 4, now() - interval '1 day'),
  ('00000000-0000-4000-8000-0000000000c2', 3, now() - interval '2 days'),
  ('00000000-0000-4000-8000-0000000000c5', 4, now() - interval '6 hours');

insert into public.interviews (application_id, scheduled_at, duration_minutes, location, meeting_url, notes, status, created_at) values
  (1, date_trunc('hour', now()) + interval '3 days 2 hours', 60, 'Video call',
   'https://meet.mapletech.example/priya-sharma',
   'Technical interview with the payments team lead: system design and a code review exercise.', 'scheduled', now() - interval '1 day'),
  (5, date_trunc('hour', now()) + interval '5 days', 45, 'Video call',
   'https://meet.harbourhealth.example/maria-santos',
   'Panel interview with the Nurse Unit Manager.', 'scheduled', now() - interval '2 days'),
  (9, now() - interval '36 days', 45, 'Maple Tech Solutions, 200 Bay Street, Toronto', null,
   'Final interview with the QA lead.', 'completed', now() - interval '37 days');

-- ---------------------------------------------------------------------------------------------
-- Visa cases with their steps and document checklists
-- ---------------------------------------------------------------------------------------------
insert into public.visa_cases (id, candidate_id, job_id, destination_country, visa_type, status, notes, created_at)
overriding system value
values
  (1, '00000000-0000-4000-8000-0000000000c1', 1, 'canada', 'Employer-specific work permit (LMIA)', 'in_review',
   'Credentials assessed; waiting for the employer''s LMIA decision.', now() - interval '30 days'),
  (2, '00000000-0000-4000-8000-0000000000c2', null, 'australia', 'Skills in Demand visa (subclass 482)', 'in_progress',
   'AHPRA registration application prepared.', now() - interval '20 days');

select setval(pg_get_serial_sequence('public.visa_cases', 'id'), (select max(id) from public.visa_cases));

insert into public.visa_case_steps (case_id, position, title, description, done, done_at, due_date) values
  (1, 1, 'Profile review', 'Our team reviews your profile, CV and destination options.', true, now() - interval '28 days', null),
  (1, 2, 'Credential evaluation', 'Educational Credential Assessment of your degree.', true, now() - interval '18 days', null),
  (1, 3, 'Language test', 'IELTS General Training results uploaded.', true, now() - interval '12 days', null),
  (1, 4, 'Job offer and LMIA', 'The employer applies for a Labour Market Impact Assessment.', false, null, (now() + interval '21 days')::date),
  (1, 5, 'Work permit application', 'Submit the work permit application with the LMIA number.', false, null, null),
  (1, 6, 'Biometrics and medical exam', 'Attend a visa application centre and a panel physician.', false, null, null),
  (1, 7, 'Travel and arrival', 'Flights, temporary accommodation and first-week checklist.', false, null, null),
  (2, 1, 'Profile review', 'Our team reviews your profile, CV and destination options.', true, now() - interval '18 days', null),
  (2, 2, 'AHPRA registration', 'Apply for registration as a Registered Nurse.', false, null, (now() + interval '30 days')::date),
  (2, 3, 'Nomination and visa application', 'The employer nominates you and you lodge the visa.', false, null, null),
  (2, 4, 'Travel and arrival', 'Flights, temporary accommodation and first-week checklist.', false, null, null);

insert into public.visa_case_documents (case_id, name, required, received, file_path) values
  (1, 'Passport (bio page)', true, true, '00000000-0000-4000-8000-0000000000c1/passport.pdf'),
  (1, 'Educational Credential Assessment report', true, true, '00000000-0000-4000-8000-0000000000c1/eca-report.pdf'),
  (1, 'IELTS General Training results', true, true, '00000000-0000-4000-8000-0000000000c1/ielts-results.pdf'),
  (1, 'Police clearance certificate', true, false, null),
  (1, 'Proof of funds', true, false, null),
  (1, 'Reference letters from previous employers', false, false, null),
  (2, 'Passport (bio page)', true, true, '00000000-0000-4000-8000-0000000000c2/passport.pdf'),
  (2, 'Nursing registration certificate', true, false, null),
  (2, 'OET results', true, false, null);

-- ---------------------------------------------------------------------------------------------
-- Notifications beyond those the triggers wrote, and contact messages
-- ---------------------------------------------------------------------------------------------
insert into public.notifications (user_id, title, body, link, read_at, created_at) values
  ('00000000-0000-4000-8000-0000000000c1', 'Welcome to GlobalHire',
   'Complete your profile and upload your CV, then apply to jobs yourself or ask our team to apply for you.',
   '/applicant/profile', now() - interval '59 days', now() - interval '60 days'),
  ('00000000-0000-4000-8000-0000000000c1', 'Visa case update',
   'Your Educational Credential Assessment was received.', '/applicant/visa', null, now() - interval '18 days'),
  ('00000000-0000-4000-8000-0000000000e1', 'Your plan renews soon',
   'Your Premium plan renews in 20 days.', '/employer/plans', null, now() - interval '1 hour');

-- Notifications about the long-closed QA Analyst job are old and read, as are plan activations.
update public.notifications set created_at = now() - interval '36 days', read_at = now() - interval '35 days'
where body like '%"QA Analyst"%';
update public.notifications set read_at = now() - interval '1 day'
where read_at is null and title = 'Plan activated';

insert into public.contact_messages (name, email, subject, message, handled, created_at) values
  ('Kofi Asante', 'kofi.asante@mail.example', 'Registration fee',
   'Hello, is the USD 150 registration fee payable before or after you start applying for me?', true, now() - interval '9 days'),
  ('Rachel Green', 'rachel@northwind.example', 'Enterprise plan',
   'We would like to post around 40 nursing roles a year. Could someone from sales call me?', false, now() - interval '2 days'),
  ('Hiro Tanaka', 'hiro.tanaka@mail.example', 'Visa for New Zealand',
   'Do you support teachers moving to New Zealand with their families?', false, now() - interval '5 hours');

-- ---------------------------------------------------------------------------------------------
-- Articles: the five sample articles (Markdown bodies), plus one draft for the content screen
-- ---------------------------------------------------------------------------------------------
insert into public.articles (id, slug, title, excerpt, body, category, author, status, published_at, created_at)
overriding system value
values
(1, 'how-to-write-a-cv-for-international-employers',
 'How to Write a CV That International Employers Read',
 'Recruiters abroad spend seconds on a first read. Here is how to adapt your CV to the country you are applying to.',
 $md$Recruiters in Canada, the UK or Australia often receive hundreds of CVs for one role. Most decide within a minute whether to read on. A CV written for your home market can lose you that minute.

## Follow the local format

- **Canada and the United States** expect a *résumé* of one or two pages, with no photo, date of birth or marital status.
- **The UK and Ireland** use a two-page *CV*, also without a photo.
- **Australia and New Zealand** accept two to three pages and value a short list of referees.

## Lead with results, not duties

Replace "Responsible for the payments service" with "Cut payment failures by 38% by redesigning retry logic". Numbers travel across borders; job titles do not always mean the same thing.

## Translate your qualifications

Name the local equivalent of your degree or licence when you know it, and say whether you have started a credential evaluation or registration (for example with AHPRA or the Nursing and Midwifery Council).

## State your work rights plainly

One line near the top is enough: *"Requires employer sponsorship (Skilled Worker visa)"* or *"Holds an open work permit until 2027"*. Employers who sponsor will keep reading; those who cannot will not waste your time.

## Before you send it

1. Save it as PDF or DOCX, under 5 MB.
2. Name the file `firstname-lastname-cv.pdf`.
3. Ask someone who lives in the destination country to read it once.

Upload the finished CV from your dashboard. It goes with the applications you send, and if you use our managed service, your recruiter can send it with the applications you approve.$md$,
 'Career Tips', 'Emma Richardson', 'published', now() - interval '28 days', now() - interval '30 days'),
(2, 'acing-video-interviews-across-time-zones',
 'Acing Video Interviews Across Time Zones',
 'Most first interviews for jobs abroad happen on a screen. Prepare the technology, the time zone and your answers.',
 $md$For most candidates who move abroad, every interview before the offer happens on video. Treat it with the same care as an interview in person.

## Get the time right

Interview invitations show the time in the employer's zone. Convert it, then put it in your calendar **with the time zone attached**, so that a change to daylight saving time cannot catch you out. Your dashboard lists each interview in your local time.

## Test everything the day before

- Join the meeting link once to check the software, camera and microphone.
- Use a wired connection or sit close to the router.
- Choose a quiet room with light in front of you, not behind you.

## Prepare for the questions employers abroad ask

> "Why do you want to move to this country?"

Answer with the job and the career you want there, not only the lifestyle. Be ready to explain your visa situation in two sentences and to say when you could start.

## Use the STAR method

Describe the **S**ituation, the **T**ask, the **A**ction you took and the **R**esult. It keeps answers short and makes them easy to compare, which matters when the panel speaks English as a first language and you may not.

## Follow up

Send a short thank-you email within 24 hours. Mention one thing you discussed, and confirm that you are still interested.$md$,
 'Career Tips', 'David Okoye', 'published', now() - interval '21 days', now() - interval '22 days'),
(3, 'in-demand-jobs-abroad',
 'The Jobs Most in Demand Abroad This Year',
 'Healthcare, IT, education and the skilled trades lead the shortage lists in our six destination countries.',
 $md$Every destination country publishes a list of occupations it cannot fill locally. Those lists decide which roles employers can sponsor most easily, and they change every year.

## Healthcare

Registered nurses, midwives, aged-care workers and general practitioners appear on the shortage lists of **Australia, Canada, Ireland, New Zealand and the UK**. Employers often pay for registration and relocation.

## IT, software and data

Software engineers, DevOps and cloud engineers, data analysts and cybersecurity specialists remain in demand, especially in **Canada** and **Ireland**, where large technology employers sponsor work permits.

## Education

Secondary teachers of mathematics, science and technology are sought in **New Zealand**, **Australia** and the **UK**. Schools usually expect local registration before you start.

## Engineering and the skilled trades

Civil and electrical engineers, electricians, plumbers and welders are short in every one of our destination markets, driven by housing and infrastructure programmes.

## Logistics and supply chain

Supply chain coordinators, planners and HGV drivers are needed in **Ireland** and the **UK** as trade routes change.

## What this means for you

If your occupation is on a shortage list, say so in your profile and filter jobs by *visa sponsorship*. If it is not, look at related roles that are: a software tester might qualify as a software engineer, a logistics clerk as a supply chain coordinator.$md$,
 'Job Market Trends', 'Sarah Mitchell', 'published', now() - interval '14 days', now() - interval '15 days'),
(4, 'relocation-checklist-your-first-month-abroad',
 'Relocation Checklist: Your First Month Abroad',
 'From a tax number to a bank account and a doctor: what to sort out in your first weeks in a new country.',
 $md$The first month in a new country decides how quickly you settle. Work through this list in order; each step unlocks the next.

## Before you fly

- Keep digital **and** paper copies of your passport, visa, job offer and qualifications.
- Book temporary accommodation for at least four weeks. Renting is much easier once you are in the country.
- Bring enough money for a rental bond: often four to six weeks of rent.

## Week one

1. **Get a local phone number.** Banks and landlords will ask for it.
2. **Apply for a tax number**: a SIN in Canada, a TFN in Australia, an IRD number in New Zealand, a PPS number in Ireland or a National Insurance number in the UK.
3. **Open a bank account**, so that your first salary can be paid.

## Weeks two to four

- Register with a doctor (a GP) and, where it applies, with public health insurance.
- Start looking for long-term housing in the areas your colleagues recommend.
- Exchange your driving licence if your country has an agreement with your new one.

## Look after yourself

Moving is tiring even when everything goes well. Join a newcomer group, keep in touch with home on a schedule, and tell your employer early if something is not working out.

Your visa and relocation case in the dashboard lists these steps and tracks which ones you have completed.$md$,
 'Relocation Advice', 'Liam O''Connor', 'published', now() - interval '7 days', now() - interval '8 days'),
(5, 'understanding-employer-sponsored-work-visas',
 'Understanding Employer-Sponsored Work Visas',
 'How sponsorship works in Canada, the UK, Australia, Ireland, New Zealand and the United States, and what it asks of you.',
 $md$Most candidates who move abroad for a job do so on a visa that their employer sponsors. The names differ from country to country, but the process follows the same pattern.

## The common pattern

1. **The employer proves the need.** It shows that it could not fill the role locally, or that the role is on a shortage list.
2. **The employer nominates you.** It issues a job offer and a sponsorship document.
3. **You apply for the visa** with your passport, qualifications, language results and police certificates.
4. **You give biometrics** and sometimes attend a medical examination.

## Country by country

| Country | Usual route | What the employer provides |
|---|---|---|
| Canada | Employer-specific work permit | A Labour Market Impact Assessment (LMIA), unless exempt |
| United Kingdom | Skilled Worker visa | A Certificate of Sponsorship from a licensed sponsor |
| Australia | Skills in Demand visa (subclass 482) | A nomination approved by the Department of Home Affairs |
| Ireland | Critical Skills or General Employment Permit | A job offer that meets the permit's salary rules |
| New Zealand | Accredited Employer Work Visa | A job check from an accredited employer |
| United States | H-1B and other categories | A petition, often subject to an annual lottery |

## How long it takes

Allow two to six months for the visa alone. Our usual time from an approved profile to a job offer is 4 to 12 weeks, and visa processing comes on top of that.

## Rules change often

Salary thresholds and occupation lists are revised regularly. Always check the official government website of your destination country before you apply, and ask our team when anything is unclear.$md$,
 'Visa & Immigration', 'Aisha Rahman', 'published', now() - interval '3 days', now() - interval '4 days'),
(6, 'registering-as-a-nurse-in-australia',
 'Registering as a Nurse in Australia',
 'A step-by-step guide to AHPRA registration for internationally qualified nurses.',
 $md$Internationally qualified nurses must register with the Nursing and Midwifery Board of Australia through AHPRA before they can practise.

## Steps

1. Complete the self-check.
2. Submit your qualifications and English results.
3. Complete an outcome-based assessment if required.$md$,
 'Visa & Immigration', 'Aisha Rahman', 'draft', null, now() - interval '1 day');

select setval(pg_get_serial_sequence('public.articles', 'id'), (select max(id) from public.articles));

-- ---------------------------------------------------------------------------------------------
-- FAQs: the 13 published entries
-- ---------------------------------------------------------------------------------------------
insert into public.faqs (id, position, status, question, answer)
overriding system value
values
(1, 1, 'published', 'What is GlobalHire and who is it for?',
 'GlobalHire is an international job board and recruitment service. It helps candidates who want to work abroad find jobs and apply, and helps employers reach a worldwide talent pool.'),
(2, 2, 'published', 'Is it free to create a profile and browse jobs?',
 'Yes. Creating a profile, uploading your CV, browsing jobs and applying yourself are free for candidates. Fees apply only if you choose our managed service, as described on our Fees page.'),
(3, 3, 'published', 'How much is the registration fee?',
 'The registration fee is USD 150, one-time and non-refundable. It applies only to our managed service, and we invoice it when our team starts applying on your behalf: when you approve the first job your recruiter proposes. It is not charged for jobs in the UK or Ontario, or if you live in the UK.'),
(4, 4, 'published', 'When do I pay the success fee?',
 'The success fee of USD 10,000 is invoiced only when you have both a confirmed job offer and an approved visa. If you are not hired, or your visa is denied, it is not charged. It is not charged for jobs in the UK or Ontario, or if you live in the UK.'),
(5, 5, 'published', 'Which optional services do you offer?',
 'We offer document translation from USD 30 per page, credential evaluation from USD 100, and applications to each additional country for USD 50 per country. You pay for them only if you order them.'),
(6, 6, 'published', 'Are payments refundable?',
 'Payments are non-refundable once our services have started.'),
(7, 7, 'published', 'How long does the process take?',
 'On average the process takes 4 to 12 weeks from the approval of your profile to a job offer. Visa processing time is not included and depends on the destination country.'),
(8, 8, 'published', 'Do you guarantee a job placement?',
 'No. We work hard to match you with suitable employers, but no placement is guaranteed. The final decision to hire always rests with the employer.'),
(9, 9, 'published', 'How will I receive updates on my applications?',
 'You receive updates through your dashboard, where each application shows its current status, or by email.'),
(10, 10, 'published', 'Which countries and sectors do you recruit for?',
 'We recruit for Australia, Canada, the United Kingdom, Ireland, New Zealand and the United States, in healthcare, IT, education, engineering, finance, skilled trades and logistics.'),
(11, 11, 'published', 'Do you help with visas and relocation?',
 'Yes. Your visa case is tracked step by step in your dashboard, with a checklist of the documents you need.'),
(12, 12, 'published', 'Who can register as a candidate?',
 'You must be at least 18 years old and legally eligible to work in the destination country, or eligible for the visa that the job requires.'),
(13, 13, 'published', 'How can employers post jobs?',
 'Employers register a company account and choose a plan: Free ($0 per month, 1 job posting visible for 7 days), Premium ($99 per month, 5 postings for 30 days) or Enterprise ($299 per month, unlimited postings for 90 days). Every job is reviewed before it goes live.'),
(14, 14, 'draft', 'Can I apply to jobs in more than one country?',
 'Yes. Applying yourself is free in every country. On our managed service, applications to each additional country cost USD 50 per country.');

select setval(pg_get_serial_sequence('public.faqs', 'id'), (select max(id) from public.faqs));

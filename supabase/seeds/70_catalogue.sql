-- The demo catalogue: 25 employers across the six target countries and 240
-- jobs (ids 1001-1240), generated deterministically: the same rows on every reset, no random().
-- Every category, work type, employment type, target-country currency (AUD, CAD, GBP, EUR, NZD,
-- USD) and salary period appears; some jobs are featured (published at least a week ago, so the
-- home page keeps the spec's sample jobs first) and 15 have expired, so their pages show a closed
-- job with similar live ones. Published dates spread over the last 60 days. The spec's sample
-- jobs 1-5 (seed.sql) are untouched.
--   Plausible rows: internships only for entry-level roles (paid less), no part-time or
--   temporary chief officers, and a company's openings for the same role in different cities
--   (or, for the remote studio, different roles), never the same listing twice.
--   Employers: 00000000-0000-4000-8000-0000ca7a0001 … 0025, e-mail careers@<domain>.example,
--   password `globalhire-demo`, each verified.
--   Job 1181: "IT Support Technician" at Northern Lights Software (remote, Canada), expired: the
--   closed-job page of the e2e tests and of docs/search-and-alerts.md.
--   Job 1006: "Software Engineer" at Northern Lights Software (Vancouver), taken down by its
--   employer after it went live (status back to draft): closed, not expired.

-- ---------------------------------------------------------------------------------------------
-- Employers
-- ---------------------------------------------------------------------------------------------
create temporary table catalogue_employers (
  n integer primary key, company text, first_name text, last_name text, domain text,
  country text, city text, category text, description text
);

insert into catalogue_employers values
  (1, 'Wattle Health Partners', 'Grace', 'Mitchell', 'wattlehealth', 'australia', 'Melbourne', 'healthcare',
   'Wattle Health Partners runs three private hospitals and a network of community clinics across Victoria.'),
  (2, 'Coral Coast Constructions', 'Jack', 'Thompson', 'coralcoast', 'australia', 'Brisbane', 'construction',
   'Coral Coast Constructions builds schools, hospitals and apartment towers across Queensland.'),
  (3, 'Riverina Agri Co', 'Lachlan', 'Reid', 'riverinaagri', 'australia', 'Adelaide', 'agriculture',
   'Riverina Agri Co farms grain, wine grapes and citrus on 40,000 hectares in South Australia and New South Wales.'),
  (4, 'Southern Ledger Accounting', 'Chloe', 'Nguyen', 'southernledger', 'australia', 'Sydney', 'accounting',
   'Southern Ledger Accounting looks after the books, tax and payroll of 2,000 Australian small businesses.'),
  (5, 'Bluegum Retail Group', 'Oliver', 'Evans', 'bluegumretail', 'australia', 'Perth', 'retail',
   'Bluegum Retail Group runs 80 homeware and outdoor stores and a fast-growing online shop.'),
  (6, 'Northern Lights Software', 'Nathan', 'Roy', 'northernlights', 'canada', 'Vancouver', 'it',
   'Northern Lights Software builds scheduling and dispatch software for field-service companies across North America.'),
  (7, 'Prairie Chemicals', 'Hannah', 'Schmidt', 'prairiechem', 'canada', 'Calgary', 'chemical',
   'Prairie Chemicals produces speciality chemicals for the agriculture and energy industries from two Alberta plants.'),
  (8, 'Laurentian Customer Care', 'Julien', 'Tremblay', 'laurentiancare', 'canada', 'Montreal', 'customer-service',
   'Laurentian Customer Care answers customers in English and French for telecom and travel brands.'),
  (9, 'Rideau Legal LLP', 'Emily', 'Fraser', 'rideaulegal', 'canada', 'Ottawa', 'legal',
   'Rideau Legal LLP advises technology companies and public bodies on corporate, commercial and regulatory law.'),
  (10, 'Pennine Manufacturing', 'George', 'Hughes', 'penninemfg', 'united-kingdom', 'Manchester', 'manufacturing',
   'Pennine Manufacturing machines precision components for the aerospace and rail industries.'),
  (11, 'Kingsbridge Bank', 'Charlotte', 'Price', 'kingsbridgebank', 'united-kingdom', 'London', 'banking',
   'Kingsbridge Bank is a commercial bank for UK small and medium-sized businesses, with 40 regional offices.'),
  (12, 'Caledonia Life Sciences', 'Fraser', 'Campbell', 'caledonials', 'united-kingdom', 'Edinburgh', 'science',
   'Caledonia Life Sciences researches new treatments for inflammatory diseases and runs clinical trials across Europe.'),
  (13, 'Severn Education Trust', 'Amelia', 'Davies', 'severntrust', 'united-kingdom', 'Bristol', 'education',
   'Severn Education Trust runs twelve primary and secondary schools in the south-west of England.'),
  (14, 'Midlands Talent Partners', 'Harry', 'Patel', 'midlandstalent', 'united-kingdom', 'Birmingham', 'hr',
   'Midlands Talent Partners provides HR and recruitment services to manufacturers and retailers.'),
  (15, 'Liffey Sales Solutions', 'Aoife', 'Murphy', 'liffeysales', 'ireland', 'Dublin', 'sales',
   'Liffey Sales Solutions builds and runs sales teams for software companies entering the European market.'),
  (16, 'Shannon Supply Chain', 'Conor', 'Kelly', 'shannonsupply', 'ireland', 'Limerick', 'supply-chain',
   'Shannon Supply Chain runs warehouses and freight planning for medical-device and food manufacturers.'),
  (17, 'Claddagh Care Group', 'Niamh', 'O''Brien', 'claddaghcare', 'ireland', 'Galway', 'healthcare',
   'Claddagh Care Group runs nursing homes, home care and rehabilitation services in the west of Ireland.'),
  (18, 'Tasman Software', 'Mere', 'Walker', 'tasmansoftware', 'new-zealand', 'Wellington', 'it',
   'Tasman Software makes accounting and inventory apps used by 30,000 businesses in New Zealand and Australia.'),
  (19, 'Canterbury Builders', 'Sam', 'Wilson', 'canterburybuilders', 'new-zealand', 'Christchurch', 'construction',
   'Canterbury Builders delivers commercial fit-outs and earthquake-strengthening projects across the South Island.'),
  (20, 'Waikato Learning Centre', 'Ana', 'Tuhoe', 'waikatolearning', 'new-zealand', 'Hamilton', 'education',
   'Waikato Learning Centre runs early-childhood centres and a private primary school in the Waikato.'),
  (21, 'Hudson Executive Search', 'Michael', 'Carter', 'hudsonexec', 'united-states', 'New York', 'executive',
   'Hudson Executive Search places chief officers and general managers for mid-sized US companies.'),
  (22, 'Lone Star Sales Group', 'Ashley', 'Ramirez', 'lonestarsales', 'united-states', 'Austin', 'sales',
   'Lone Star Sales Group sells energy-efficiency products to businesses across Texas and the South.'),
  (23, 'Cascade Remote Works', 'Tyler', 'Johnson', 'cascaderemote', 'united-states', 'Seattle', 'remote',
   'Cascade Remote Works is a fully remote product studio with 120 people in twelve time zones.'),
  (24, 'Lakeshore Admin Services', 'Megan', 'Anderson', 'lakeshoreadmin', 'united-states', 'Chicago', 'admin',
   'Lakeshore Admin Services provides office and administrative staff to law firms and clinics in Chicago.'),
  (25, 'Beacon Hill Events', 'Daniel', 'Sullivan', 'beaconhill', 'united-states', 'Boston', 'other',
   'Beacon Hill Events plans conferences, weddings and corporate events across New England.');

-- One password hash for all of them: the same password, hashed once (bcrypt is slow on purpose).
with hash as (select extensions.crypt('globalhire-demo', extensions.gen_salt('bf')) as value)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000',
  ('00000000-0000-4000-8000-0000ca7a' || lpad(e.n::text, 4, '0'))::uuid,
  'authenticated', 'authenticated', 'careers@' || e.domain || '.example', hash.value,
  now() - make_interval(days => 90 + e.n * 9),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('first_name', e.first_name, 'last_name', e.last_name,
                     'company_name', e.company, 'user_type', 'employer'),
  now() - make_interval(days => 90 + e.n * 9), now() - make_interval(days => 90 + e.n * 9),
  '', '', '', ''
from catalogue_employers e, hash;

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id, u.id, u.id::text,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.id::text like '00000000-0000-4000-8000-0000ca7a%';

update public.profiles p set
  created_at = u.created_at,
  website = 'https://www.' || e.domain || '.example',
  description = e.description,
  country = e.country,
  city = e.city,
  employer_status = 'verified'
from catalogue_employers e, auth.users u
where p.id = ('00000000-0000-4000-8000-0000ca7a' || lpad(e.n::text, 4, '0'))::uuid and u.id = p.id;

-- ---------------------------------------------------------------------------------------------
-- Four roles per category (nine for the remote studio): title, skills (tags) and a typical
-- annual salary in US dollars.
-- ---------------------------------------------------------------------------------------------
create temporary table catalogue_roles (
  category text, idx integer, title text, tags text[], base integer, duty text,
  primary key (category, idx)
);

insert into catalogue_roles values
  ('accounting', 0, 'Staff Accountant', '{Accounting,Xero,Month-end}', 65000, 'You will run month-end close, reconcile accounts and prepare management reports.'),
  ('accounting', 1, 'Management Accountant', '{CIMA,Budgeting,Excel}', 75000, 'You will build budgets and forecasts and explain the numbers to budget holders.'),
  ('accounting', 2, 'Payroll Officer', '{Payroll,Excel}', 55000, 'You will process fortnightly and monthly payroll and answer employees'' pay questions.'),
  ('accounting', 3, 'Financial Controller', '{IFRS,Reporting,Leadership}', 110000, 'You will lead the finance team, own statutory reporting and work with auditors.'),
  ('admin', 0, 'Office Manager', '{"Office management",Scheduling}', 55000, 'You will keep the office running: suppliers, facilities, travel and the front desk team.'),
  ('admin', 1, 'Executive Assistant', '{"Calendar management","Microsoft 365"}', 60000, 'You will manage diaries, travel and board papers for two senior partners.'),
  ('admin', 2, 'Receptionist', '{"Front desk","Customer service"}', 40000, 'You will welcome visitors, answer calls and book meeting rooms.'),
  ('admin', 3, 'Data Entry Clerk', '{"Data entry",Excel}', 38000, 'You will enter and check client records and keep our document archive in order.'),
  ('agriculture', 0, 'Farm Manager', '{Livestock,Irrigation,Leadership}', 70000, 'You will plan the season, lead a team of eight and look after machinery and stock.'),
  ('agriculture', 1, 'Agronomist', '{Agronomy,"Soil science"}', 75000, 'You will advise on crop nutrition, soil health and pest management across our farms.'),
  ('agriculture', 2, 'Vineyard Supervisor', '{Viticulture,Harvest}', 58000, 'You will supervise pruning, canopy work and harvest crews in our vineyards.'),
  ('agriculture', 3, 'Harvest Hand', '{Harvest,"Outdoor work"}', 35000, 'You will pick, sort and pack fruit during the harvest season.'),
  ('banking', 0, 'Credit Analyst', '{"Credit risk",Excel}', 80000, 'You will assess loan applications from small businesses and write credit papers.'),
  ('banking', 1, 'Relationship Manager', '{"Commercial banking",Sales}', 95000, 'You will look after a portfolio of business clients and grow their lending.'),
  ('banking', 2, 'Compliance Officer', '{AML,KYC,Compliance}', 85000, 'You will review customer due diligence and report suspicious activity.'),
  ('banking', 3, 'Bank Teller', '{"Cash handling","Customer service"}', 40000, 'You will serve customers at the counter and help them with everyday banking.'),
  ('chemical', 0, 'Process Chemist', '{Chemistry,HPLC}', 78000, 'You will develop and scale up manufacturing processes for new products.'),
  ('chemical', 1, 'Chemical Engineer', '{"Process engineering",HAZOP}', 95000, 'You will improve plant performance and lead hazard studies on process changes.'),
  ('chemical', 2, 'Quality Control Analyst', '{"Quality control",GMP,Laboratory}', 62000, 'You will test raw materials and finished batches and release them to customers.'),
  ('chemical', 3, 'Plant Operator', '{Operations,Safety}', 55000, 'You will run reactors and blending lines on a rotating shift pattern.'),
  ('construction', 0, 'Site Manager', '{"Site management","Health and safety"}', 95000, 'You will run day-to-day work on site, subcontractors and safety.'),
  ('construction', 1, 'Quantity Surveyor', '{"Cost planning",Estimating}', 85000, 'You will estimate, value and report on project costs from tender to final account.'),
  ('construction', 2, 'Electrician', '{Electrical,Wiring}', 70000, 'You will install and test electrical systems in commercial buildings.'),
  ('construction', 3, 'Carpenter', '{Carpentry,Framing}', 60000, 'You will frame, fit out and finish residential and commercial projects.'),
  ('customer-service', 0, 'Customer Support Specialist', '{Zendesk,"Customer service"}', 45000, 'You will answer customers by phone, chat and e-mail and solve their problems first time.'),
  ('customer-service', 1, 'Contact Centre Team Leader', '{Leadership,"Contact centre"}', 55000, 'You will coach a team of twelve agents and keep service levels on target.'),
  ('customer-service', 2, 'Client Success Manager', '{"Account management",SaaS}', 70000, 'You will onboard new clients and make sure they get value from our service.'),
  ('customer-service', 3, 'Bilingual Customer Service Agent', '{French,"Customer service"}', 46000, 'You will help customers in English and French across phone and chat.'),
  ('education', 0, 'Primary School Teacher', '{Teaching,Primary}', 65000, 'You will plan and teach a class of 26 pupils and work closely with their families.'),
  ('education', 1, 'Early Childhood Educator', '{"Early childhood",Teaching}', 50000, 'You will plan play-based learning for children aged two to five.'),
  ('education', 2, 'University Lecturer in Engineering', '{Lecturing,Research}', 95000, 'You will teach undergraduate engineering modules and build your own research group.'),
  ('education', 3, 'Special Education Teacher', '{SEN,Teaching}', 68000, 'You will teach small groups of pupils with additional learning needs.'),
  ('executive', 0, 'Chief Financial Officer', '{Leadership,Finance,Strategy}', 220000, 'You will lead finance, investor relations and the next funding round.'),
  ('executive', 1, 'Head of Operations', '{Operations,Leadership}', 160000, 'You will run operations across four sites and a team of 300.'),
  ('executive', 2, 'General Manager', '{"P&L",Leadership}', 150000, 'You will own the business unit''s results and lead its management team.'),
  ('executive', 3, 'Managing Director', '{Strategy,Board}', 240000, 'You will set the strategy with the board and lead the company through its next stage of growth.'),
  ('healthcare', 0, 'Registered Nurse', '{Nursing,"Patient care"}', 80000, 'You will care for patients on a busy medical-surgical ward with a supportive team.'),
  ('healthcare', 1, 'Physiotherapist', '{Physiotherapy,Rehabilitation}', 82000, 'You will assess and treat inpatients and outpatients recovering from surgery and injury.'),
  ('healthcare', 2, 'General Practitioner', '{Medicine,"Primary care"}', 190000, 'You will see patients of all ages in a modern general practice with nursing support.'),
  ('healthcare', 3, 'Pharmacist', '{Pharmacy,Dispensing}', 95000, 'You will dispense medicines, counsel patients and support the clinical teams.'),
  ('hr', 0, 'HR Business Partner', '{"Employee relations",HR}', 85000, 'You will advise managers on people matters, from hiring to restructures.'),
  ('hr', 1, 'Talent Acquisition Specialist', '{Recruitment,Sourcing}', 65000, 'You will find and hire people for our clients'' hardest-to-fill roles.'),
  ('hr', 2, 'Learning and Development Advisor', '{Training,"L&D"}', 68000, 'You will design and run training programmes for managers and new starters.'),
  ('hr', 3, 'HR Coordinator', '{"HR administration",Onboarding}', 50000, 'You will run onboarding, contracts and HR records for 600 employees.'),
  ('it', 0, 'Software Engineer', '{TypeScript,React,Node.js}', 115000, 'You will design, build and run features end to end in a small product team.'),
  ('it', 1, 'Cloud Engineer', '{AWS,Terraform,Kubernetes}', 125000, 'You will run our cloud platform, automate infrastructure and keep it secure.'),
  ('it', 2, 'Data Engineer', '{Python,SQL,Spark}', 120000, 'You will build the pipelines and models that feed our analytics and machine learning.'),
  ('it', 3, 'IT Support Technician', '{"Service desk",Windows,Networking}', 55000, 'You will solve hardware, software and network problems for 400 colleagues.'),
  ('legal', 0, 'Corporate Lawyer', '{"Corporate law","M&A"}', 140000, 'You will advise on acquisitions, investments and company law for technology clients.'),
  ('legal', 1, 'Paralegal', '{"Legal research",Drafting}', 55000, 'You will research, draft and manage documents for a busy commercial team.'),
  ('legal', 2, 'Legal Counsel', '{"Commercial contracts",Compliance}', 130000, 'You will negotiate commercial contracts and advise the business on regulation.'),
  ('legal', 3, 'Conveyancer', '{"Property law",Conveyancing}', 70000, 'You will handle residential and commercial property transactions from offer to settlement.'),
  ('manufacturing', 0, 'Production Supervisor', '{Lean,Production}', 72000, 'You will lead a production shift and improve output, quality and safety.'),
  ('manufacturing', 1, 'Maintenance Technician', '{Mechanical,PLC}', 65000, 'You will keep machines running with planned maintenance and fast breakdown repairs.'),
  ('manufacturing', 2, 'CNC Machinist', '{CNC,Machining}', 58000, 'You will set up and run five-axis CNC machines to tight tolerances.'),
  ('manufacturing', 3, 'Quality Engineer', '{"ISO 9001","Six Sigma"}', 85000, 'You will own inspection plans, investigate defects and lead corrective actions.'),
  ('other', 0, 'Event Coordinator', '{Events,Planning}', 52000, 'You will plan venues, suppliers and schedules for conferences and weddings.'),
  ('other', 1, 'Translator', '{Translation,Spanish}', 55000, 'You will translate event materials and interpret for international guests.'),
  ('other', 2, 'Facilities Coordinator', '{Facilities,"Vendor management"}', 54000, 'You will look after our venues, equipment and the contractors who maintain them.'),
  ('other', 3, 'Chef de Partie', '{Cooking,Kitchen}', 48000, 'You will run a section of our events kitchen, from prep to service.'),
  ('remote', 0, 'Technical Writer', '{Documentation,Markdown}', 85000, 'You will write the guides and API references our customers rely on.'),
  ('remote', 1, 'Product Manager', '{"Product management",Agile}', 135000, 'You will decide what we build next, with designers and engineers across time zones.'),
  ('remote', 2, 'UX Designer', '{Figma,"UX research"}', 105000, 'You will research, prototype and design web and mobile products.'),
  ('remote', 3, 'Customer Success Lead', '{"Customer success",SaaS}', 90000, 'You will lead a distributed team that helps our customers succeed.'),
  -- The remote studio posts nine jobs: nine roles, so no listing repeats another.
  ('remote', 4, 'API Engineer', '{Go,PostgreSQL,APIs}', 125000, 'You will design and run the APIs and services behind our clients'' products.'),
  ('remote', 5, 'Test Automation Engineer', '{"Test automation",Playwright}', 85000, 'You will plan tests, automate the critical paths and keep releases safe.'),
  ('remote', 6, 'Interaction Designer', '{Figma,Prototyping}', 110000, 'You will shape flows and interfaces from the first sketch to the shipped product.'),
  ('remote', 7, 'Data Scientist', '{SQL,Python,Statistics}', 120000, 'You will turn product and customer data into models, experiments and decisions.'),
  ('remote', 8, 'Cloud Platform Engineer', '{AWS,Terraform,"CI/CD"}', 130000, 'You will run our build pipelines and cloud infrastructure across time zones.'),
  ('retail', 0, 'Store Manager', '{Retail,Leadership}', 60000, 'You will run a store of 25 people and its results.'),
  ('retail', 1, 'Visual Merchandiser', '{Merchandising,Design}', 45000, 'You will design window and in-store displays that sell.'),
  ('retail', 2, 'Retail Sales Associate', '{Sales,"Customer service"}', 36000, 'You will help customers find what they need and keep the shop floor tidy.'),
  ('retail', 3, 'E-commerce Coordinator', '{Shopify,E-commerce}', 55000, 'You will keep the online shop''s products, prices and promotions up to date.'),
  ('sales', 0, 'Account Executive', '{"B2B sales",CRM}', 90000, 'You will own a territory and close new business from first call to contract.'),
  ('sales', 1, 'Business Development Manager', '{"Business development",Negotiation}', 105000, 'You will open new markets and build partnerships with distributors.'),
  ('sales', 2, 'Inside Sales Representative', '{Salesforce,Prospecting}', 60000, 'You will qualify leads and book meetings for the field sales team.'),
  ('sales', 3, 'Sales Engineer', '{"Technical sales",Solutions}', 120000, 'You will run product demonstrations and design solutions with customers.'),
  ('science', 0, 'Research Scientist', '{Research,"Molecular biology"}', 95000, 'You will design and run experiments in our drug-discovery programme.'),
  ('science', 1, 'Laboratory Technician', '{Laboratory,"Sample testing"}', 50000, 'You will prepare samples, run assays and keep the laboratory in order.'),
  ('science', 2, 'Environmental Scientist', '{"Environmental monitoring",GIS}', 78000, 'You will run field surveys and write environmental impact reports.'),
  ('science', 3, 'Clinical Research Associate', '{"Clinical trials",GCP}', 88000, 'You will monitor clinical trial sites and make sure the data is right.'),
  ('supply-chain', 0, 'Warehouse Supervisor', '{Warehouse,Forklift,Leadership}', 58000, 'You will run a warehouse shift: receiving, picking, packing and dispatch.'),
  ('supply-chain', 1, 'Procurement Specialist', '{Procurement,Negotiation}', 72000, 'You will source suppliers, negotiate contracts and manage spend.'),
  ('supply-chain', 2, 'Logistics Planner', '{Logistics,SAP}', 65000, 'You will plan inbound and outbound freight and keep customers informed.'),
  ('supply-chain', 3, 'Demand Planner', '{Forecasting,Excel}', 78000, 'You will forecast demand and balance stock across our warehouses.');

create temporary table catalogue_countries (
  country text primary key, label text, currency text, rate numeric, cities text[], benefit text
);

insert into catalogue_countries values
  ('australia', 'Australia', 'AUD', 1.5, '{Sydney,Melbourne,Brisbane,Perth,Adelaide}', '12% superannuation'),
  ('canada', 'Canada', 'CAD', 1.37, '{Toronto,Vancouver,Montreal,Calgary,Ottawa}', 'Extended health, dental and vision coverage'),
  ('united-kingdom', 'United Kingdom', 'GBP', 0.79, '{London,Manchester,Edinburgh,Birmingham,Bristol}', '25 days of holiday plus bank holidays'),
  ('ireland', 'Ireland', 'EUR', 0.92, '{Dublin,Cork,Galway,Limerick}', 'Pension contribution and health insurance'),
  ('new-zealand', 'New Zealand', 'NZD', 1.65, '{Auckland,Wellington,Christchurch,Hamilton}', 'KiwiSaver contributions of 4%'),
  ('united-states', 'United States', 'USD', 1, '{"New York",Austin,Seattle,Chicago,Boston}', '401(k) match and health insurance');

-- ---------------------------------------------------------------------------------------------
-- Jobs 1001-1240: job g belongs to employer ((g - 1) % 25) + 1 and is its k-th job (k = 0..9);
-- the role, city, work and employment type, salary period, dates and flags follow from g, k and
-- the employer's number by plain arithmetic. The role is k modulo the category's roles; a role's
-- second and third openings move one city on each time, so they are in different cities.
-- ---------------------------------------------------------------------------------------------
insert into public.jobs (
  id, company_id, title, description, requirements, benefits, category, country, city, location,
  work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, tags,
  visa_sponsorship, relocation_support, approved, featured, status, created_at, published_at, expires_at
)
overriding system value
select
  1000 + s.g,
  ('00000000-0000-4000-8000-0000ca7a' || lpad(e.n::text, 4, '0'))::uuid,
  r.title,
  (array[
     format('%s is hiring a %s to join its team in %s.', e.company, r.title, s.place),
     format('Join %s in %s as a %s.', e.company, s.place, r.title),
     format('We are looking for an experienced %s for our %s team.', r.title, s.place),
     format('%s is growing and needs a %s in %s.', e.company, r.title, s.place)
   ])[s.g % 4 + 1]
   || ' ' || r.duty || E'\n\n' || e.description || E'\n\n'
   || case when s.visa
        then format('We sponsor work visas for international candidates and help you settle in %s.', c.label)
        else format('Applicants must already have the right to work in %s.', c.label) end,
  array[
    format('%s+ years of experience as a %s or in a similar role', 1 + s.g % 5, lower(r.title)),
    format('Working knowledge of %s', r.tags[1]),
    (array['Clear written and spoken English', 'A collaborative, organised way of working',
           'Comfortable with change in a growing company', 'Attention to detail'])[s.g % 4 + 1]
  ],
  array[
    c.benefit,
    (array['Paid professional development', 'Flexible working hours', 'Employee assistance programme',
           'Paid parental leave'])[(s.g + 1) % 4 + 1]
  ] || case when s.relocation then array['Relocation package'] else '{}'::text[] end,
  e.category,
  e.country,
  case when s.work_type = 'remote' then null else s.city end,
  case when s.work_type = 'remote' then format('Remote (%s)', c.label) else s.place end,
  s.work_type::public.work_type,
  s.employment_type::public.employment_type,
  case when s.g % 29 = 0 or s.g % 23 = 0 then null else s.amount end,
  case when s.g % 19 = 0 or s.g % 23 = 0 then null else s.amount_max end,
  case when s.g % 23 = 0 then null else c.currency end,
  s.period::public.salary_period,
  r.tags,
  s.visa,
  s.relocation,
  true,
  s.featured,
  'published',
  s.published_at - interval '2 hours',
  s.published_at,
  s.published_at + case when s.expired then interval '30 days' else interval '90 days' end
from (
  select g, k, en, role, place, city, work_type, employment_type, period, visa, relocation, expired,
         published_at, featured and published_at <= now() - interval '7 days' as featured,
         -- Annual pay in the country's currency, varied by ±10 %, then per period.
         case period
           when 'hour' then round(annual / 1900)
           when 'month' then round(annual / 12 / 100) * 100
           else round(annual / 1000) * 1000 end as amount,
         case period
           when 'hour' then round(annual * 1.2 / 1900)
           when 'month' then round(annual * 1.2 / 12 / 100) * 100
           else round(annual * 1.2 / 1000) * 1000 end as amount_max
  from (
    select g, k, en, rr.idx as role, cc.cities[(k % 4 + k / 4 + en) % cardinality(cc.cities) + 1] as city,
           cc.cities[(k % 4 + k / 4 + en) % cardinality(cc.cities) + 1] || ', ' || cc.label as place,
           -- Remote only where the work can be done from home; hands-on roles are on site or hybrid.
           case when ee.category = 'remote' then 'remote'
                when ee.category in ('accounting', 'admin', 'banking', 'customer-service', 'executive', 'hr',
                                     'it', 'legal', 'sales')
                  then (array['on-site', 'hybrid', 'on-site', 'remote', 'hybrid'])[(k + en) % 5 + 1]
                else (array['on-site', 'on-site', 'hybrid', 'on-site', 'on-site'])[(k + en) % 5 + 1] end as work_type,
           -- An internship is an entry-level role; a company's chief officers are not part-time
           -- or temporary.
           case when base.listed_type = 'internship' and rr.base >= 55000 then 'full-time'
                when base.listed_type in ('part-time', 'temporary') and ee.category = 'executive' then 'full-time'
                else base.listed_type end as employment_type,
           case when (k + 2 * en) % 10 = 3 and rr.base < 70000 then 'hour'
                when (k + 2 * en) % 10 in (3, 7) then 'month'
                else 'year' end as period,
           (k + en) % 3 = 0 as visa,
           (2 * k + en) % 4 = 0 as relocation,
           g % 16 = 5 as expired,
           case when g % 16 = 5
                then now() - make_interval(days => 95 + g % 25, hours => g % 24)
                else now() - make_interval(days => (g * 37) % 59, hours => g % 24) end as published_at,
           (k * 7 + en) % 11 = 0 and g % 16 <> 5 as featured,
           -- An intern is paid about 60% of the role's usual salary.
           rr.base * cc.rate * (1 + ((g * 7) % 5 - 2) * 0.05)
             * case when base.listed_type = 'internship' and rr.base < 55000 then 0.6 else 1 end as annual
    from (
      select g, k, en,
             (array['full-time', 'full-time', 'part-time', 'full-time', 'contract', 'temporary', 'full-time', 'internship'])
               [(k * 3 + en) % 8 + 1] as listed_type
      from (select g, (g - 1) / 25 as k, (g - 1) % 25 + 1 as en from generate_series(1, 240) as g) numbered
    ) base
    join catalogue_employers ee on ee.n = base.en
    join catalogue_countries cc on cc.country = ee.country
    join catalogue_roles rr on rr.category = ee.category
      and rr.idx = base.k % (select count(*) from catalogue_roles x where x.category = ee.category)
  ) shaped
) s
join catalogue_employers e on e.n = s.en
join catalogue_countries c on c.country = e.country
join catalogue_roles r on r.category = e.category and r.idx = s.role
order by s.g;

select setval(pg_get_serial_sequence('public.jobs', 'id'), (select max(id) from public.jobs));

-- Job 1006 went live and was then taken down by its employer: closed, not expired.
update public.jobs set status = 'draft' where id = 1006;

-- The catalogue is history from before this database existed: the alert matches its jobs made
-- (and the instant alerts' emails, settled by 99_settle_outbox.sql) count as sent, so the demo
-- weekly digest is not a backlog of the whole catalogue. The delivery worker's fan-out is run
-- here first, so those matches exist.
do $$ begin while public.fan_out_job_alerts(5000) > 0 loop end loop; end $$;
update private.job_alert_matches set sent_at = now() where job_id between 1001 and 1240 and sent_at is null;

drop table catalogue_employers, catalogue_roles, catalogue_countries;

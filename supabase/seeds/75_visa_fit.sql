-- What the visa-fit verdicts read for the demo data: each seeded job's occupation code in its
-- country's classification (UK SOC 2020, UK SOC 2010 for Ireland, NOC 2021, US SOC, ANZSCO),
-- Canadian provinces, weekly hours of hourly jobs and structured relocation packages; the demo
-- employers' licences to sponsor; the demo candidates' citizenships. Runs after seed.sql and
-- 70_catalogue.sql and reads the jobs they made by title.
--   One job in twenty (id % 20 = 7) has no occupation code, so the "unknown" verdict shows too.
--   Licences: the UK employers and Thames Analytics are licensed sponsors (Midlands Talent
--   Partners only claims it), Kauri College is an accredited employer in New Zealand (Tasman
--   Software only claims it), and three Australian employers are standard business sponsors.

-- ---------------------------------------------------------------------------------------------
-- Occupation codes: each demo role in the five classifications.
-- ---------------------------------------------------------------------------------------------
create temporary table visa_fit_roles (
  title text primary key, uk_soc_2020 text, uk_soc_2010 text, noc_2021 text, us_soc text, anzsco text
);

insert into visa_fit_roles (title, uk_soc_2020, uk_soc_2010, noc_2021, us_soc, anzsco) values
  ('Staff Accountant', '2421', '2421', '11100', '13-2011', '221111'),
  ('Management Accountant', '2421', '2421', '11100', '13-2011', '221112'),
  ('Payroll Officer', '4122', '4122', '13102', '43-3051', '551311'),
  ('Financial Controller', '1131', '1131', '10010', '11-3031', '132211'),
  ('Office Manager', '4141', '4161', '13100', '43-1011', '512111'),
  ('Executive Assistant', '4215', '4215', '12100', '43-6011', '521111'),
  ('Receptionist', '4216', '4216', '14101', '43-4171', '542111'),
  ('Data Entry Clerk', '4152', '4217', '14111', '43-9021', '532111'),
  ('Farm Manager', '1211', '1211', '80020', '11-9013', '121711'),
  ('Agronomist', '2112', '2112', '21112', '19-1013', '234115'),
  ('Vineyard Supervisor', '5112', '5112', '82030', '45-1011', '363117'),
  ('Harvest Hand', '9111', '9111', '85101', '45-2092', '842213'),
  ('Credit Analyst', '2422', '3534', '11101', '13-2041', '552211'),
  ('Relationship Manager', '3534', '3538', '10021', '13-2072', '149914'),
  ('Compliance Officer', '2482', '2462', '11109', '13-1041', '224999'),
  ('Bank Teller', '4123', '4123', '64400', '43-3071', '552111'),
  ('Process Chemist', '2111', '2111', '21101', '19-2031', '234211'),
  ('Chemical Engineer', '2125', '2127', '21320', '17-2041', '233111'),
  ('Quality Control Analyst', '3115', '3115', '22100', '19-4031', '311411'),
  ('Plant Operator', '8113', '8114', '94110', '51-9011', '399211'),
  ('Site Manager', '1122', '1122', '70010', '11-9021', '133111'),
  ('Quantity Surveyor', '2453', '2433', '22303', '13-1051', '233213'),
  ('Electrician', '5241', '5241', '72200', '47-2111', '341111'),
  ('Carpenter', '5316', '5315', '72310', '47-2031', '331212'),
  ('Customer Support Specialist', '7219', '7219', '64409', '43-4051', '541112'),
  ('Contact Centre Team Leader', '4143', '7220', '62023', '43-1011', '541111'),
  ('Client Success Manager', '3556', '3545', '10029', '41-3091', '149212'),
  ('Bilingual Customer Service Agent', '7211', '7211', '64409', '43-4051', '541112'),
  ('Primary School Teacher', '2314', '2315', '41221', '25-2021', '241213'),
  ('Early Childhood Educator', '3232', '6121', '42202', '25-2011', '421111'),
  ('University Lecturer in Engineering', '2311', '2311', '41200', '25-1032', '242111'),
  ('Special Education Teacher', '2316', '2316', '41221', '25-2052', '241511'),
  ('Chief Financial Officer', '1131', '1131', '00012', '11-3031', '132211'),
  ('Head of Operations', '1139', '1139', '00012', '11-1021', '111211'),
  ('General Manager', '1111', '1115', '00012', '11-1021', '111211'),
  ('Managing Director', '1111', '1115', '00012', '11-1011', '111111'),
  ('Registered Nurse', '2237', '2231', '31301', '29-1141', '254418'),
  ('Physiotherapist', '2221', '2221', '31202', '29-1123', '252511'),
  ('General Practitioner', '2211', '2211', '31102', '29-1215', '253111'),
  ('Pharmacist', '2251', '2213', '31120', '29-1051', '251511'),
  ('HR Business Partner', '1136', '1135', '11200', '13-1071', '223111'),
  ('Talent Acquisition Specialist', '3571', '3562', '12101', '13-1071', '223112'),
  ('Learning and Development Advisor', '3571', '3563', '11200', '13-1151', '223311'),
  ('HR Coordinator', '4136', '4138', '14102', '43-4161', '599411'),
  ('Software Engineer', '2134', '2136', '21231', '15-1252', '261313'),
  ('Cloud Engineer', '2139', '2139', '21222', '15-1244', '261316'),
  ('Data Engineer', '2134', '2135', '21223', '15-1243', '261399'),
  ('IT Support Technician', '3132', '3132', '22221', '15-1232', '313112'),
  ('Corporate Lawyer', '2412', '2413', '41101', '23-1011', '271311'),
  ('Paralegal', '3520', '3520', '42200', '23-2011', '599214'),
  ('Legal Counsel', '2412', '2413', '41101', '23-1011', '271311'),
  ('Conveyancer', '3520', '3520', '42200', '23-2093', '599111'),
  ('Production Supervisor', '8160', '5250', '92023', '51-1011', '133512'),
  ('Maintenance Technician', '5223', '5223', '72400', '49-9041', '323211'),
  ('CNC Machinist', '5221', '5221', '72100', '51-9161', '323214'),
  ('Quality Engineer', '2481', '2461', '21321', '17-2112', '233511'),
  ('Event Coordinator', '3557', '3546', '12103', '13-1121', '149311'),
  ('Translator', '3412', '3412', '51114', '27-3091', '272413'),
  ('Facilities Coordinator', '4159', '4159', '70012', '11-3013', '599916'),
  ('Chef de Partie', '5434', '5434', '62200', '35-1011', '351311'),
  ('Technical Writer', '3412', '3412', '51112', '27-3042', '212415'),
  ('Product Manager', '2432', '3543', '10022', '11-2021', '225113'),
  ('UX Designer', '2141', '2137', '21233', '15-1255', '261113'),
  ('Customer Success Lead', '4143', '7220', '62023', '43-1011', '149212'),
  ('API Engineer', '2134', '2136', '21232', '15-1252', '261312'),
  ('Test Automation Engineer', '2136', '2139', '22222', '15-1253', '261314'),
  ('Interaction Designer', '2141', '2137', '21233', '15-1255', '261113'),
  ('Data Scientist', '3544', '2425', '21211', '15-2051', '224114'),
  ('Cloud Platform Engineer', '2139', '2139', '21231', '15-1244', '261316'),
  ('Store Manager', '1150', '1190', '60020', '41-1011', '142111'),
  ('Visual Merchandiser', null, '7125', '64100', '27-1026', '639511'),
  ('Retail Sales Associate', '7111', '7111', '64100', '41-2031', '621111'),
  ('E-commerce Coordinator', '3133', '4151', '22220', '13-1199', '225113'),
  ('Account Executive', '3552', '3542', '64101', '41-4012', '611399'),
  ('Business Development Manager', '3556', '3545', '60010', '11-2022', '131112'),
  ('Inside Sales Representative', '3552', '7113', '64101', '41-4012', '639311'),
  ('Sales Engineer', '3552', '3542', '62100', '41-9031', '225499'),
  ('Research Scientist', '2113', '2112', '21110', '19-1042', '234514'),
  ('Laboratory Technician', '3111', '3111', '22110', '19-4021', '311413'),
  ('Environmental Scientist', '2152', '2142', '41400', '19-2041', '234313'),
  ('Clinical Research Associate', '2119', '2119', '41404', '11-9121', '251999'),
  ('Warehouse Supervisor', '1242', '1162', '12013', '53-1047', '741111'),
  ('Procurement Specialist', '3551', '3541', '12102', '13-1023', '591113'),
  ('Logistics Planner', '4134', '4134', '13201', '13-1081', '224714'),
  ('Demand Planner', '3549', '3539', '13201', '13-1081', '224714'),
  -- the sample jobs of seed.sql
  ('Senior Software Engineer', '2134', '2136', '21231', '15-1252', '261313'),
  ('Registered Nurse - Emergency Department', '2237', '2231', '31301', '29-1141', '254415'),
  ('Data Analyst', '3544', '2425', '21223', '15-2051', '224114'),
  ('Supply Chain Coordinator', '4134', '4134', '13201', '13-1081', '224714'),
  ('Secondary Mathematics Teacher', '2313', '2314', '41220', '25-2031', '241411'),
  ('DevOps Engineer', '2139', '2139', '21231', '15-1244', '261316'),
  ('Aged Care Support Worker', '6135', '6145', '33102', '31-1122', '423111'),
  ('Junior Accountant', '3533', '3537', '12200', '43-3031', '221111'),
  ('QA Analyst', '2136', '2139', '22222', '15-1253', '261314'),
  ('Product Designer', '2141', '2137', '21233', '15-1255', '261113'),
  ('Backend Developer', '2134', '2136', '21232', '15-1252', '261312');

update public.jobs j set occupation_code = case j.country
    when 'united-kingdom' then r.uk_soc_2020
    when 'ireland' then r.uk_soc_2010
    when 'canada' then r.noc_2021
    when 'united-states' then r.us_soc
    else r.anzsco end
from visa_fit_roles r
where r.title = j.title
  and j.country in ('united-kingdom', 'ireland', 'canada', 'united-states', 'australia', 'new-zealand')
  and j.id % 20 <> 7;

drop table visa_fit_roles;

-- ---------------------------------------------------------------------------------------------
-- Provinces (Canada's wage thresholds are provincial) and the hours of hourly jobs.
-- ---------------------------------------------------------------------------------------------
update public.jobs j set region = v.region
from (values ('Toronto', 'ON'), ('Ottawa', 'ON'), ('Vancouver', 'BC'), ('Calgary', 'AB'), ('Montreal', 'QC'))
  as v (city, region)
where j.country = 'canada' and j.city = v.city;

update public.jobs set weekly_hours = case
    when employment_type = 'part-time' then 30
    when country in ('united-kingdom', 'ireland') then 37.5
    else 40 end
where salary_period = 'hour'
  and country in ('united-kingdom', 'ireland', 'canada', 'united-states', 'australia', 'new-zealand');

-- ---------------------------------------------------------------------------------------------
-- Relocation packages of the jobs that offer relocation support, varied by job id.
-- ---------------------------------------------------------------------------------------------
update public.jobs j set
  relocation_flights = j.id % 3 <> 2,
  relocation_housing_nights = (array[14, 30, 21, 30])[j.id % 4 + 1],
  relocation_visa_fees = j.visa_sponsorship or j.id % 2 = 0,
  relocation_family = j.id % 5 in (0, 1, 3),
  relocation_allowance = c.allowance * (4 + j.id % 3) / 4,
  relocation_allowance_currency = coalesce(j.salary_currency, c.currency),
  relocation_notes = (array[
    'Temporary housing is arranged close to your workplace while you look for a long-term home.',
    'A relocation partner helps you open a bank account and register with local services in your first weeks.',
    'The relocation allowance is paid with your first salary and can cover shipping your belongings.'
  ])[j.id % 3 + 1]
from (values
  ('australia', 'AUD', 6000), ('canada', 'CAD', 5000), ('united-kingdom', 'GBP', 3000),
  ('ireland', 'EUR', 3500), ('new-zealand', 'NZD', 6000), ('united-states', 'USD', 5000),
  ('netherlands', 'EUR', 3500), ('norway', 'NOK', 40000)
) as c (country, currency, allowance)
where j.relocation_support and j.country = c.country;

-- The sample jobs whose descriptions already name their package.
update public.jobs set relocation_allowance = 8000, relocation_allowance_currency = 'AUD',
  relocation_housing_nights = 28,
  relocation_notes = 'We pay a relocation allowance of AUD 8,000 and four weeks of temporary accommodation near the hospital.'
where id = 2 and relocation_support;

update public.jobs set relocation_allowance = 7500, relocation_allowance_currency = 'NZD',
  relocation_notes = 'A relocation grant of NZD 7,500 helps you and your family settle in Auckland.'
where id = 5 and relocation_support;

-- ---------------------------------------------------------------------------------------------
-- Employers' licences to sponsor. Verified ones are dated as if an admin checked them earlier.
-- ---------------------------------------------------------------------------------------------
insert into public.employer_licences (employer_id, kind, licence_number, routes, status, expires_on, admin_note)
select l.employer_id::uuid, l.kind::public.employer_licence_kind, l.licence_number, l.routes::text[],
       l.status::public.licence_status, current_date + l.valid_days, l.admin_note
from (values
  ('00000000-0000-4000-8000-0000000000e3', 'uk_licensed_sponsor', 'TQ4R7M2KX', '{"Skilled Worker"}', 'verified', null::integer,
   'On the Register of licensed sponsors with an A rating for Skilled Worker.'),
  ('00000000-0000-4000-8000-0000ca7a0010', 'uk_licensed_sponsor', 'PN8D3W6LH', '{"Skilled Worker"}', 'verified', null,
   'On the Register of licensed sponsors with an A rating for Skilled Worker.'),
  ('00000000-0000-4000-8000-0000ca7a0011', 'uk_licensed_sponsor', 'KB2F9T5QR', '{"Skilled Worker"}', 'verified', null,
   'On the Register of licensed sponsors with an A rating for Skilled Worker.'),
  ('00000000-0000-4000-8000-0000ca7a0012', 'uk_licensed_sponsor', 'CL6H1V8ZE', '{"Skilled Worker"}', 'verified', null,
   'On the Register of licensed sponsors with an A rating for Skilled Worker.'),
  ('00000000-0000-4000-8000-0000ca7a0013', 'uk_licensed_sponsor', 'SE3M7K2YD', '{"Skilled Worker"}', 'verified', null,
   'On the Register of licensed sponsors with an A rating for Skilled Worker.'),
  ('00000000-0000-4000-8000-0000ca7a0014', 'uk_licensed_sponsor', 'MT5J4P9GB', '{"Skilled Worker"}', 'claimed', null, null),
  ('00000000-0000-4000-8000-0000000000e5', 'nz_accredited_employer', 'ACC-0412-88', '{}', 'verified', 410,
   'Listed as an accredited employer (standard) on the Immigration New Zealand register.'),
  ('00000000-0000-4000-8000-0000ca7a0018', 'nz_accredited_employer', 'ACC-0957-31', '{}', 'claimed', 240, null),
  ('00000000-0000-4000-8000-0000000000e2', 'au_standard_business_sponsor', 'SBS-2023-04417', '{}', 'verified', 1280,
   'Approval letter from the Department of Home Affairs checked; the public register is not published yet.'),
  ('00000000-0000-4000-8000-0000ca7a0001', 'au_standard_business_sponsor', 'SBS-2024-01862', '{}', 'verified', 1510,
   'Approval letter from the Department of Home Affairs checked; the public register is not published yet.'),
  ('00000000-0000-4000-8000-0000ca7a0002', 'au_standard_business_sponsor', 'SBS-2025-00935', '{}', 'verified', 1690,
   'Approval letter from the Department of Home Affairs checked; the public register is not published yet.')
) as l (employer_id, kind, licence_number, routes, status, valid_days, admin_note)
join public.profiles p on p.id = l.employer_id::uuid and p.user_type = 'employer';

update public.employer_licences l set
  verified_at = now() - make_interval(days => 5 + (abs(hashtext(l.employer_id::text)) % 80)),
  verified_by = (select id from public.profiles where id = '00000000-0000-4000-8000-0000000000a1' and user_type = 'admin')
where l.status = 'verified';

-- ---------------------------------------------------------------------------------------------
-- The demo candidates' citizenships (ISO 3166-1 alpha-2) and countries of residence.
-- ---------------------------------------------------------------------------------------------
insert into public.candidate_citizenships (candidate_id, citizenships, residence)
select c.candidate_id::uuid, c.citizenships::text[], c.residence
from (values
  ('00000000-0000-4000-8000-0000000000c1', '{IN}', 'IN'),
  ('00000000-0000-4000-8000-0000000000c2', '{GH}', 'GH'),
  ('00000000-0000-4000-8000-0000000000c3', '{PH}', 'PH'),
  ('00000000-0000-4000-8000-0000000000c4', '{PL}', 'PL'),
  ('00000000-0000-4000-8000-0000000000c5', '{BR,PT}', 'BR'),
  ('00000000-0000-4000-8000-0000000000c6', '{IN}', 'AE'),
  ('00000000-0000-4000-8000-0000000000c7', '{CN}', 'CN')
) as c (candidate_id, citizenships, residence)
join public.profiles p on p.id = c.candidate_id::uuid and p.user_type = 'candidate';

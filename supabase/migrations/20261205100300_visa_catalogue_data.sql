-- The visa catalogue as first compiled (5 December 2026) from public summaries of each country's
-- rules: work routes, dated salary thresholds with their sources, and citizenship rights for the
-- six destinations. Admins keep it current from the official pages (the /admin/visa-* screens);
-- every figure carries the date its source gives, and old or ended figures are flagged there.

insert into public.visa_routes (
  code, destination, name, kind, priority, employer_licence, licence_route_name, unlicensed_verdict,
  employer_note, classification, currency, requires_listed_occupation, excluded_code_prefixes, salary_checkable,
  salary_note, note, official_url
) values
  ('uk-skilled-worker', 'united-kingdom', 'Skilled Worker visa', 'sponsored', 1,
   'uk_licensed_sponsor', 'Skilled Worker', 'employer_not_licensed',
   'The employer must be on the Register of licensed sponsors for the Skilled Worker route and assign a Certificate of Sponsorship.',
   'uk_soc_2020', 'GBP', true, '{}', true, null,
   'Roles at RQF 3-5 qualify only through the Temporary Shortage List (no dependants; it ends on 31 December 2026) or the Immigration Salary List. English at B2 is required for first applications from 8 January 2026.',
   'https://www.gov.uk/skilled-worker-visa'),
  ('ie-critical-skills', 'ireland', 'Critical Skills Employment Permit', 'sponsored', 1,
   null, null, 'employer_not_licensed',
   'Ireland has no sponsor licence. At least half of the employer''s staff must be EEA nationals (the 50:50 rule).',
   'uk_soc_2010', 'EUR', false, '{}', true, null,
   'A role on the Critical Skills Occupations List also needs a relevant degree.',
   'https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/'),
  ('ie-general-permit', 'ireland', 'General Employment Permit', 'sponsored', 2,
   null, null, 'employer_not_licensed',
   'Ireland has no sponsor licence. At least half of the employer''s staff must be EEA nationals (the 50:50 rule), and the job needs a Labour Market Needs Test.',
   'uk_soc_2010', 'EUR', false, '{}', true, null, null,
   'https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/'),
  ('ca-lmia-high-wage', 'canada', 'Employer-specific work permit (high-wage LMIA)', 'sponsored', 1,
   null, null, 'employer_not_licensed',
   'Canada has no employer licence: a Labour Market Impact Assessment is approved for each position.',
   'noc_2021', 'CAD', false, '{}', true, null,
   'The wage must also meet the prevailing wage for the occupation and region.',
   'https://www.canada.ca/en/employment-social-development/services/foreign-workers/median-wage.html'),
  ('ca-cusma-professional', 'canada', 'CUSMA professional work permit', 'treaty', 1,
   null, null, 'employer_not_licensed', 'No LMIA is needed; a pre-arranged job in a listed profession is.',
   'noc_2021', 'CAD', true, '{}', true, null,
   'LMIA-exempt, but a work permit is still required.',
   'https://www.canada.ca/en/immigration-refugees-citizenship/services/work-canada/permit/temporary/international-free-trade-agreements.html'),
  ('us-h1b', 'united-states', 'H-1B specialty occupation visa', 'sponsored', 1,
   null, null, 'employer_not_licensed',
   'The US has no employer licence: the employer files a certified Labor Condition Application for each position.',
   'us_soc', 'USD', false, '{}', false,
   'The prevailing wage depends on the occupation''s wage level and the metropolitan area (OFLC tables), which the catalogue does not hold yet.',
   'Selection is by an annual cap lottery, weighted by wage level. A $100,000 payment applies to new petitions for people outside the US (Proclamation 10973; its current status is unconfirmed).',
   'https://www.uscis.gov/working-in-the-united-states'),
  ('us-tn', 'united-states', 'TN (USMCA professional)', 'treaty', 1,
   null, null, 'employer_not_licensed', 'No Labor Condition Application and no cap.',
   'us_soc', 'USD', true, '{}', true, null, 'Up to three years at a time, renewable.',
   'https://www.uscis.gov/working-in-the-united-states'),
  ('us-e3', 'united-states', 'E-3 specialty occupation visa', 'treaty', 2,
   null, null, 'employer_not_licensed', 'The employer files a Labor Condition Application.',
   'us_soc', 'USD', true, '{}', true, null, '10,500 visas a year (never reached); two-year periods.',
   'https://www.uscis.gov/working-in-the-united-states'),
  ('us-h1b1', 'united-states', 'H-1B1 visa (Chile and Singapore)', 'treaty', 3,
   null, null, 'employer_not_licensed', 'The employer files a Labor Condition Application; there is no lottery.',
   'us_soc', 'USD', true, '{}', true, null, '1,400 visas a year for Chile and 5,400 for Singapore.',
   'https://www.uscis.gov/working-in-the-united-states'),
  ('au-sid-core', 'australia', 'Skills in Demand visa (subclass 482), Core Skills stream', 'sponsored', 1,
   'au_standard_business_sponsor', null, 'unknown',
   'The employer must be an approved standard business sponsor and nominate the position. Australia''s public register of sponsors is not published yet.',
   'anzsco', 'AUD', true, '{}', true, null,
   'The market salary rate applies if it is higher than the threshold.',
   'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-482'),
  ('au-sid-specialist', 'australia', 'Skills in Demand visa (subclass 482), Specialist Skills stream', 'sponsored', 2,
   'au_standard_business_sponsor', null, 'unknown',
   'The employer must be an approved standard business sponsor and nominate the position. Australia''s public register of sponsors is not published yet.',
   'anzsco', 'AUD', false, '{3,7,8}', true, null,
   'Trades workers, machinery operators and drivers, and labourers (ANZSCO major groups 3, 7 and 8) are excluded.',
   'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skills-in-demand-482'),
  ('nz-aewv', 'new-zealand', 'Accredited Employer Work Visa', 'sponsored', 1,
   'nz_accredited_employer', null, 'employer_not_licensed',
   'The employer must be accredited by Immigration New Zealand and pass a Job Check for the role.',
   'anzsco', 'NZD', false, '{}', true, null,
   'The pay must also be the New Zealand market rate for the role.',
   'https://www.immigration.govt.nz/employ-migrants/new-employer-accreditation-and-work-visa');

-- Salary thresholds: each figure with the dates it applies and its source.
insert into public.visa_thresholds (
  route_id, tier, region, label, amount, currency, period, hours_basis, max_weekly_hours,
  effective_from, effective_to, source_url, source_date, note
)
select r.id, t.tier, t.region, t.label, t.amount, t.currency, t.period::public.salary_period, t.hours_basis,
       t.max_weekly_hours, t.effective_from::date, t.effective_to::date, t.source_url, t.source_date::date, t.note
from (values
  ('uk-skilled-worker', 'general', null, 'Skilled Worker general threshold', 41700, 'GBP', 'year', 37.5, 48,
   '2025-07-22', null,
   'https://www.burnesspaull.com/legal-insights-news-events/insights/immigration-rule-changes-from-22-july-2025',
   '2025-07-22',
   'Or the going rate for the occupation if higher. Discounts: PhD £37,500; STEM PhD, new entrant or Immigration Salary List role £33,400. An hourly wage is counted for at most 48 hours a week; 37.5 hours are assumed when the job does not say.'),
  ('uk-skilled-worker', 'general', null, 'Skilled Worker general threshold', 38700, 'GBP', 'year', 37.5, 48,
   '2024-04-04', '2025-07-21',
   'https://www.davidsonmorris.com/increases-in-skilled-worker-visa-salary-thresholds-2025', '2025-07-22', null),
  ('ie-critical-skills', 'critical_skills', null, 'Critical Skills threshold for listed occupations', 40904, 'EUR', 'year', 39, null,
   '2026-03-01', null,
   'https://enterprise.gov.ie/en/news-and-events/department-news/2025/december/20251202.html',
   '2025-12-02', 'Was €38,000 before 1 March 2026. A 39-hour week is assumed for hourly pay.'),
  ('ie-critical-skills', 'critical_skills', null, 'Critical Skills threshold for listed occupations', 38000, 'EUR', 'year', 39, null,
   '2024-01-01', '2026-02-28',
   'https://enterprise.gov.ie/en/news-and-events/department-news/2025/december/20251202.html',
   '2025-12-02', null),
  ('ie-critical-skills', 'general', null, 'Critical Skills threshold for other eligible occupations', 68911, 'EUR', 'year', 39, null,
   '2026-03-01', null,
   'https://www.visahq.com/news/2026-02-19/ie/government-roadmap-lifts-irish-employment-permit-salary-floors-from-1-march-processing-delays-persist',
   '2026-02-20', 'Was €64,000 before 1 March 2026.'),
  ('ie-critical-skills', 'general', null, 'Critical Skills threshold for other eligible occupations', 64000, 'EUR', 'year', 39, null,
   '2024-01-01', '2026-02-28',
   'https://www.visahq.com/news/2026-02-19/ie/government-roadmap-lifts-irish-employment-permit-salary-floors-from-1-march-processing-delays-persist',
   '2026-02-20', null),
  ('ie-general-permit', 'general', null, 'General Employment Permit threshold', 36605, 'EUR', 'year', 39, null,
   '2026-03-01', null,
   'https://enterprise.gov.ie/en/news-and-events/department-news/2025/december/20251202.html',
   '2025-12-02', 'Was €34,000 before 1 March 2026; certain agri-food and care roles €32,691.'),
  ('ie-general-permit', 'general', null, 'General Employment Permit threshold', 34000, 'EUR', 'year', 39, null,
   '2024-01-01', '2026-02-28',
   'https://enterprise.gov.ie/en/news-and-events/department-news/2025/december/20251202.html',
   '2025-12-02', null),
  ('ca-lmia-high-wage', 'general', 'ON', 'Ontario high-wage threshold', 36.00, 'CAD', 'hour', 40, null,
   '2025-06-27', null, 'https://www.mondaq.com/canada/general-immigration/1645664', '2025-07-03',
   'Below it, the low-wage stream applies: restricted, and not processed in metropolitan areas with unemployment of 6% or more. A 40-hour week is assumed when the job does not say.'),
  ('ca-lmia-high-wage', 'general', 'BC', 'British Columbia high-wage threshold', 36.60, 'CAD', 'hour', 40, null,
   '2025-06-27', null, 'https://www.mondaq.com/canada/general-immigration/1645664', '2025-07-03',
   'Below it, the low-wage stream applies: restricted, and not processed in metropolitan areas with unemployment of 6% or more. A 40-hour week is assumed when the job does not say.'),
  ('ca-lmia-high-wage', 'general', 'AB', 'Alberta high-wage threshold', 36.00, 'CAD', 'hour', 40, null,
   '2025-06-27', null, 'https://www.mondaq.com/canada/general-immigration/1645664', '2025-07-03',
   'Below it, the low-wage stream applies: restricted, and not processed in metropolitan areas with unemployment of 6% or more. A 40-hour week is assumed when the job does not say.'),
  ('ca-lmia-high-wage', 'general', 'NS', 'Nova Scotia high-wage threshold', 30.00, 'CAD', 'hour', 40, null,
   '2025-06-27', null, 'https://www.mondaq.com/canada/general-immigration/1645664', '2025-07-03',
   'Below it, the low-wage stream applies: restricted. A 40-hour week is assumed when the job does not say.'),
  ('ca-lmia-high-wage', 'general', 'NU', 'Nunavut high-wage threshold', 42.00, 'CAD', 'hour', 40, null,
   '2025-06-27', null, 'https://www.mondaq.com/canada/general-immigration/1645664', '2025-07-03',
   'Below it, the low-wage stream applies: restricted. A 40-hour week is assumed when the job does not say.'),
  ('au-sid-core', 'general', null, 'Core Skills Income Threshold', 76515, 'AUD', 'year', 38, null,
   '2025-07-01', '2026-06-30', 'https://www.reidlegalgroup.com.au/skilled-visa-income-thresholds-set-to-increase/',
   '2026-02-01', null),
  ('au-sid-core', 'general', null, 'Core Skills Income Threshold', 79499, 'AUD', 'year', 38, null,
   '2026-07-01', null, 'https://www.reidlegalgroup.com.au/skilled-visa-income-thresholds-set-to-increase/',
   '2026-02-01', 'The market salary rate applies if higher. A 38-hour week is assumed for hourly pay.'),
  ('au-sid-specialist', 'general', null, 'Specialist Skills Income Threshold', 141210, 'AUD', 'year', 38, null,
   '2025-07-01', '2026-06-30', 'https://www.reidlegalgroup.com.au/skilled-visa-income-thresholds-set-to-increase/',
   '2026-02-01', null),
  ('au-sid-specialist', 'general', null, 'Specialist Skills Income Threshold', 146717, 'AUD', 'year', 38, null,
   '2026-07-01', null, 'https://www.reidlegalgroup.com.au/skilled-visa-income-thresholds-set-to-increase/',
   '2026-02-01', 'One May 2026 news report gives AUD 135,000: conflicting, to be checked against the official page.'),
  ('nz-aewv', 'general', null, 'New Zealand minimum wage', 23.95, 'NZD', 'hour', 40, null,
   '2026-04-01', null, 'https://businessdesk.co.nz/article/news-in-brief/minimum-wage-to-lift-to-2395-as-of-april-1',
   '2026-04-01', 'The median-wage requirement was removed on 10 March 2025; the market rate applies. A 40-hour week is assumed when the job does not say.')
) as t (route, tier, region, label, amount, currency, period, hours_basis, max_weekly_hours,
        effective_from, effective_to, source_url, source_date, note)
join public.visa_routes r on r.code = t.route;

-- Citizenships that need no permission, and those that open a treaty route.
insert into public.visa_citizenship_rights (destination, citizenship, right_kind, route_id, basis, conditions, source_url, source_date)
select f.destination, c.code, 'free_movement', null, f.basis, null, f.source_url, f.source_date::date
from (values
  ('united-kingdom', '{GB}', 'British citizenship', 'https://commonslibrary.parliament.uk/research-briefings/cbp-7661/', '2026-12-05'),
  ('united-kingdom', '{IE}', 'Common Travel Area', 'https://commonslibrary.parliament.uk/research-briefings/cbp-7661/', '2026-12-05'),
  ('ireland', '{IE}', 'Irish citizenship', 'https://www.mcaccountants.ie/right-to-work', '2026-12-05'),
  ('ireland', '{GB}', 'Common Travel Area', 'https://www.justice.ie/en/JELR/Pages/Brexit_and_Immigration', '2026-12-05'),
  ('ireland', '{AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE}',
   'EU free movement', 'https://www.williamfry.com/knowledge/irish-work-and-residence-permissions-overview/', '2026-12-05'),
  ('ireland', '{IS,LI,NO}', 'European Economic Area', 'https://www.williamfry.com/knowledge/irish-work-and-residence-permissions-overview/', '2026-12-05'),
  ('ireland', '{CH}', 'EU-Swiss agreement on the free movement of persons', 'https://www.williamfry.com/knowledge/irish-work-and-residence-permissions-overview/', '2026-12-05'),
  ('canada', '{CA}', 'Canadian citizenship', 'https://www.canada.ca/en/employment-social-development/services/foreign-workers/median-wage.html', '2026-12-05'),
  ('united-states', '{US}', 'US citizenship', 'https://www.uscis.gov/working-in-the-united-states', '2026-12-05'),
  ('australia', '{AU}', 'Australian citizenship', 'https://en.wikipedia.org/wiki/Trans-Tasman_Travel_Arrangement', '2026-12-05'),
  ('australia', '{NZ}', 'Trans-Tasman Travel Arrangement (Special Category Visa 444, granted on arrival)', 'https://en.wikipedia.org/wiki/Trans-Tasman_Travel_Arrangement', '2026-12-05'),
  ('new-zealand', '{NZ}', 'New Zealand citizenship', 'https://en.wikipedia.org/wiki/Trans-Tasman_Travel_Arrangement', '2026-12-05'),
  ('new-zealand', '{AU}', 'Trans-Tasman Travel Arrangement (resident visa on arrival)', 'https://en.wikipedia.org/wiki/Trans-Tasman_Travel_Arrangement', '2026-12-05')
) as f (destination, citizenships, basis, source_url, source_date),
lateral unnest(f.citizenships::text[]) as c (code);

insert into public.visa_citizenship_rights (destination, citizenship, right_kind, route_id, basis, conditions, source_url, source_date)
select t.destination, c.code, 'treaty', r.id, t.basis, t.conditions, t.source_url, t.source_date::date
from (values
  ('united-states', '{CA,MX}', 'us-tn', 'United States-Mexico-Canada Agreement (USMCA)',
   'A job in one of the listed professions, with the qualifications the list sets.',
   'https://www.tanner-law.com/family-immigration/nafta-professionals-and-tn-visas', '2026-12-05'),
  ('united-states', '{AU}', 'us-e3', 'Australia-United States Free Trade Agreement',
   'A specialty occupation that needs at least a bachelor''s degree.',
   'https://www.mossimmigrationlaw.com/service/e-3', '2026-12-05'),
  ('united-states', '{CL,SG}', 'us-h1b1', 'US free trade agreements with Chile and Singapore',
   'A specialty occupation that needs at least a bachelor''s degree.',
   'https://global.temple.edu/jp/node/3116', '2026-12-05'),
  ('canada', '{US,MX}', 'ca-cusma-professional', 'Canada-United States-Mexico Agreement (CUSMA)',
   'A pre-arranged job in one of about 63 listed professions. CETA does not cover ordinary job offers.',
   'https://www.treadstonelaw.ca/articles/cusma-nafta-professionals-work-permit-canada-ontario.html', '2026-12-05')
) as t (destination, citizenships, route, basis, conditions, source_url, source_date)
join public.visa_routes r on r.code = t.route,
lateral unnest(t.citizenships::text[]) as c (code);

-- New Zealand: roles at ANZSCO skill level 4 or 5 also need experience, a qualification or a
-- higher wage, none of which a job advert shows.
update public.visa_routes set
  conditional_skill_level = 4,
  conditional_note = 'ANZSCO skill level 4 or 5: the role needs two or more years of relevant experience, an NZQCF level 4 or higher qualification, or pay of at least NZD 59.32 an hour.'
where code = 'nz-aewv';

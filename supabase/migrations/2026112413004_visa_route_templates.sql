-- The step templates an admin starts a case from: one skilled-work route for each of the six
-- destination countries, with the documents each step needs. Reference data, so a migration.

insert into public.visa_route_templates (destination_country, route_name, summary) values
  ('united-kingdom', 'Skilled Worker visa',
   'For a job offer from a UK employer with a sponsor licence, at or above the salary threshold.'),
  ('canada', 'Employer-specific work permit (LMIA)',
   'For a job offer backed by a positive Labour Market Impact Assessment.'),
  ('australia', 'Skills in Demand visa (subclass 482)',
   'For an occupation nominated by an approved Australian sponsor.'),
  ('ireland', 'Critical Skills Employment Permit',
   'For an occupation on the Critical Skills list with a two-year job offer.'),
  ('new-zealand', 'Accredited Employer Work Visa',
   'For a job offer from an accredited employer that passed the job check.'),
  ('united-states', 'H-1B specialty occupation visa',
   'For a specialty occupation with a US employer, after the registration lottery.');

insert into public.visa_route_template_steps (template_id, position, title, description, documents)
select t.id, s.position, s.title, s.description, s.documents
from public.visa_route_templates t
join (values
  ('united-kingdom', 1, 'Eligibility check', 'We confirm the job, the occupation code and the salary meet the route.', '{"Passport (bio page)","CV"}'::text[]),
  ('united-kingdom', 2, 'Certificate of Sponsorship', 'Your employer assigns a Certificate of Sponsorship.', '{"Signed job offer"}'),
  ('united-kingdom', 3, 'English language evidence', 'A SELT result at B1 or a degree taught in English.', '{"IELTS for UKVI results"}'),
  ('united-kingdom', 4, 'Tuberculosis test and criminal record', 'TB certificate where required, and police certificates for healthcare or education roles.', '{"TB test certificate","Police clearance certificate"}'),
  ('united-kingdom', 5, 'Online application and biometrics', 'Apply online, pay the fee and the Immigration Health Surcharge, then give biometrics.', '{"Bank statement (proof of funds)"}'),
  ('united-kingdom', 6, 'Decision and travel', 'Receive the decision, collect your eVisa and plan your arrival.', '{}'),
  ('canada', 1, 'Eligibility check', 'We confirm the offer, the NOC code and the wage.', '{"Passport (bio page)","CV"}'),
  ('canada', 2, 'Labour Market Impact Assessment', 'Your employer applies for the LMIA.', '{"Signed job offer"}'),
  ('canada', 3, 'Credentials and language', 'Educational Credential Assessment and IELTS or CELPIP results.', '{"Educational Credential Assessment report","IELTS General Training results"}'),
  ('canada', 4, 'Work permit application', 'Submit the application with the LMIA number.', '{"Police clearance certificate","Proof of funds"}'),
  ('canada', 5, 'Biometrics and medical exam', 'Attend a visa application centre and a panel physician.', '{"Medical exam confirmation"}'),
  ('canada', 6, 'Port of entry', 'Bring your letter of introduction; the permit is issued on arrival.', '{}'),
  ('australia', 1, 'Eligibility check', 'We confirm the occupation, your experience and the salary.', '{"Passport (bio page)","CV"}'),
  ('australia', 2, 'Skills assessment or registration', 'A skills assessment, or registration with the professional board.', '{"Qualification certificates","Employment references"}'),
  ('australia', 3, 'English test', 'IELTS, PTE or OET at the level your occupation needs.', '{"English test results"}'),
  ('australia', 4, 'Nomination', 'Your sponsor nominates you for the position.', '{"Signed employment contract"}'),
  ('australia', 5, 'Visa application', 'Lodge the visa with health checks and police certificates.', '{"Police clearance certificate","Health examination results"}'),
  ('australia', 6, 'Decision and travel', 'Receive the grant and plan your arrival.', '{}'),
  ('ireland', 1, 'Eligibility check', 'We confirm the occupation is on the Critical Skills list and the salary.', '{"Passport (bio page)","CV"}'),
  ('ireland', 2, 'Employment permit application', 'Your employer or you apply to the Department of Enterprise.', '{"Signed job offer","Qualification certificates"}'),
  ('ireland', 3, 'Entry visa (if required)', 'Apply for a D visa if your nationality needs one.', '{"Bank statement (proof of funds)","Police clearance certificate"}'),
  ('ireland', 4, 'Arrival and registration', 'Register with immigration and get your Irish Residence Permit.', '{"Proof of address in Ireland"}'),
  ('new-zealand', 1, 'Eligibility check', 'We confirm the employer is accredited and the job check was approved.', '{"Passport (bio page)","CV"}'),
  ('new-zealand', 2, 'Qualifications and registration', 'Registration where your occupation needs it, e.g. teaching or nursing.', '{"Qualification certificates","Registration certificate"}'),
  ('new-zealand', 3, 'Visa application', 'Apply online with your job offer and health checks.', '{"Signed employment agreement","Chest X-ray certificate"}'),
  ('new-zealand', 4, 'Character check', 'Police certificates from each country you lived in for five years.', '{"Police clearance certificate"}'),
  ('new-zealand', 5, 'Decision and travel', 'Receive the visa and plan your arrival.', '{}'),
  ('united-states', 1, 'Eligibility check', 'We confirm the role is a specialty occupation and your degree fits it.', '{"Passport (bio page)","CV","Degree certificate"}'),
  ('united-states', 2, 'Registration and selection', 'Your employer registers you in the annual H-1B lottery.', '{}'),
  ('united-states', 3, 'Labor Condition Application', 'Your employer files the LCA with the Department of Labor.', '{"Signed job offer"}'),
  ('united-states', 4, 'I-129 petition', 'Your employer petitions USCIS; premium processing is optional.', '{"Credential evaluation","Employment references"}'),
  ('united-states', 5, 'Consular interview', 'Complete the DS-160 and attend the interview at a US consulate.', '{"DS-160 confirmation","Passport photo"}'),
  ('united-states', 6, 'Travel and arrival', 'Enter the US within the validity dates of your visa.', '{}')
) as s (country, position, title, description, documents) on s.country = t.destination_country;

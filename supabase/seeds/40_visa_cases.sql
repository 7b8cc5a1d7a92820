-- Visa cases in every stage of the admin's list (new, in progress, waiting on the candidate,
-- done), each started from its route template (migration 2026112413004).
--   case 1  candidate@ (Priya Sharma)  UK Skilled Worker, in progress: two steps done, a passport
--           accepted, the IELTS results requested and outstanding, a note from the team
--   case 2  Daniel Mensah              Australia, in progress (from seed.sql), waiting on him
--   case 3  Arjun Patel (hired by Maple Tech, employer@, application 9)  Canada LMIA, a file to
--           review; the employer's LMIA step done with its decision letter accepted
--   case 4  Ana Costa                  New Zealand, new: nobody has taken it yet
--   case 5  Wei Chen                   United States, new
--   case 6  Maria Santos               Australia, approved (done)

-- case 1: the demo candidate's case, rebuilt from the UK template
delete from public.visa_case_steps where case_id = 1;
delete from public.visa_case_documents where case_id = 1;

update public.visa_cases v set
  destination_country = t.destination_country, visa_type = t.route_name, template_id = t.id,
  job_id = 3, status = 'in_progress', assigned_to = '00000000-0000-4000-8000-0000000000a1',
  notes = null
from public.visa_route_templates t
where v.id = 1 and t.destination_country = 'united-kingdom' and t.route_name = 'Skilled Worker visa';

insert into public.visa_case_steps (case_id, position, title, description, owner, done, done_at)
select 1, s.position, s.title, s.description, s.owner, s.position <= 2,
       case when s.position <= 2 then now() - (8 - s.position * 2) * interval '1 day' end
from public.visa_route_template_steps s
join public.visa_route_templates t on t.id = s.template_id
where t.destination_country = 'united-kingdom' and t.route_name = 'Skilled Worker visa';

insert into public.visa_case_documents (case_id, name, required, status, file_path, due_date, uploaded_at, reviewed_at, created_at) values
  (1, 'Passport (bio page)', true, 'accepted', '00000000-0000-4000-8000-0000000000c1/passport.pdf',
   null, now() - interval '9 days', now() - interval '8 days', now() - interval '10 days'),
  (1, 'IELTS for UKVI results', true, 'requested', null,
   (now() + interval '14 days')::date, null, null, now() - interval '2 days');

insert into public.visa_case_notes (case_id, author_id, body, visible_to_candidate, created_at) values
  (1, '00000000-0000-4000-8000-0000000000a1',
   'Thames Analytics has assigned your Certificate of Sponsorship. Next we need your IELTS for UKVI results; book the test soon, as dates fill up.',
   true, now() - interval '2 days'),
  (1, '00000000-0000-4000-8000-0000000000a1',
   'Employer confirmed the salary meets the going rate for SOC 3544.', false, now() - interval '3 days');

-- case 2 (seed.sql): its outstanding documents get due dates
update public.visa_case_documents set due_date = (now() + interval '21 days')::date
where case_id = 2 and status = 'requested';

-- cases 3-6
insert into public.visa_cases (id, candidate_id, application_id, job_id, destination_country, visa_type, status, assigned_to, created_at)
overriding system value
values
  (3, '00000000-0000-4000-8000-0000000000c6', 9, 9, 'canada', 'Employer-specific work permit (LMIA)', 'requested',
   '00000000-0000-4000-8000-0000000000a1', now() - interval '30 days'),
  (4, '00000000-0000-4000-8000-0000000000c5', null, null, 'new-zealand', 'Accredited Employer Work Visa', 'requested',
   null, now() - interval '1 day'),
  (5, '00000000-0000-4000-8000-0000000000c7', null, null, 'united-states', 'H-1B specialty occupation visa', 'requested',
   null, now() - interval '3 hours'),
  (6, '00000000-0000-4000-8000-0000000000c3', null, 2, 'australia', 'Skills in Demand visa (subclass 482)', 'requested',
   '00000000-0000-4000-8000-0000000000a1', now() - interval '11 days');

select setval(pg_get_serial_sequence('public.visa_cases', 'id'), (select max(id) from public.visa_cases));

insert into public.visa_case_steps (case_id, position, title, description, owner, done, done_at)
select c.id, s.position, s.title, s.description, s.owner, s.position <= c.done_steps,
       case when s.position <= c.done_steps then now() - (c.done_steps - s.position + 1) * interval '2 days' end
from (values (3, 'canada', 3), (6, 'australia', 6)) as c (id, country, done_steps)
join public.visa_route_templates t on t.destination_country = c.country
join public.visa_route_template_steps s on s.template_id = t.id;

update public.visa_cases v set template_id = t.id
from public.visa_route_templates t
where v.id in (3, 6) and t.destination_country = v.destination_country;

insert into public.visa_case_documents (case_id, name, required, status, file_path, uploaded_at, reviewed_at) values
  (3, 'Passport (bio page)', true, 'accepted', '00000000-0000-4000-8000-0000000000c6/passport.pdf', now() - interval '25 days', now() - interval '24 days'),
  (3, 'Educational Credential Assessment report', true, 'accepted', '00000000-0000-4000-8000-0000000000c6/eca.pdf', now() - interval '15 days', now() - interval '14 days'),
  (3, 'Police clearance certificate', true, 'uploaded', '00000000-0000-4000-8000-0000000000c6/police.pdf', now() - interval '1 day', null),
  (6, 'Passport (bio page)', true, 'accepted', '00000000-0000-4000-8000-0000000000c3/passport.pdf', now() - interval '10 days', now() - interval '10 days'),
  (6, 'OET results', true, 'accepted', '00000000-0000-4000-8000-0000000000c3/oet.pdf', now() - interval '8 days', now() - interval '8 days');

-- Maple Tech's own step of case 3: the LMIA, with the decision letter GlobalHire accepted.
insert into public.visa_case_documents (case_id, step_id, owner, name, required, status, file_path, uploaded_at, reviewed_at)
select 3, s.id, 'employer', 'LMIA decision letter', true, 'accepted', 'cases/3/lmia-decision-letter.pdf',
       now() - interval '6 days', now() - interval '5 days'
from public.visa_case_steps s where s.case_id = 3 and s.owner = 'employer';

update public.visa_cases set status = 'in_progress' where id = 3;
update public.visa_cases set status = 'approved' where id = 6;

insert into public.visa_case_notes (case_id, author_id, body, visible_to_candidate, created_at) values
  (3, '00000000-0000-4000-8000-0000000000a1',
   'Maple Tech Solutions received a positive LMIA. Please upload your police clearance certificate.', true, now() - interval '4 days'),
  (6, '00000000-0000-4000-8000-0000000000a1',
   'Your visa was granted. Welcome to Australia!', true, now() - interval '1 day');

-- Notifications demo data: each demo account opens its notifications page to unread and read
-- notifications of several kinds (the triggers of seed.sql wrote some already), the demo employer
-- has a rejected job with the admin's reason.
--   admin      00000000-0000-4000-8000-0000000000a1
--   employer   00000000-0000-4000-8000-0000000000e1  (Maple Tech Solutions)
--   candidate  00000000-0000-4000-8000-0000000000c1

-- A job of the demo employer that an admin rejected, with the reason shown on /employer/jobs.
insert into public.jobs (
  company_id, title, description, requirements, benefits, category, country, city, location,
  work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, tags,
  visa_sponsorship, relocation_support, approved, rejection_reason, featured, status, created_at
) values (
  '00000000-0000-4000-8000-0000000000e1', 'Payments Intern',
  E'Help our payments team for six months.',
  array['Studying computer science'], array['Mentoring'],
  'it', 'canada', 'Toronto', 'Toronto, Canada', 'on-site', 'internship', null, null, null, 'month',
  array['Internship'], false, false, false,
  'Internships must state the pay: add a salary range and submit the job again.',
  false, 'published', now() - interval '5 days'
);

insert into public.notifications (user_id, kind, title, body, link, read_at, created_at)
select '00000000-0000-4000-8000-0000000000e1', 'job_rejected', 'Job not approved',
       pg_catalog.format('Your job "%s" was not approved. Reason: %s Edit it to submit it again.', j.title, j.rejection_reason),
       '/employer/jobs', null, now() - interval '4 days'
from public.jobs j
where j.company_id = '00000000-0000-4000-8000-0000000000e1' and j.title = 'Payments Intern';

insert into public.notifications (user_id, kind, title, body, link, read_at, created_at) values
  -- employer: an approval long read
  ('00000000-0000-4000-8000-0000000000e1', 'job_approved', 'Job approved',
   'Your job "Senior Software Engineer" is now live.', '/jobs/1', now() - interval '20 days', now() - interval '21 days'),
  -- candidate: status changes, read and unread
  ('00000000-0000-4000-8000-0000000000c1', 'application_status', 'Application update',
   'Your application for "Senior Software Engineer" is now: Shortlisted.', '/applicant/applications',
   null, now() - interval '3 hours'),
  ('00000000-0000-4000-8000-0000000000c1', 'application_status', 'Application update',
   'Your application for "QA Analyst" is now: Rejected.', '/applicant/applications',
   now() - interval '30 days', now() - interval '31 days'),
  -- admin: a decision already taken
  ('00000000-0000-4000-8000-0000000000a1', 'job_submitted', 'Job waiting for approval',
   'Maple Tech Solutions submitted "Senior Software Engineer" for review.', '/admin/jobs/approvals',
   now() - interval '28 days', now() - interval '29 days');

-- Seeding is history, not news: no email goes out for the rows the demo data wrote.
delete from private.email_outbox where sent_at is null;

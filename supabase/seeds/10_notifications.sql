-- Notifications demo data: each demo account opens its notifications page to unread and read
-- notifications of several kinds (the triggers of seed.sql wrote most of them: the candidate's
-- application updates, the employer's new applications and plan, the admin's jobs waiting for
-- approval), and the rejected job has the admin's reason.
--   admin      00000000-0000-4000-8000-0000000000a1
--   employer   00000000-0000-4000-8000-0000000000e1  (Maple Tech Solutions)
--   candidate  00000000-0000-4000-8000-0000000000c1

-- The rejected job 8 (Junior Accountant, Thames Analytics) gets the admin's reason, shown on that
-- employer's job list and in their notification (careers@thamesanalytics.example, demo password).
update public.jobs
set rejection_reason = 'Add the salary range and the study support on offer, then submit the job again.'
where id = 8 and approved is false;

insert into public.notifications (user_id, kind, title, body, link, read_at, created_at)
select j.company_id, 'job_rejected', 'Job not approved',
       pg_catalog.format('Your job "%s" was not approved. Reason: %s Edit it to submit it again.', j.title, j.rejection_reason),
       '/employer/jobs', null, now() - interval '8 days'
from public.jobs j
where j.id = 8 and j.rejection_reason is not null;

insert into public.notifications (user_id, kind, title, body, link, read_at, created_at) values
  -- employer: an approval long read
  ('00000000-0000-4000-8000-0000000000e1', 'job_approved', 'Job approved',
   'Your job "Senior Software Engineer" is now live.', '/jobs/1', now() - interval '20 days', now() - interval '21 days'),
  -- admin: a decision already taken
  ('00000000-0000-4000-8000-0000000000a1', 'job_submitted', 'Job waiting for approval',
   'Maple Tech Solutions submitted "Senior Software Engineer" for review.', '/admin/jobs/approvals',
   now() - interval '28 days', now() - interval '29 days');

-- Seeding is history, not news: no email goes out for the rows the demo data wrote.
delete from private.email_outbox where sent_at is null;

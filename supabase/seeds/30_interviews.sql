-- Interview scheduling demo rows (seed.sql already schedules the candidate's upcoming video
-- interview for application 1, a few days ahead and waiting for an answer).
-- The demo candidate (Priya Sharma) and the demo employer (Maple Tech Solutions) also get:
--   * a past, held phone screening for the same application (answered: accepted);
--   * a cancelled on-site slot, with the employer's reason;
-- so both sides show upcoming, past and cancelled interviews. Application 1 is already at
-- `interview`, which is consistent with all three.

insert into public.interviews (
  application_id, scheduled_at, time_zone, duration_minutes, format, phone, location, notes,
  status, response, responded_at, candidate_time_zone, cancel_reason, cancelled_at, sequence, created_at)
values
  (1, date_trunc('hour', now()) - interval '1 day 3 hours', 'America/Toronto', 30, 'phone', '+1 416 555 0142', null,
   'Screening call with the engineering manager.',
   'completed', 'accepted', now() - interval '2 days', 'Asia/Kolkata', null, null, 0, now() - interval '2 days'),
  (1, date_trunc('hour', now()) + interval '2 days', 'America/Toronto', 60, 'on_site', null,
   'Maple Tech Solutions, 200 Bay Street, Toronto',
   'On-site meeting with the team.',
   'cancelled', 'pending', null, null,
   'We moved the technical interview to a video call so you do not have to travel.', now() - interval '1 day', 1,
   now() - interval '2 days');

-- The demo history happened before this start: its emails count as delivered, so a first
-- `pnpm start` does not mail invitations for interviews that were settled long ago.
update private.email_outbox set sent_at = created_at, attempts = 1
where kind like 'interview\_%' and sent_at is null;

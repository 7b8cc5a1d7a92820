-- Live updates of the signed-in panels: Postgres Changes of these tables reach subscribers, each
-- change only to the people whose SELECT policies let them read the row (Realtime checks the
-- row as the subscriber) and with only the columns their role may select.
--   notifications    the recipient alone (staff only with a verified second factor)
--   applications     the candidate, the employer of the job, admins, the candidate's recruiter
--   interviews       the candidate and the employer of the application, admins
--   visa_case_steps  the candidate of the case (every step), the hiring employer (their own
--                    steps only), admins
-- Each table's columns are those its readers already get through the API: nothing new is shown.
alter publication supabase_realtime
  add table public.notifications, public.applications, public.interviews, public.visa_case_steps;

-- No deletes: a deleted row can no longer be checked against its policies, so Realtime would send
-- its key to every subscriber of the table. Nothing in the product listens for deletes.
alter publication supabase_realtime set (publish = 'insert, update');

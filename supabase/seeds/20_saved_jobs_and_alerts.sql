-- Saved jobs and job alerts of the demo candidate (candidate@globalhire.local, Priya Sharma).
-- seed.sql already saves jobs 2 and 4; add a live one and one that has since expired (9, QA
-- Analyst), so /applicant/saved shows a closed job by name.
insert into public.saved_jobs (candidate_id, job_id, created_at) values
  ('00000000-0000-4000-8000-0000000000c1', 1, now() - interval '5 days'),
  ('00000000-0000-4000-8000-0000000000c1', 9, now() - interval '45 days')
on conflict do nothing;

-- The jobs above went live before any alert existed: the worker's fan-out finds nothing to send.
do $$ begin while public.fan_out_job_alerts(5000) > 0 loop end loop; end $$;

-- Two alerts: an instant one and a weekly one. Their unsubscribe tokens are drawn by the
-- guard_job_alert trigger.
insert into public.job_alerts (
  candidate_id, name, frequency, keyword, country, category, visa_sponsorship, created_at
) values
  ('00000000-0000-4000-8000-0000000000c1', 'Engineering jobs in Canada', 'instant',
   'engineer', 'canada', null, false, now() - interval '10 days'),
  ('00000000-0000-4000-8000-0000000000c1', 'Healthcare with visa sponsorship', 'weekly',
   null, null, 'healthcare', true, now() - interval '20 days');

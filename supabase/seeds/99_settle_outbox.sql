-- Last of the seed files: the demo history above fired the hand-off triggers, which queued emails
-- about events that "happened" before this database existed. They are marked sent, so a first
-- `pnpm start` does not mail the demo accounts a backlog; every change made afterwards is mailed.
-- The alerts of the jobs the seeds put live are matched first, as the worker would have.
-- Those instant alert emails are history too: they do not count toward today's cap.
do $$ begin while public.fan_out_job_alerts(5000) > 0 loop end loop; end $$;
update private.job_alert_deliveries set created_at = created_at - interval '1 day';
update private.email_outbox set sent_at = now(), last_error = null where sent_at is null;

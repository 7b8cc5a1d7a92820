-- Run once on the hosted project (SQL editor), not a migration: supabase-local has no pg_cron or
-- pg_net, and the project URL and key differ per project. Needs the pg_cron and pg_net extensions
-- (Dashboard > Database > Extensions) and two Vault secrets:
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
select cron.schedule(
  'deliver-notification-emails',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/deliver-emails',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
    body := '{}'::jsonb,
    timeout_milliseconds := 55000)
  $$
);

-- Run once on the hosted project (SQL editor), not a migration: supabase-local has no pg_cron
-- (`pnpm start` calls public.advance_search_counts() every minute instead). Needs pg_cron
-- (Dashboard > Database > Extensions). Moves the search's kept facet counts to the present, so
-- each search adds only the last minute's changes (searches are exact either way).
select cron.schedule('advance-search-counts', '* * * * *', $$ select private.advance_live_job_counts() $$);

-- The public job list: live jobs newest first. The predicate matches the "Anyone can read live
-- jobs" policy, so visitors' listings and counts scan only live rows.
create index jobs_live_created_at_idx on public.jobs (created_at desc)
  where approved is true and status = 'published';
create index jobs_live_expires_at_idx on public.jobs (expires_at)
  where approved is true and status = 'published';

-- The kept facet counts follow every change that makes a job live or not, including the ones a
-- trigger makes: an employer's edit of a live job's title sends it back for review (approved is
-- cleared by review_edited_job), though the update itself names only the title. So the count
-- trigger fires on every update whose counted columns differ afterwards, not on named columns.
drop trigger count_live_job on public.jobs;

create trigger count_live_job
  after insert or delete on public.jobs
  for each row execute function private.count_live_job();

create trigger count_live_job_update
  after update on public.jobs
  for each row
  when ((old.country, old.city, old.category, old.work_type, old.employment_type, old.visa_sponsorship,
         old.relocation_support, old.approved, old.status, old.expires_at, old.created_at, old.salary_min,
         old.salary_max, old.salary_currency, old.salary_period, old.salary_max_annual_usd)
        is distinct from
        (new.country, new.city, new.category, new.work_type, new.employment_type, new.visa_sponsorship,
         new.relocation_support, new.approved, new.status, new.expires_at, new.created_at, new.salary_min,
         new.salary_max, new.salary_currency, new.salary_period, new.salary_max_annual_usd))
  execute function private.count_live_job();

-- Jobs: an approved job whose public content is edited goes back to review, and a draft needs
-- only its title (everything a visitor sees is required once the job is published).

-- ---------------------------------------------------------------------------------------------
-- Drafts: category and country may be empty while status = 'draft'.
-- ---------------------------------------------------------------------------------------------
alter table public.jobs alter column category drop not null;
alter table public.jobs alter column country drop not null;
alter table public.jobs
  add constraint jobs_published_has_category check (status = 'draft' or category is not null),
  add constraint jobs_published_has_country check (status = 'draft' or country is not null);

-- ---------------------------------------------------------------------------------------------
-- Re-review: when the employer edits what the public reads of an approved job (title,
-- description, requirements, salary, location) the job is pending again until an admin
-- approves it. Admins' own edits do not send it back. Fires after enforce_job_rules (triggers
-- fire in name order), which refuses an employer who sets `approved` themselves.
-- ---------------------------------------------------------------------------------------------
create function private.review_edited_job()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.approved is true and not private.is_admin_or_system()
     and private.job_review_fields_changed(old, new) then
    new.approved := null;
  end if;
  return new;
end;
$$;

-- The fields whose change sends an approved job back to review; the site asks the same question
-- (jobNeedsReview in @globalhire/data) to warn the employer before saving.
create function private.job_review_fields_changed(old_job public.jobs, new_job public.jobs)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (old_job.title, old_job.description, old_job.requirements, old_job.salary_min,
          old_job.salary_max, old_job.salary_currency, old_job.salary_period, old_job.country,
          old_job.city, old_job.location)
    is distinct from
         (new_job.title, new_job.description, new_job.requirements, new_job.salary_min,
          new_job.salary_max, new_job.salary_currency, new_job.salary_period, new_job.country,
          new_job.city, new_job.location)
$$;

create trigger review_edited_job
  before update on public.jobs
  for each row execute function private.review_edited_job();

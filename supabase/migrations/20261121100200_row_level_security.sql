-- Row-level security: enabled on every table, one policy per command and audience, each named
-- as the sentence it enforces. Helpers are wrapped in `(select …)` so Postgres evaluates them
-- once per statement instead of once per row.

alter table public.profiles enable row level security;
alter table public.jobs enable row level security;
alter table public.applications enable row level security;
alter table public.application_events enable row level security;
alter table public.saved_jobs enable row level security;
alter table public.interviews enable row level security;
alter table public.visa_cases enable row level security;
alter table public.visa_case_steps enable row level security;
alter table public.visa_case_documents enable row level security;
alter table public.articles enable row level security;
alter table public.faqs enable row level security;
alter table public.contact_messages enable row level security;
alter table public.subscriptions enable row level security;
alter table public.notifications enable row level security;

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create policy "Users can read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Admins can read all profiles" on public.profiles
  for select to authenticated using ((select private.is_admin()));
create policy "Anyone can read verified employer profiles" on public.profiles
  for select to anon, authenticated
  using (user_type = 'employer' and (employer_status in ('verified', 'premium') or private.has_live_jobs(id)));
create policy "Employers can read the profiles of their applicants" on public.profiles
  for select to authenticated
  using (user_type = 'candidate' and private.is_applicant_of_mine(id::text));
create policy "Users can update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "Admins can update any profile" on public.profiles
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
-- Profiles are created by the sign-up trigger and removed with the account (delete_my_account).

-- Visitors see company fields only; personal contact fields stay private.
revoke select, insert, update, delete on public.profiles from anon;
grant select (
  id, user_type, company_name, slug, website, description, country, city, logo_path,
  employer_status, created_at
) on public.profiles to anon;

-- ---------------------------------------------------------------------------------------------
-- jobs
-- ---------------------------------------------------------------------------------------------
create policy "Anyone can read live jobs" on public.jobs
  for select to anon, authenticated
  using (approved is true and status = 'published' and (expires_at is null or expires_at > now()));
create policy "Employers can read their own jobs" on public.jobs
  for select to authenticated using (company_id = (select auth.uid()));
create policy "Admins can read all jobs" on public.jobs
  for select to authenticated using ((select private.is_admin()));
create policy "Employers can post jobs for their company" on public.jobs
  for insert to authenticated
  with check (company_id = (select auth.uid()) and (select private.is_employer()));
create policy "Admins can post jobs for any employer" on public.jobs
  for insert to authenticated with check ((select private.is_admin()));
create policy "Employers can update their own jobs" on public.jobs
  for update to authenticated
  using (company_id = (select auth.uid()))
  with check (company_id = (select auth.uid()) and (select private.is_employer()));
create policy "Admins can update any job" on public.jobs
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Employers can delete their own jobs" on public.jobs
  for delete to authenticated using (company_id = (select auth.uid()));
create policy "Admins can delete any job" on public.jobs
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- applications and their history
-- ---------------------------------------------------------------------------------------------
create policy "Candidates can read their own applications" on public.applications
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Employers can read applications to their jobs" on public.applications
  for select to authenticated using (private.owns_job(job_id));
create policy "Admins can read all applications" on public.applications
  for select to authenticated using ((select private.is_admin()));
create policy "Candidates can apply to live jobs" on public.applications
  for insert to authenticated
  with check (
    candidate_id = (select auth.uid())
    and (select private.is_candidate_in_good_standing())
    and private.job_is_live(job_id)
  );
create policy "Candidates can withdraw their own applications" on public.applications
  for update to authenticated
  using (candidate_id = (select auth.uid()))
  with check (candidate_id = (select auth.uid()) and status = 'withdrawn');
create policy "Employers can move applications to their jobs through the pipeline" on public.applications
  for update to authenticated
  using (private.owns_job(job_id))
  with check (private.owns_job(job_id) and status <> 'withdrawn');
create policy "Admins can update any application" on public.applications
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete applications" on public.applications
  for delete to authenticated using ((select private.is_admin()));

-- Written only by the status-history trigger.
create policy "Candidates can read the history of their applications" on public.application_events
  for select to authenticated using (private.owns_application(application_id));
create policy "Employers can read the history of applications to their jobs" on public.application_events
  for select to authenticated using (private.owns_application_job(application_id));
create policy "Admins can read all application history" on public.application_events
  for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- saved jobs and interviews
-- ---------------------------------------------------------------------------------------------
create policy "Candidates can read their saved jobs" on public.saved_jobs
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Admins can read all saved jobs" on public.saved_jobs
  for select to authenticated using ((select private.is_admin()));
create policy "Candidates can save live jobs" on public.saved_jobs
  for insert to authenticated
  with check (
    candidate_id = (select auth.uid())
    and (select private.is_candidate_in_good_standing())
    and private.job_is_live(job_id)
  );
create policy "Candidates can remove their saved jobs" on public.saved_jobs
  for delete to authenticated using (candidate_id = (select auth.uid()));

create policy "Candidates can read their interviews" on public.interviews
  for select to authenticated using (private.owns_application(application_id));
create policy "Employers can read interviews with their applicants" on public.interviews
  for select to authenticated using (private.owns_application_job(application_id));
create policy "Admins can read all interviews" on public.interviews
  for select to authenticated using ((select private.is_admin()));
create policy "Employers can schedule interviews with their applicants" on public.interviews
  for insert to authenticated with check (private.owns_application_job(application_id));
create policy "Admins can schedule any interview" on public.interviews
  for insert to authenticated with check ((select private.is_admin()));
create policy "Employers can update interviews with their applicants" on public.interviews
  for update to authenticated
  using (private.owns_application_job(application_id))
  with check (private.owns_application_job(application_id));
create policy "Admins can update any interview" on public.interviews
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Employers can delete interviews with their applicants" on public.interviews
  for delete to authenticated using (private.owns_application_job(application_id));
create policy "Admins can delete any interview" on public.interviews
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- visa and relocation cases
-- ---------------------------------------------------------------------------------------------
create policy "Candidates can read their own visa cases" on public.visa_cases
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Admins can read all visa cases" on public.visa_cases
  for select to authenticated using ((select private.is_admin()));
create policy "Candidates can request visa support for themselves" on public.visa_cases
  for insert to authenticated
  with check (
    candidate_id = (select auth.uid())
    and status = 'requested'
    and (select private.is_candidate_in_good_standing())
  );
create policy "Admins can open visa cases" on public.visa_cases
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can update visa cases" on public.visa_cases
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete visa cases" on public.visa_cases
  for delete to authenticated using ((select private.is_admin()));

create policy "Candidates can read the steps of their visa cases" on public.visa_case_steps
  for select to authenticated using (private.owns_visa_case(case_id));
create policy "Admins can read all visa case steps" on public.visa_case_steps
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can add visa case steps" on public.visa_case_steps
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can update visa case steps" on public.visa_case_steps
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete visa case steps" on public.visa_case_steps
  for delete to authenticated using ((select private.is_admin()));

create policy "Candidates can read the documents of their visa cases" on public.visa_case_documents
  for select to authenticated using (private.owns_visa_case(case_id));
create policy "Admins can read all visa case documents" on public.visa_case_documents
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can add visa case documents" on public.visa_case_documents
  for insert to authenticated with check ((select private.is_admin()));
-- A trigger limits candidates to attaching a file.
create policy "Candidates can attach files to their visa case documents" on public.visa_case_documents
  for update to authenticated
  using (private.owns_visa_case(case_id)) with check (private.owns_visa_case(case_id));
create policy "Admins can update visa case documents" on public.visa_case_documents
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete visa case documents" on public.visa_case_documents
  for delete to authenticated using ((select private.is_admin()));

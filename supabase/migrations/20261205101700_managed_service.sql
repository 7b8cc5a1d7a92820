-- The managed service: a candidate enrols with explicit consent, a recruiter takes them on their
-- caseload and proposes jobs, the candidate approves or declines each proposal, and an approved
-- proposal becomes an application submitted on the candidate's behalf. Fees are in the next file.

-- A recruiter's request counts as one only from a session that verified a second factor, as an
-- admin's does (staff see other people's personal data).
create function private.is_recruiter()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.profiles p
      where p.id = (select auth.uid()) and p.user_type = 'recruiter' and p.blocked_at is null
    )
$$;

-- ---------------------------------------------------------------------------------------------
-- consent: the words a candidate agrees to, versioned so a record always names what was agreed
-- ---------------------------------------------------------------------------------------------
create table public.service_consent_texts (
  version integer primary key check (version >= 1),
  body text not null check (char_length(body) between 20 and 4000),
  published_at timestamptz not null default now()
);

create type public.service_enrolment_status as enum ('active', 'withdrawn');

create table public.service_enrolments (
  candidate_id uuid primary key references public.profiles (id) on delete cascade,
  recruiter_id uuid references public.profiles (id) on delete set null,
  status public.service_enrolment_status not null default 'active',
  target_countries text[] not null check (
    cardinality(target_countries) between 1 and 6
    and target_countries <@ array['australia', 'canada', 'united-kingdom', 'ireland', 'new-zealand', 'united-states']
  ),
  target_roles text[] not null default '{}' check (cardinality(target_roles) <= 10),
  salary_min numeric(12, 2) check (salary_min >= 0),
  salary_currency char(3) check (salary_currency ~ '^[A-Z]{3}$'),
  salary_period public.salary_period not null default 'year',
  consent_version integer not null references public.service_consent_texts (version),
  consented_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint service_enrolments_salary_has_currency check (salary_min is null or salary_currency is not null)
);

create index service_enrolments_recruiter_idx on public.service_enrolments (recruiter_id) where status = 'active';

-- Every consent given, with the exact words and when it was given and withdrawn.
create table public.service_consents (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  consent_version integer not null references public.service_consent_texts (version),
  consent_text text not null,
  given_at timestamptz not null default now(),
  withdrawn_at timestamptz
);

create index service_consents_candidate_idx on public.service_consents (candidate_id, given_at desc);

-- The caller is a recruiter with this candidate on their active caseload.
create function private.is_on_my_caseload(candidate_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_recruiter() and exists (
    select 1 from public.service_enrolments e
    where e.candidate_id = is_on_my_caseload.candidate_id
      and e.recruiter_id = (select auth.uid()) and e.status = 'active'
  )
$$;

-- The caller is a candidate actively enrolled with this recruiter (they may read their
-- recruiter's name and work contact details while the service runs).
create function private.is_my_recruiter(recruiter_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.service_enrolments e
    where e.candidate_id = (select auth.uid()) and e.recruiter_id = is_my_recruiter.recruiter_id
      and e.status = 'active'
  )
$$;

-- The same question for a Storage folder name, which need not be a uuid (compared as text).
create function private.is_my_caseload_folder(folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_recruiter() and exists (
    select 1 from public.service_enrolments e
    where e.candidate_id::text = folder and e.recruiter_id = (select auth.uid()) and e.status = 'active'
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- proposals: a job a recruiter puts to a candidate, and the candidate's decision
-- ---------------------------------------------------------------------------------------------
create type public.service_proposal_status as enum ('proposed', 'approved', 'declined', 'withdrawn');

create table public.service_proposals (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  job_id bigint not null references public.jobs (id) on delete cascade,
  recruiter_id uuid references public.profiles (id) on delete set null default auth.uid(),
  status public.service_proposal_status not null default 'proposed',
  -- why the job fits, in words for the candidate
  reason text not null check (char_length(pg_catalog.btrim(reason)) between 1 and 2000),
  -- the CV version to send: one sent with an earlier application, or null for the candidate's
  -- current CV at the moment they approve
  cv_path text check (char_length(cv_path) <= 500),
  cover_letter text check (char_length(cover_letter) <= 10000),
  decline_reason text check (char_length(decline_reason) <= 1000),
  decided_at timestamptz,
  application_id bigint references public.applications (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index service_proposals_one_open_per_job
  on public.service_proposals (candidate_id, job_id) where status in ('proposed', 'approved');
create index service_proposals_candidate_idx on public.service_proposals (candidate_id, created_at desc);
create index service_proposals_job_idx on public.service_proposals (job_id);

-- A recruiter's internal notes on a candidate (or one proposal): never shown to the candidate.
create table public.service_notes (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  proposal_id bigint references public.service_proposals (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null default auth.uid(),
  body text not null check (char_length(pg_catalog.btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index service_notes_candidate_idx on public.service_notes (candidate_id, created_at desc);

-- An application GlobalHire submitted: by which recruiter, from which proposal.
alter table public.applications
  add column submitted_by uuid references public.profiles (id) on delete set null,
  add column proposal_id bigint references public.service_proposals (id) on delete set null;

comment on column public.applications.submitted_by is
  'The GlobalHire recruiter who submitted the application on the candidate''s behalf (null: the candidate applied).';

-- A note's proposal, when it names one, is a proposal made to the note's candidate.
create function private.proposal_is_for(proposal_id bigint, candidate_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select proposal_id is null or exists (
    select 1 from public.service_proposals s where s.id = proposal_id and s.candidate_id = proposal_is_for.candidate_id
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- row-level security
-- ---------------------------------------------------------------------------------------------
alter table public.service_consent_texts enable row level security;
alter table public.service_enrolments enable row level security;
alter table public.service_consents enable row level security;
alter table public.service_proposals enable row level security;
alter table public.service_notes enable row level security;

create policy "Anyone can read the consent texts" on public.service_consent_texts
  for select to anon, authenticated using (true);
create policy "Admins can publish a consent text" on public.service_consent_texts
  for insert to authenticated with check ((select private.is_admin()));

-- Enrolments and consents are written by the functions below only.
create policy "Candidates can read their own enrolment" on public.service_enrolments
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Recruiters can read their caseload" on public.service_enrolments
  for select to authenticated using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id));
create policy "Admins can read every enrolment" on public.service_enrolments
  for select to authenticated using ((select private.is_admin()));

create policy "Candidates can read their own consents" on public.service_consents
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Recruiters can read their caseload's consents" on public.service_consents
  for select to authenticated using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id));
create policy "Admins can read every consent" on public.service_consents
  for select to authenticated using ((select private.is_admin()));

create policy "Candidates can read the proposals made to them" on public.service_proposals
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Recruiters can read their caseload's proposals" on public.service_proposals
  for select to authenticated using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id));
create policy "Admins can read every proposal" on public.service_proposals
  for select to authenticated using ((select private.is_admin()));
create policy "Recruiters can propose live jobs to their caseload" on public.service_proposals
  for insert to authenticated
  with check (
    (select private.is_recruiter())
    and recruiter_id = (select auth.uid())
    and private.is_on_my_caseload(candidate_id)
    and private.job_is_live(job_id)
  );
create policy "Recruiters can edit or withdraw their caseload's open proposals" on public.service_proposals
  for update to authenticated
  using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id) and status = 'proposed')
  with check (private.is_on_my_caseload(candidate_id));

create policy "Recruiters can read their caseload's notes" on public.service_notes
  for select to authenticated using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id));
create policy "Admins can read every note" on public.service_notes
  for select to authenticated using ((select private.is_admin()));
create policy "Recruiters can add notes on their caseload" on public.service_notes
  for insert to authenticated
  with check (
    (select private.is_recruiter()) and author_id = (select auth.uid()) and private.is_on_my_caseload(candidate_id)
    and private.proposal_is_for(proposal_id, candidate_id)
  );
create policy "Admins can add notes" on public.service_notes
  for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()) and private.proposal_is_for(proposal_id, candidate_id));

-- What a recruiter reads beyond the service's own tables: their caseload's profiles (in full),
-- applications, citizenships (for visa-fit verdicts) and CVs, and the jobs they proposed.
create policy "Recruiters can read their caseload's profiles" on public.profiles
  for select to authenticated
  using ((select private.is_recruiter()) and user_type = 'candidate' and private.is_on_my_caseload(id));
create policy "Candidates can read their recruiter's profile" on public.profiles
  for select to authenticated
  using (user_type = 'recruiter' and private.is_my_recruiter(id));
create policy "Recruiters can read their caseload's applications" on public.applications
  for select to authenticated
  using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id));
create policy "Recruiters can read their caseload's citizenships" on public.candidate_citizenships
  for select to authenticated
  using ((select private.is_recruiter()) and private.is_on_my_caseload(candidate_id));
create policy "Recruiters can read the jobs they proposed" on public.jobs
  for select to authenticated
  using (
    (select private.is_recruiter())
    and exists (select 1 from public.service_proposals s
                where s.job_id = jobs.id and s.recruiter_id = (select auth.uid()))
  );
create policy "Recruiters can read their caseload's CVs" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'cvs' and (select private.is_recruiter())
    and private.is_my_caseload_folder((storage.foldername(name))[1])
  );

-- profile_details returns every column to the same people the policies above let in.
create or replace function private.reads_profile_in_full(profile_id uuid, profile_type public.user_type)
returns boolean
language sql
stable
set search_path = ''
as $$
  select profile_id = (select auth.uid())
    or private.is_admin_or_system()
    or (profile_type = 'candidate' and private.is_applicant_of_mine(profile_id::text))
    or (profile_type = 'candidate' and private.is_on_my_caseload(profile_id))
    or (profile_type = 'recruiter' and private.is_my_recruiter(profile_id))
$$;

revoke execute on function private.is_recruiter() from public;
revoke execute on function private.is_on_my_caseload(uuid) from public;
revoke execute on function private.is_my_recruiter(uuid) from public;
grant execute on function private.is_recruiter() to authenticated, service_role;
grant execute on function private.is_on_my_caseload(uuid) to anon, authenticated, service_role;
grant execute on function private.is_my_recruiter(uuid) to anon, authenticated, service_role;
revoke execute on function private.is_my_caseload_folder(text) from public;
grant execute on function private.is_my_caseload_folder(text) to authenticated, service_role;
revoke execute on function private.proposal_is_for(bigint, uuid) from public;
grant execute on function private.proposal_is_for(bigint, uuid) to authenticated, service_role;

revoke truncate on public.service_consent_texts, public.service_enrolments, public.service_consents,
  public.service_proposals, public.service_notes from anon, authenticated;

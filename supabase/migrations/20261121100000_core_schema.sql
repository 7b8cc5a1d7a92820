-- GlobalHire core schema: types, tables and indexes.
-- Row-level security, helpers, triggers and storage come in the following migrations.
-- Nothing here is specific to supabase-local: it applies unchanged to a hosted Supabase project.

-- Helpers live in a schema PostgREST does not expose.
create schema if not exists private;

-- ---------------------------------------------------------------------------------------------
-- Enumerated types
-- ---------------------------------------------------------------------------------------------
create type public.user_type as enum ('admin', 'employer', 'candidate');
create type public.candidate_status as enum ('active', 'pending', 'blocked');
create type public.employer_status as enum ('pending', 'verified', 'premium');
create type public.work_type as enum ('remote', 'on-site', 'hybrid');
create type public.employment_type as enum ('full-time', 'part-time', 'contract', 'temporary', 'internship');
create type public.salary_period as enum ('year', 'month', 'hour');
create type public.job_status as enum ('draft', 'published');
create type public.application_status as enum (
  'new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'
);
create type public.interview_status as enum ('scheduled', 'completed', 'cancelled');
create type public.visa_case_status as enum (
  'requested', 'in_progress', 'in_review', 'approved', 'refused', 'closed'
);
create type public.content_status as enum ('published', 'draft');
create type public.subscription_plan as enum ('free', 'premium', 'enterprise');
create type public.subscription_status as enum ('requested', 'active', 'cancelled');

-- Tags are folded into the search document; array_to_string is only stable, so wrap it.
create function private.search_text_of(tags text[], category text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$ select coalesce(pg_catalog.array_to_string(tags, ' '), '') || ' ' || coalesce(category, '') $$;

-- ---------------------------------------------------------------------------------------------
-- profiles: one row per auth user
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  user_type public.user_type not null default 'candidate',
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  company_name text check (char_length(company_name) <= 200),
  -- /employers/{slug}: the company name lower-cased with spaces as hyphens (set by a trigger)
  slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  website text check (char_length(website) <= 500),
  description text check (char_length(description) <= 5000),
  email text check (char_length(email) <= 320),
  phone text check (char_length(phone) <= 50),
  address text check (char_length(address) <= 500),
  country text check (country ~ '^[a-z]+(-[a-z]+)*$'),
  city text check (char_length(city) <= 100),
  headline text check (char_length(headline) <= 200),
  experience_years smallint check (experience_years between 0 and 70),
  preferred_categories text[] not null default '{}',
  preferred_countries text[] not null default '{}',
  avatar_path text,
  logo_path text,
  cv_path text,
  -- one status per role; the other one stays null (kept consistent by a trigger)
  candidate_status public.candidate_status,
  employer_status public.employer_status,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_candidate_status_only_for_candidates
    check (candidate_status is null or user_type = 'candidate'),
  constraint profiles_employer_status_only_for_employers
    check (employer_status is null or user_type = 'employer')
);

create index profiles_user_type_created_at_idx on public.profiles (user_type, created_at desc);
create index profiles_employer_status_idx on public.profiles (employer_status) where employer_status is not null;
create index profiles_candidate_status_idx on public.profiles (candidate_status) where candidate_status is not null;

-- ---------------------------------------------------------------------------------------------
-- jobs
-- ---------------------------------------------------------------------------------------------
create table public.jobs (
  id bigint generated always as identity primary key,
  company_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  description text not null default '' check (char_length(description) <= 20000),
  requirements text[] not null default '{}',
  benefits text[] not null default '{}',
  category text not null check (category in (
    'accounting', 'admin', 'agriculture', 'banking', 'chemical', 'construction',
    'customer-service', 'education', 'executive', 'healthcare', 'hr', 'it', 'legal',
    'manufacturing', 'other', 'remote', 'retail', 'sales', 'science', 'supply-chain'
  )),
  country text not null check (country ~ '^[a-z]+(-[a-z]+)*$'),
  city text check (char_length(city) <= 100),
  location text not null default '' check (char_length(location) <= 200),
  work_type public.work_type not null default 'on-site',
  employment_type public.employment_type not null default 'full-time',
  salary_min numeric(12, 2) check (salary_min >= 0),
  salary_max numeric(12, 2) check (salary_max >= 0),
  salary_currency char(3) check (salary_currency ~ '^[A-Z]{3}$'),
  salary_period public.salary_period not null default 'year',
  tags text[] not null default '{}',
  visa_sponsorship boolean not null default false,
  relocation_support boolean not null default false,
  -- null: pending approval; true: approved; false: rejected
  approved boolean,
  featured boolean not null default false,
  status public.job_status not null default 'published',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  expires_at timestamptz,
  view_count integer not null default 0 check (view_count >= 0),
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, private.search_text_of(tags, category)), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
  ) stored,
  constraint jobs_salary_range_ordered check (salary_min is null or salary_max is null or salary_min <= salary_max),
  constraint jobs_salary_has_currency check ((salary_min is null and salary_max is null) or salary_currency is not null)
);

create index jobs_search_idx on public.jobs using gin (search);
create index jobs_country_idx on public.jobs (country);
create index jobs_category_idx on public.jobs (category);
create index jobs_work_type_idx on public.jobs (work_type);
create index jobs_employment_type_idx on public.jobs (employment_type);
create index jobs_approved_expires_at_idx on public.jobs (approved, expires_at);
create index jobs_company_id_idx on public.jobs (company_id);
create index jobs_created_at_idx on public.jobs (created_at desc);
create index jobs_featured_idx on public.jobs (created_at desc) where featured;
create index jobs_visa_sponsorship_idx on public.jobs (visa_sponsorship) where visa_sponsorship;
create index jobs_relocation_support_idx on public.jobs (relocation_support) where relocation_support;
create index jobs_salary_max_idx on public.jobs (salary_max);

-- ---------------------------------------------------------------------------------------------
-- applications and their status history
-- ---------------------------------------------------------------------------------------------
create table public.applications (
  id bigint generated always as identity primary key,
  job_id bigint not null references public.jobs (id) on delete cascade,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  status public.application_status not null default 'new',
  cover_letter text check (char_length(cover_letter) <= 10000),
  cv_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_one_per_job_and_candidate unique (job_id, candidate_id)
);

create index applications_candidate_id_idx on public.applications (candidate_id, created_at desc);
create index applications_status_idx on public.applications (status);

create table public.application_events (
  id bigint generated always as identity primary key,
  application_id bigint not null references public.applications (id) on delete cascade,
  from_status public.application_status,
  to_status public.application_status not null,
  changed_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);

create index application_events_application_id_idx on public.application_events (application_id, created_at);

-- ---------------------------------------------------------------------------------------------
-- saved jobs and interviews
-- ---------------------------------------------------------------------------------------------
create table public.saved_jobs (
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  job_id bigint not null references public.jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (candidate_id, job_id)
);

create index saved_jobs_job_id_idx on public.saved_jobs (job_id);

create table public.interviews (
  id bigint generated always as identity primary key,
  application_id bigint not null references public.applications (id) on delete cascade,
  scheduled_at timestamptz not null,
  duration_minutes smallint not null default 45 check (duration_minutes between 5 and 480),
  location text check (char_length(location) <= 300),
  meeting_url text check (char_length(meeting_url) <= 1000),
  notes text check (char_length(notes) <= 5000),
  status public.interview_status not null default 'scheduled',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index interviews_application_id_idx on public.interviews (application_id);
create index interviews_scheduled_at_idx on public.interviews (scheduled_at);

-- ---------------------------------------------------------------------------------------------
-- visa and relocation cases
-- ---------------------------------------------------------------------------------------------
create table public.visa_cases (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  job_id bigint references public.jobs (id) on delete set null,
  destination_country text not null check (destination_country ~ '^[a-z]+(-[a-z]+)*$'),
  visa_type text not null check (char_length(visa_type) between 1 and 200),
  status public.visa_case_status not null default 'requested',
  notes text check (char_length(notes) <= 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index visa_cases_candidate_id_idx on public.visa_cases (candidate_id);

create table public.visa_case_steps (
  id bigint generated always as identity primary key,
  case_id bigint not null references public.visa_cases (id) on delete cascade,
  position smallint not null check (position >= 1),
  title text not null check (char_length(title) between 1 and 200),
  description text check (char_length(description) <= 2000),
  done boolean not null default false,
  done_at timestamptz,
  due_date date,
  created_at timestamptz not null default now(),
  constraint visa_case_steps_position_unique unique (case_id, position)
);

create table public.visa_case_documents (
  id bigint generated always as identity primary key,
  case_id bigint not null references public.visa_cases (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  required boolean not null default true,
  received boolean not null default false,
  file_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index visa_case_documents_case_id_idx on public.visa_case_documents (case_id);

-- ---------------------------------------------------------------------------------------------
-- content: articles and FAQs
-- ---------------------------------------------------------------------------------------------
create table public.articles (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null check (char_length(title) between 1 and 300),
  excerpt text not null default '' check (char_length(excerpt) <= 1000),
  body text not null default '',
  category text not null check (category in (
    'Career Tips', 'Job Market Trends', 'Relocation Advice', 'Visa & Immigration'
  )),
  author text not null check (char_length(author) between 1 and 200),
  image_path text,
  status public.content_status not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index articles_status_published_at_idx on public.articles (status, published_at desc);
create index articles_category_idx on public.articles (category);

create table public.faqs (
  id bigint generated always as identity primary key,
  question text not null check (char_length(question) between 1 and 500),
  answer text not null check (char_length(answer) between 1 and 5000),
  position integer not null default 0,
  status public.content_status not null default 'draft',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index faqs_status_position_idx on public.faqs (status, position);

-- ---------------------------------------------------------------------------------------------
-- contact messages, subscriptions, notifications
-- ---------------------------------------------------------------------------------------------
create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  subject text not null check (char_length(subject) between 1 and 300),
  message text not null check (char_length(message) between 1 and 10000),
  handled boolean not null default false,
  created_at timestamptz not null default now()
);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

create table public.subscriptions (
  id bigint generated always as identity primary key,
  employer_id uuid not null references public.profiles (id) on delete cascade,
  plan public.subscription_plan not null,
  status public.subscription_status not null default 'requested',
  period_start timestamptz,
  period_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_period_ordered check (period_end is null or period_start is null or period_start < period_end)
);

create index subscriptions_employer_id_idx on public.subscriptions (employer_id, created_at desc);
-- an employer has at most one active plan at a time
create unique index subscriptions_one_active_per_employer on public.subscriptions (employer_id) where status = 'active';

create table public.notifications (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 300),
  body text not null default '' check (char_length(body) <= 2000),
  link text check (char_length(link) <= 500),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

create index notifications_user_id_idx on public.notifications (user_id, created_at desc);

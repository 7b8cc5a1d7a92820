-- What a visa verdict reads besides the catalogue: the job's occupation, hours, region and
-- relocation package; the employer's licences to sponsor; the candidate's citizenships.

-- ---------------------------------------------------------------------------------------------
-- jobs
-- ---------------------------------------------------------------------------------------------
alter table public.jobs
  -- a code of the destination's occupation classification (SOC 2020 for the UK, NOC 2021 for
  -- Canada, ...); optional: without it a verdict is "unknown" and says why
  add column occupation_code text check (occupation_code ~ '^[0-9A-Za-z.-]{1,12}$'),
  -- province, state or territory (Canada's wage thresholds are provincial)
  add column region text check (region ~ '^[A-Z]{2,3}$'),
  -- the hours an hourly wage is paid for each week
  add column weekly_hours numeric(4, 1) check (weekly_hours > 0 and weekly_hours <= 80),
  add column relocation_flights boolean not null default false,
  add column relocation_housing_nights smallint check (relocation_housing_nights between 1 and 365),
  add column relocation_visa_fees boolean not null default false,
  add column relocation_family boolean not null default false,
  add column relocation_allowance numeric(12, 2) check (relocation_allowance > 0),
  add column relocation_allowance_currency char(3) check (relocation_allowance_currency ~ '^[A-Z]{3}$'),
  add column relocation_notes text check (char_length(relocation_notes) <= 2000),
  add constraint jobs_relocation_allowance_has_currency
    check ((relocation_allowance is null) = (relocation_allowance_currency is null));

comment on column public.jobs.occupation_code is
  'The occupation code in the classification the destination''s work routes read; null: not given.';

-- ---------------------------------------------------------------------------------------------
-- employers' licences to sponsor
-- ---------------------------------------------------------------------------------------------
create type public.licence_status as enum ('claimed', 'verified', 'expired', 'revoked');

create table public.employer_licences (
  id bigint generated always as identity primary key,
  employer_id uuid not null references public.profiles (id) on delete cascade,
  kind public.employer_licence_kind not null,
  licence_number text check (char_length(licence_number) between 1 and 50),
  -- the routes a UK licence covers, as the register names them ("Skilled Worker", ...)
  routes text[] not null default '{}' check (cardinality(routes) <= 20),
  status public.licence_status not null default 'claimed',
  expires_on date,
  verified_at timestamptz,
  verified_by uuid references public.profiles (id) on delete set null,
  -- what the admin checked, or why the licence was revoked
  admin_note text check (char_length(admin_note) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (employer_id, kind)
);

comment on table public.employer_licences is
  'An employer''s licence to sponsor workers (UK sponsor, NZ accreditation, AU sponsor): claimed by the employer, verified by an admin.';
create index employer_licences_status_idx on public.employer_licences (status, kind);

alter table public.employer_licences enable row level security;

create policy "Employers read their own licences" on public.employer_licences
  for select to authenticated using (employer_id = (select auth.uid()));
-- A verified licence is public: company pages and job pages show it as a badge.
create policy "Anyone can read verified licences" on public.employer_licences
  for select to anon, authenticated using (status = 'verified');
create policy "Admins read every licence" on public.employer_licences
  for select to authenticated using ((select private.is_admin()));
create policy "Employers claim licences for themselves" on public.employer_licences
  for insert to authenticated
  with check (employer_id = (select auth.uid()) and (select private.is_employer()) and status = 'claimed');
create policy "Admins add licences" on public.employer_licences
  for insert to authenticated with check ((select private.is_admin()));
create policy "Employers change their own licence claims" on public.employer_licences
  for update to authenticated
  using (employer_id = (select auth.uid())) with check (employer_id = (select auth.uid()));
create policy "Admins change licences" on public.employer_licences
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Employers withdraw unverified claims" on public.employer_licences
  for delete to authenticated using (employer_id = (select auth.uid()) and status = 'claimed');

-- Only an admin moves a licence through claimed → verified → expired or revoked; an employer who
-- edits a licence's number or routes sends it back to be checked again.
create function private.enforce_licence_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  moderator boolean := private.is_admin_or_system();
begin
  if not moderator then
    if tg_op = 'UPDATE' and old.status = 'revoked' then
      raise exception 'A revoked licence cannot be changed. Contact GlobalHire to have it reviewed.'
        using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.status is distinct from old.status
        or new.verified_at is distinct from old.verified_at or new.verified_by is distinct from old.verified_by
        or new.admin_note is distinct from old.admin_note or new.employer_id is distinct from old.employer_id) then
      raise exception 'Only an admin can verify, expire or revoke a licence.' using errcode = '42501';
    end if;
    if tg_op = 'INSERT' and (new.verified_at is not null or new.verified_by is not null or new.admin_note is not null) then
      raise exception 'Only an admin can verify, expire or revoke a licence.' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.licence_number is distinct from old.licence_number
        or new.routes is distinct from old.routes or new.expires_on is distinct from old.expires_on
        or new.kind is distinct from old.kind) then
      new.status := 'claimed';
      new.verified_at := null;
      new.verified_by := null;
    end if;
  elsif new.status = 'verified' and (tg_op = 'INSERT' or old.status is distinct from 'verified') then
    new.verified_at := pg_catalog.now();
    new.verified_by := (select auth.uid());
  end if;
  return new;
end;
$$;

create trigger enforce_licence_rules
  before insert or update on public.employer_licences
  for each row execute function private.enforce_licence_rules();

create trigger stamp_updated_at
  before update on public.employer_licences
  for each row execute function private.set_updated_at();

create trigger write_audit_entry
  after insert or update or delete on public.employer_licences
  for each row execute function private.write_audit_entry();

-- ---------------------------------------------------------------------------------------------
-- candidates' citizenships
-- ---------------------------------------------------------------------------------------------
-- Kept apart from profiles so that no one but the candidate can read them: employers and admins
-- see what a verdict concludes, never the citizenship behind it.
create table public.candidate_citizenships (
  candidate_id uuid primary key references public.profiles (id) on delete cascade,
  -- ISO 3166-1 alpha-2 codes, upper case, no repeats
  citizenships text[] not null default '{}' check (
    cardinality(citizenships) <= 6
    and pg_catalog.array_to_string(citizenships, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'
  ),
  -- the country the candidate lives in now (ISO 3166-1 alpha-2)
  residence char(2) check (residence ~ '^[A-Z]{2}$'),
  updated_at timestamptz not null default now()
);

comment on table public.candidate_citizenships is
  'A candidate''s citizenships and country of residence: readable by the candidate alone.';

alter table public.candidate_citizenships enable row level security;

create policy "Candidates read their own citizenships" on public.candidate_citizenships
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Candidates record their own citizenships" on public.candidate_citizenships
  for insert to authenticated
  with check (candidate_id = (select auth.uid()) and exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.user_type = 'candidate'));
create policy "Candidates change their own citizenships" on public.candidate_citizenships
  for update to authenticated
  using (candidate_id = (select auth.uid())) with check (candidate_id = (select auth.uid()));
create policy "Candidates remove their own citizenships" on public.candidate_citizenships
  for delete to authenticated using (candidate_id = (select auth.uid()));

revoke truncate on public.candidate_citizenships from anon, authenticated;

create trigger stamp_updated_at
  before update on public.candidate_citizenships
  for each row execute function private.set_updated_at();

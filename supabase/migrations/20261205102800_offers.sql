-- Job offers: what the employer offers (salary, start date, place, an optional PDF letter, how
-- long it stands) and the candidate's answer. RLS decides the rows (the job's employer, the
-- application's candidate, admins); the guard trigger decides the columns: the employer makes
-- and withdraws, the candidate accepts or declines while the offer is open and not expired.
-- The hand-offs (hire, interviews closed, notices) are in the next migration.

create type public.offer_status as enum ('open', 'accepted', 'declined', 'withdrawn', 'expired');

create table public.offers (
  id bigint generated always as identity primary key,
  application_id bigint not null references public.applications (id) on delete cascade,
  salary_amount numeric(12, 2) not null check (salary_amount > 0 and salary_amount < 1000000000),
  -- a currency with an exchange rate: the salary currencies of the catalogue
  currency char(3) not null references public.exchange_rates (currency),
  salary_period public.salary_period not null default 'year',
  start_date date not null,
  location text not null check (char_length(location) between 1 and 200),
  -- '<application id>/<file>.pdf' in the private offer-letters bucket
  letter_path text check (
    letter_path ~ '^[0-9]+/[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.pdf$'
    and pg_catalog.split_part(letter_path, '/', 1) = application_id::text),
  expires_at timestamptz not null,
  status public.offer_status not null default 'open',
  candidate_note text check (char_length(candidate_note) <= 1000),
  answered_at timestamptz,
  withdrawn_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.offers is
  'Job offers on applications: the terms the employer offers and the candidate''s answer.';

-- One open offer per application: a new one needs the last withdrawn, answered or expired.
create unique index offers_one_open_per_application on public.offers (application_id) where status = 'open';
create index offers_application_id_idx on public.offers (application_id, created_at desc);
create index offers_open_expires_at_idx on public.offers (expires_at) where status = 'open';

alter table public.offers enable row level security;

create policy "Candidates can read offers on their applications" on public.offers
  for select to authenticated using (private.owns_application(application_id));
create policy "Employers can read offers on applications to their jobs" on public.offers
  for select to authenticated using (private.owns_application_job(application_id));
create policy "Admins can read every offer" on public.offers
  for select to authenticated using ((select private.is_admin()));
create policy "Employers can make offers on applications to their jobs" on public.offers
  for insert to authenticated with check (private.owns_application_job(application_id));
create policy "Employers can withdraw their offers" on public.offers
  for update to authenticated
  using (private.owns_application_job(application_id))
  with check (private.owns_application_job(application_id));
create policy "Candidates can answer offers on their applications" on public.offers
  for update to authenticated
  using (private.owns_application(application_id))
  with check (private.owns_application(application_id));

-- Offers are a record of the hiring: nobody deletes one through the API.
revoke delete, truncate on public.offers from anon, authenticated;

-- True when the letter was uploaded to the offer-letters bucket, under an application to one of
-- the caller's jobs (so it tells nobody about another company's files).
create function private.offer_letter_exists(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'offer-letters' and o.name = offer_letter_exists.path
      and ((select auth.uid()) is null or private.is_admin() or exists (
        select 1 from public.applications a join public.jobs j on j.id = a.job_id
        where a.id::text = pg_catalog.split_part(o.name, '/', 1) and j.company_id = (select auth.uid()))))
$$;

create function private.offer_status_label(status public.offer_status)
returns text
language sql
immutable
set search_path = ''
as $$
  select case offer_status_label.status
    when 'open' then 'open' when 'accepted' then 'accepted' when 'declined' then 'declined'
    when 'withdrawn' then 'withdrawn' else 'expired' end
$$;

-- The column guard. Security invoker on purpose: it must see who is asking.
create function private.guard_offer_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  system boolean := private.is_admin_or_system();
  me uuid := (select auth.uid());
  app record;
begin
  select a.candidate_id, a.status into app from public.applications a where a.id = new.application_id;

  if tg_op = 'INSERT' then
    new.location := pg_catalog.btrim(new.location);
    new.currency := pg_catalog.upper(new.currency);
    if not system then
      new.created_by := me;
      new.created_at := pg_catalog.now();
      if new.status <> 'open' or new.candidate_note is not null or new.answered_at is not null
         or new.withdrawn_at is not null then
        raise exception 'A new offer starts open, waiting for the candidate''s answer.' using errcode = '42501';
      end if;
      if app.status not in ('new', 'shortlisted', 'interview', 'offer') then
        raise exception 'This application is closed, so no offer can be made.' using errcode = '42501';
      end if;
      if new.expires_at <= pg_catalog.now() then
        raise exception 'Choose an expiry date in the future.' using errcode = '23514', hint = 'expires_at';
      end if;
      if new.expires_at > pg_catalog.now() + interval '91 days' then
        raise exception 'An offer can stay open for at most 90 days.' using errcode = '23514', hint = 'expires_at';
      end if;
      -- a day's grace: the employer's today may still be yesterday in UTC
      if new.start_date < current_date - 1 then
        raise exception 'Choose a start date that is not in the past.' using errcode = '23514', hint = 'start_date';
      end if;
    end if;
    if new.location = '' then
      raise exception 'Location is required.' using errcode = '23514', hint = 'location';
    end if;
    if new.letter_path is not null and not private.offer_letter_exists(new.letter_path) then
      raise exception 'The offer letter was not found. Upload it again.' using errcode = '23503', hint = 'letter';
    end if;
    return new;
  end if;

  if not system then
    if new.application_id is distinct from old.application_id
       or new.salary_amount is distinct from old.salary_amount or new.currency is distinct from old.currency
       or new.salary_period is distinct from old.salary_period or new.start_date is distinct from old.start_date
       or new.location is distinct from old.location or new.letter_path is distinct from old.letter_path
       or new.expires_at is distinct from old.expires_at or new.created_by is distinct from old.created_by
       or new.created_at is distinct from old.created_at then
      raise exception 'An offer cannot be changed once made: withdraw it and make a new one.' using errcode = '42501';
    end if;
    if new.answered_at is distinct from old.answered_at or new.withdrawn_at is distinct from old.withdrawn_at then
      raise exception 'These fields are kept by the database.' using errcode = '42501';
    end if;
    if old.status <> 'open' then
      raise exception 'This offer was %, so it can no longer be changed.', private.offer_status_label(old.status)
        using errcode = '55000', hint = 'offer_closed';
    end if;
    if app.candidate_id = me then
      if new.status not in ('accepted', 'declined') then
        raise exception 'Candidates can only accept or decline an offer.' using errcode = '42501';
      end if;
      -- database-enforced: an offer past its expiry cannot be accepted (nor declined) any more
      if old.expires_at <= pg_catalog.now() then
        raise exception 'This offer expired on %, so it can no longer be answered.',
          pg_catalog.to_char(old.expires_at at time zone 'UTC', 'FMDD FMMonth YYYY, HH24:MI') || ' UTC'
          using errcode = '55000', hint = 'offer_expired';
      end if;
    else
      if new.status in ('accepted', 'declined') or new.candidate_note is distinct from old.candidate_note then
        raise exception 'Only the candidate can accept or decline an offer.' using errcode = '42501';
      end if;
      if new.status <> 'withdrawn' then
        raise exception 'An open offer can only be withdrawn.' using errcode = '42501';
      end if;
    end if;
  end if;

  -- bookkeeping, for everyone
  if new.status is distinct from old.status then
    if new.status in ('accepted', 'declined') then
      new.answered_at := pg_catalog.now();
    elsif new.status = 'withdrawn' then
      new.withdrawn_at := pg_catalog.now();
    end if;
  end if;
  new.candidate_note := nullif(pg_catalog.btrim(new.candidate_note), '');
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create trigger guard_offer_changes
  before insert or update on public.offers
  for each row execute function private.guard_offer_changes();

-- ---------------------------------------------------------------------------------------------
-- Offer letters: a private bucket, PDF only, 5 MB. The employer uploads under the application's
-- folder; the employer and the candidate the letter was sent to read it; admins read every file
-- (their storage policies already cover it).
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('offer-letters', 'offer-letters', false, 5242880, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The folder (an application id, as text) is an open application to one of the caller's jobs.
create function private.can_add_offer_letter(folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.id::text = can_add_offer_letter.folder and j.company_id = (select auth.uid())
      and a.status in ('new', 'shortlisted', 'interview', 'offer')
  )
$$;

-- The employer reads every letter under their applications; the candidate only the letters of
-- offers made to them (not a file uploaded but never sent).
create function private.can_read_offer_letter(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.id::text = pg_catalog.split_part(can_read_offer_letter.object_name, '/', 1)
      and j.company_id = (select auth.uid())
  ) or exists (
    select 1 from public.offers o join public.applications a on a.id = o.application_id
    where o.letter_path = can_read_offer_letter.object_name and a.candidate_id = (select auth.uid())
  )
$$;

-- The employer may remove a letter they uploaded that no offer was made with (a failed attempt).
create function private.can_remove_offer_letter(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.applications a join public.jobs j on j.id = a.job_id
    where a.id::text = pg_catalog.split_part(can_remove_offer_letter.object_name, '/', 1)
      and j.company_id = (select auth.uid())
  ) and not exists (select 1 from public.offers o where o.letter_path = can_remove_offer_letter.object_name)
$$;

create policy "Employers can upload offer letters for applications to their jobs" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'offer-letters' and private.can_add_offer_letter((storage.foldername(name))[1]));
create policy "Employers and their candidates can read offer letters" on storage.objects
  for select to authenticated
  using (bucket_id = 'offer-letters' and private.can_read_offer_letter(name));
create policy "Employers can remove offer letters no offer was made with" on storage.objects
  for delete to authenticated
  using (bucket_id = 'offer-letters' and private.can_remove_offer_letter(name));

-- An offer that goes (its application or account deleted) takes its letter with it: the worker
-- removes queued files through the Storage API.
create function private.queue_offer_letter_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.letter_path is not null then
    insert into private.storage_removals (bucket_id, name)
    values ('offer-letters', old.letter_path)
    on conflict (bucket_id, name) where removed_at is null do nothing;
  end if;
  return null;
end;
$$;

create trigger queue_offer_letter_removal
  after delete on public.offers
  for each row execute function private.queue_offer_letter_removal();

revoke execute on function private.offer_letter_exists(text) from public, anon;
grant execute on function private.offer_letter_exists(text) to authenticated;
revoke execute on function private.queue_offer_letter_removal() from public, anon, authenticated;
revoke execute on function private.can_add_offer_letter(text) from public, anon;
revoke execute on function private.can_read_offer_letter(text) from public, anon;
revoke execute on function private.can_remove_offer_letter(text) from public, anon;
grant execute on function private.can_add_offer_letter(text) to authenticated;
grant execute on function private.can_read_offer_letter(text) to authenticated;
grant execute on function private.can_remove_offer_letter(text) to authenticated;

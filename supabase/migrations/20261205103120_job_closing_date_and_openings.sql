-- A job's closing date and its number of openings, both set by the employer.
--
-- The closing date is the last day (UTC) candidates may apply: an approved job expires at the end
-- of it, or when the plan's visibility window ends if that comes first. expires_at stays the one
-- column every "live" rule reads (RLS, search, counts, alerts, the sitemap), so the closing date
-- feeds it: the trigger below fires after enforce_job_rules (name order), which opens the plan's
-- window on approval and refuses an employer who writes expires_at directly.

alter table public.jobs
  add column closes_on date,
  add column openings smallint not null default 1
    constraint jobs_openings_range check (openings between 1 and 999);

comment on column public.jobs.closes_on is
  'The last day (UTC) candidates may apply; the job expires at its end, or earlier when the plan''s window ends first.';
comment on column public.jobs.openings is 'How many people the employer hires for this job (1 to 999).';

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.set_job_closing_expiry()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today date := (pg_catalog.now() at time zone 'UTC')::date;
  closing_changed boolean := tg_op = 'INSERT' or new.closes_on is distinct from old.closes_on;
  closing_end timestamptz;
begin
  -- A closing date is checked when it is set and again when a draft is submitted with it.
  if new.closes_on is not null
     and (closing_changed or (new.status = 'published' and old.status = 'draft')) then
    if new.closes_on <= today then
      raise exception 'Choose a closing date after today.' using errcode = '23514';
    end if;
    if new.closes_on > today + 365 then
      raise exception 'Choose a closing date within a year from today.' using errcode = '23514';
    end if;
  end if;

  if new.published_at is null then
    return new;
  end if;
  closing_end := case when new.closes_on is not null
    then (new.closes_on + 1)::timestamp at time zone 'UTC' end;

  if tg_op = 'UPDATE' and closing_changed and new.expires_at is not distinct from old.expires_at then
    -- An expired job stays closed: listing it again goes through drafts and approval (and the plan's limit).
    if old.expires_at is not null and old.expires_at <= pg_catalog.now() and not private.is_admin_or_system() then
      raise exception 'This job has closed, so its closing date can no longer change. Move it to drafts and publish it again to reopen it.'
        using errcode = '42501';
    end if;
    new.expires_at := least(
      new.published_at + pg_catalog.make_interval(
        days => private.plan_visibility_days(private.employer_plan(new.company_id))),
      closing_end);
  elsif closing_end is not null
        and (tg_op = 'INSERT' or new.expires_at is distinct from old.expires_at or closing_changed) then
    -- The window just opened (approval) or was set by an admin: the closing date may end it sooner.
    new.expires_at := least(coalesce(new.expires_at, closing_end), closing_end);
  end if;
  return new;
end;
$$;

create trigger set_job_closing_expiry
  before insert or update on public.jobs
  for each row execute function private.set_job_closing_expiry();

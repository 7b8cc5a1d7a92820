-- Interview scheduling: an interview has a time in a named IANA zone, a format with its details,
-- the candidate's answer and the employer's schedule. Who may change which column is enforced
-- here (RLS decides the rows, the guard trigger the columns); `version` grows on every change so
-- two people acting at once cannot overwrite each other silently (the RPCs compare it).

create type public.interview_format as enum ('video', 'phone', 'on_site');
create type public.interview_response as enum ('pending', 'accepted', 'declined', 'reschedule_requested');

-- True for a zone name the database knows ('Europe/London', 'Australia/Sydney', 'UTC').
create function private.is_time_zone(zone text)
returns boolean
language sql
stable
set search_path = ''
as $$ select exists (select 1 from pg_catalog.pg_timezone_names z where z.name = is_time_zone.zone) $$;

alter table public.interviews
  -- the zone the employer chose the time in; emails to the employer are written in it
  add column time_zone text not null default 'UTC',
  -- filled from the details when an insert leaves it out (see the guard)
  add column format public.interview_format,
  add column phone text check (char_length(phone) between 3 and 40),
  add column response public.interview_response not null default 'pending',
  add column response_message text check (char_length(response_message) <= 1000),
  add column responded_at timestamptz,
  -- the candidate's own zone, learnt when they answer; emails to the candidate use it
  add column candidate_time_zone text,
  add column cancel_reason text check (char_length(cancel_reason) <= 1000),
  add column cancelled_at timestamptz,
  add column rescheduled_at timestamptz,
  -- the calendar file's SEQUENCE: grows when the time, place or status changes
  add column sequence integer not null default 0,
  -- grows on every change; an RPC given an older version refuses to write
  add column version integer not null default 1,
  add column created_by uuid references public.profiles (id) on delete set null;

alter table public.interviews
  add constraint interviews_meeting_url_web check (meeting_url ~ '^https?://[^\s]+$'),
  add constraint interviews_format_details check (
    format is null
    or (format = 'video' and meeting_url is not null)
    or (format = 'phone' and phone is not null)
    or (format = 'on_site' and location is not null and char_length(pg_catalog.btrim(location)) > 0)
  );

create index interviews_status_scheduled_at_idx on public.interviews (status, scheduled_at);

-- ---------------------------------------------------------------------------------------------
-- the candidate may answer (the guard limits them to their answer)
-- ---------------------------------------------------------------------------------------------
create policy "Candidates can answer their interview invitations" on public.interviews
  for update to authenticated
  using (private.owns_application(application_id))
  with check (private.owns_application(application_id));

-- ---------------------------------------------------------------------------------------------
-- the column guard. Security invoker on purpose: it must see who is asking.
-- ---------------------------------------------------------------------------------------------
create function private.guard_interview_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  system boolean := private.is_admin_or_system();
  app record;
  is_candidate boolean;
  schedule_changed boolean;
begin
  if new.format is null then
    new.format := case when new.meeting_url is not null then 'video'
                       when new.phone is not null then 'phone'
                       else 'on_site' end;
  end if;
  if not private.is_time_zone(new.time_zone) then
    raise exception 'Choose a time zone from the list (for example Europe/London).' using errcode = '22023';
  end if;
  if new.candidate_time_zone is not null and not private.is_time_zone(new.candidate_time_zone) then
    new.candidate_time_zone := null;
  end if;

  select a.candidate_id, a.status into app from public.applications a where a.id = new.application_id;

  if tg_op = 'INSERT' then
    new.created_by := coalesce(new.created_by, (select auth.uid()));
    if not system then
      new.version := 1;
      new.sequence := 0;
      if new.scheduled_at <= pg_catalog.now() then
        raise exception 'Choose a time in the future.' using errcode = '23514';
      end if;
      if new.status <> 'scheduled' or new.response <> 'pending' or new.responded_at is not null
         or new.cancelled_at is not null or new.cancel_reason is not null then
        raise exception 'A new interview starts scheduled and waiting for the candidate''s answer.' using errcode = '42501';
      end if;
      if app.status not in ('new', 'shortlisted', 'interview', 'offer') then
        raise exception 'This application is closed, so no interview can be scheduled.' using errcode = '42501';
      end if;
    end if;
    return new;
  end if;

  if new.application_id is distinct from old.application_id or new.created_by is distinct from old.created_by
     or new.created_at is distinct from old.created_at then
    raise exception 'An interview cannot be moved to another application.' using errcode = '42501';
  end if;

  schedule_changed := new.scheduled_at is distinct from old.scheduled_at
    or new.duration_minutes is distinct from old.duration_minutes
    or new.time_zone is distinct from old.time_zone
    or new.format is distinct from old.format
    or new.location is distinct from old.location
    or new.meeting_url is distinct from old.meeting_url
    or new.phone is distinct from old.phone;

  if not system then
    is_candidate := app.candidate_id = (select auth.uid());
    if is_candidate then
      if schedule_changed or new.notes is distinct from old.notes or new.status is distinct from old.status
         or new.cancel_reason is distinct from old.cancel_reason
         or new.sequence is distinct from old.sequence or new.rescheduled_at is distinct from old.rescheduled_at
         or new.cancelled_at is distinct from old.cancelled_at then
        raise exception 'Candidates can only answer an interview invitation.' using errcode = '42501';
      end if;
      if old.status <> 'scheduled' then
        raise exception 'This interview was %, so it can no longer be answered.', old.status using errcode = '42501';
      end if;
      if old.scheduled_at <= pg_catalog.now() then
        raise exception 'This interview has already started, so it can no longer be answered.' using errcode = '42501';
      end if;
      if new.response = 'pending' and old.response <> 'pending' then
        raise exception 'Answer with accept, decline or ask for another time.' using errcode = '22023';
      end if;
      if new.response = 'reschedule_requested' and coalesce(pg_catalog.btrim(new.response_message), '') = '' then
        raise exception 'Say which times would suit you.' using errcode = '23514';
      end if;
      if new.response is distinct from old.response or new.response_message is distinct from old.response_message then
        new.responded_at := pg_catalog.now();
      end if;
    else
      -- the employer: the schedule, the notes and the status; never the candidate's answer
      if new.response is distinct from old.response or new.response_message is distinct from old.response_message
         or new.responded_at is distinct from old.responded_at
         or new.candidate_time_zone is distinct from old.candidate_time_zone then
        raise exception 'Only the candidate can answer an interview invitation.' using errcode = '42501';
      end if;
      if new.sequence is distinct from old.sequence or new.rescheduled_at is distinct from old.rescheduled_at
         or new.cancelled_at is distinct from old.cancelled_at then
        raise exception 'These fields are kept by the database.' using errcode = '42501';
      end if;
      if old.status = 'cancelled' then
        raise exception 'This interview was cancelled; schedule a new one instead.' using errcode = '42501';
      end if;
      if schedule_changed and old.status = 'completed' then
        raise exception 'This interview was held; schedule a new one instead.' using errcode = '42501';
      end if;
      if schedule_changed and new.scheduled_at <= pg_catalog.now() then
        raise exception 'Choose a time in the future.' using errcode = '23514';
      end if;
      if new.status = 'cancelled' and old.status <> 'cancelled'
         and coalesce(pg_catalog.btrim(new.cancel_reason), '') = '' then
        raise exception 'Give the candidate a reason for cancelling.' using errcode = '23514';
      end if;
      if new.status = 'completed' and old.status <> 'completed' and old.scheduled_at > pg_catalog.now() then
        raise exception 'An interview can be marked as held only once it has started.' using errcode = '23514';
      end if;
      if new.status = 'scheduled' and old.status <> 'scheduled' then
        raise exception 'Schedule a new interview instead of reopening this one.' using errcode = '42501';
      end if;
    end if;
  end if;

  -- bookkeeping, for everyone (admins and the system included)
  if schedule_changed and old.status = 'scheduled' then
    new.sequence := old.sequence + 1;
    new.rescheduled_at := pg_catalog.now();
    new.response := 'pending';
    new.response_message := null;
    new.responded_at := null;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    new.sequence := greatest(new.sequence, old.sequence + 1);
    new.cancelled_at := pg_catalog.now();
  end if;
  new.version := old.version + 1;
  return new;
end;
$$;

drop trigger if exists guard_interview_changes on public.interviews;
create trigger guard_interview_changes
  before insert or update on public.interviews
  for each row execute function private.guard_interview_changes();

alter table public.interviews alter column format set not null;

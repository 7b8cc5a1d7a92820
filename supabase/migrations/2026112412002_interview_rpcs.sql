-- The interview hand-offs as single database calls. Security invoker: RLS and the guard trigger
-- judge the caller exactly as for a direct write; a call is one transaction, so its writes happen
-- together or not at all. The ones that change an existing interview take the `version` the
-- caller last saw and refuse (PT409: HTTP 409 Conflict) when someone else changed it since.

-- Creates the interview and moves the application to `interview`, together.
create function public.schedule_interview(
  application_id bigint,
  scheduled_at timestamptz,
  time_zone text,
  duration_minutes integer,
  format public.interview_format,
  meeting_url text default null,
  phone text default null,
  location text default null,
  notes text default null)
returns public.interviews
language plpgsql
set search_path = ''
as $$
declare
  created public.interviews;
begin
  insert into public.interviews (
    application_id, scheduled_at, time_zone, duration_minutes, format, meeting_url, phone, location, notes)
  values (
    schedule_interview.application_id, schedule_interview.scheduled_at, schedule_interview.time_zone,
    schedule_interview.duration_minutes, schedule_interview.format,
    case when schedule_interview.format = 'video' then nullif(pg_catalog.btrim(schedule_interview.meeting_url), '') end,
    case when schedule_interview.format = 'phone' then nullif(pg_catalog.btrim(schedule_interview.phone), '') end,
    case when schedule_interview.format = 'on_site' then nullif(pg_catalog.btrim(schedule_interview.location), '') end,
    nullif(pg_catalog.btrim(schedule_interview.notes), ''))
  returning * into created;

  update public.applications a set status = 'interview'
  where a.id = schedule_interview.application_id and a.status in ('new', 'shortlisted');
  return created;
end;
$$;

-- Raised when the row moved on since the caller read it; names who is likely to have changed it.
create function private.interview_conflict(interview_id bigint, message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from public.interviews i where i.id = interview_conflict.interview_id) then
    raise exception 'This interview no longer exists.' using errcode = 'P0002';
  end if;
  raise exception '%', interview_conflict.message using errcode = 'PT409';
end;
$$;

-- The candidate accepts, declines (optional reason) or asks for another time (a message).
create function public.respond_to_interview(
  interview_id bigint,
  expected_version integer,
  response public.interview_response,
  message text default null,
  time_zone text default null)
returns public.interviews
language plpgsql
set search_path = ''
as $$
declare
  saved public.interviews;
begin
  if respond_to_interview.response = 'pending' then
    raise exception 'Answer with accept, decline or ask for another time.' using errcode = '22023';
  end if;
  update public.interviews i
  set response = respond_to_interview.response,
      response_message = nullif(pg_catalog.btrim(respond_to_interview.message), ''),
      candidate_time_zone = coalesce(respond_to_interview.time_zone, i.candidate_time_zone)
  where i.id = respond_to_interview.interview_id and i.version = respond_to_interview.expected_version
  returning * into saved;
  if saved.id is null then
    perform private.interview_conflict(respond_to_interview.interview_id,
      'The employer changed this interview while you were answering. Check the new details and answer again; nothing was saved.');
  end if;
  return saved;
end;
$$;

-- The employer moves the interview (the candidate's answer goes back to pending).
create function public.reschedule_interview(
  interview_id bigint,
  expected_version integer,
  scheduled_at timestamptz,
  time_zone text,
  duration_minutes integer,
  format public.interview_format,
  meeting_url text default null,
  phone text default null,
  location text default null,
  notes text default null)
returns public.interviews
language plpgsql
set search_path = ''
as $$
declare
  saved public.interviews;
begin
  update public.interviews i
  set scheduled_at = reschedule_interview.scheduled_at,
      time_zone = reschedule_interview.time_zone,
      duration_minutes = reschedule_interview.duration_minutes,
      format = reschedule_interview.format,
      meeting_url = case when reschedule_interview.format = 'video' then nullif(pg_catalog.btrim(reschedule_interview.meeting_url), '') end,
      phone = case when reschedule_interview.format = 'phone' then nullif(pg_catalog.btrim(reschedule_interview.phone), '') end,
      location = case when reschedule_interview.format = 'on_site' then nullif(pg_catalog.btrim(reschedule_interview.location), '') end,
      notes = nullif(pg_catalog.btrim(reschedule_interview.notes), '')
  where i.id = reschedule_interview.interview_id and i.version = reschedule_interview.expected_version
  returning * into saved;
  if saved.id is null then
    perform private.interview_conflict(reschedule_interview.interview_id,
      'The candidate answered or the interview changed while you were editing. Check the latest details and try again; nothing was saved.');
  end if;
  return saved;
end;
$$;

-- The employer cancels, with a reason the candidate reads.
create function public.cancel_interview(interview_id bigint, expected_version integer, reason text)
returns public.interviews
language plpgsql
set search_path = ''
as $$
declare
  saved public.interviews;
begin
  update public.interviews i
  set status = 'cancelled', cancel_reason = nullif(pg_catalog.btrim(cancel_interview.reason), '')
  where i.id = cancel_interview.interview_id and i.version = cancel_interview.expected_version
  returning * into saved;
  if saved.id is null then
    perform private.interview_conflict(cancel_interview.interview_id,
      'The candidate answered or the interview changed while you were cancelling. Check the latest details and try again; nothing was saved.');
  end if;
  return saved;
end;
$$;

revoke execute on function public.schedule_interview(bigint, timestamptz, text, integer, public.interview_format, text, text, text, text) from public, anon;
revoke execute on function public.respond_to_interview(bigint, integer, public.interview_response, text, text) from public, anon;
revoke execute on function public.reschedule_interview(bigint, integer, timestamptz, text, integer, public.interview_format, text, text, text, text) from public, anon;
revoke execute on function public.cancel_interview(bigint, integer, text) from public, anon;
grant execute on function public.schedule_interview(bigint, timestamptz, text, integer, public.interview_format, text, text, text, text) to authenticated, service_role;
grant execute on function public.respond_to_interview(bigint, integer, public.interview_response, text, text) to authenticated, service_role;
grant execute on function public.reschedule_interview(bigint, integer, timestamptz, text, integer, public.interview_format, text, text, text, text) to authenticated, service_role;
grant execute on function public.cancel_interview(bigint, integer, text) to authenticated, service_role;

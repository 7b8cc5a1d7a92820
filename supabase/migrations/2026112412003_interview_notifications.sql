-- Interview hand-offs reach the other party through private.notify() (in-app + email, same
-- transaction): invited, rescheduled and cancelled go to the candidate; accepted, declined and
-- "another time, please" go to the employer. Times are written in the recipient's zone when it is
-- known (the employer's: the zone they scheduled in; the candidate's: the one their browser gave
-- when they last answered an invitation), otherwise in UTC with the zone named.

drop trigger if exists notify_interview_scheduled on public.interviews;
drop function if exists private.notify_interview_scheduled();

-- 'Tuesday 15 January 2030, 21:00 (Australia/Sydney)' or 'Tuesday 15 January 2030, 10:00 UTC'.
create function private.interview_time_text(at timestamptz, zone text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when interview_time_text.zone is null or not private.is_time_zone(interview_time_text.zone) then
      pg_catalog.to_char(interview_time_text.at at time zone 'UTC', 'FMDay FMDD FMMonth YYYY, HH24:MI') || ' UTC'
    else
      pg_catalog.to_char(interview_time_text.at at time zone interview_time_text.zone, 'FMDay FMDD FMMonth YYYY, HH24:MI')
        || ' (' || interview_time_text.zone || ')'
  end
$$;

-- Where and how: 'Video call: https://…', 'Phone: +44 …', 'On site: 200 Bay Street, Toronto'.
create function private.interview_place_text(i public.interviews)
returns text
language sql
stable
set search_path = ''
as $$
  select case i.format
    when 'video' then 'Video call: ' || coalesce(i.meeting_url, '')
    when 'phone' then 'Phone: ' || coalesce(i.phone, '')
    else 'On site: ' || coalesce(i.location, '')
  end
$$;

create function private.notify_interview_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ctx record;
  candidate_zone text;
  candidate_time text;
  employer_time text;
  details text;
begin
  select a.candidate_id, j.title as job_title, j.company_id, e.company_name,
         nullif(pg_catalog.concat_ws(' ', c.first_name, c.last_name), '') as candidate_name
  into ctx
  from public.applications a
  join public.jobs j on j.id = a.job_id
  left join public.profiles e on e.id = j.company_id
  left join public.profiles c on c.id = a.candidate_id
  where a.id = new.application_id;

  candidate_zone := coalesce(new.candidate_time_zone, (
    select i.candidate_time_zone from public.interviews i
    join public.applications a on a.id = i.application_id
    where a.candidate_id = ctx.candidate_id and i.candidate_time_zone is not null
    order by i.responded_at desc nulls last limit 1));
  candidate_time := private.interview_time_text(new.scheduled_at, candidate_zone);
  employer_time := private.interview_time_text(new.scheduled_at, new.time_zone);
  details := pg_catalog.format(E'When: %s (%s minutes)\n%s%s',
    candidate_time, new.duration_minutes, private.interview_place_text(new),
    case when new.notes is not null then E'\nNote: ' || new.notes else '' end);

  if tg_op = 'INSERT' then
    -- an interview recorded after the fact (held or cancelled already) is not an invitation
    if new.status <> 'scheduled' or new.scheduled_at <= pg_catalog.now() then
      return null;
    end if;
    perform private.notify(ctx.candidate_id, 'interview_invited', 'Interview invitation',
      pg_catalog.format('%s invited you to an interview for "%s" on %s.',
        coalesce(ctx.company_name, 'An employer'), ctx.job_title, candidate_time),
      '/applicant/interviews',
      pg_catalog.format(E'%s invited you to an interview for "%s".\n\n%s\n\nAccept, decline or ask for another time on your Interview Invites page.',
        coalesce(ctx.company_name, 'An employer'), ctx.job_title, details));
    return null;
  end if;

  if new.status = 'cancelled' and old.status <> 'cancelled' then
    perform private.notify(ctx.candidate_id, 'interview_cancelled', 'Interview cancelled',
      pg_catalog.format('Your interview for "%s" on %s was cancelled. Reason: %s',
        ctx.job_title, private.interview_time_text(old.scheduled_at, candidate_zone),
        coalesce(new.cancel_reason, 'none given')),
      '/applicant/interviews');
  elsif new.sequence > old.sequence and new.status = 'scheduled' then
    perform private.notify(ctx.candidate_id, 'interview_rescheduled', 'Interview rescheduled',
      pg_catalog.format('Your interview for "%s" was moved to %s. Please answer again.', ctx.job_title, candidate_time),
      '/applicant/interviews',
      pg_catalog.format(E'Your interview for "%s" was rescheduled.\n\n%s\n\nPlease accept, decline or ask for another time on your Interview Invites page.',
        ctx.job_title, details));
  elsif new.response is distinct from old.response and new.response <> 'pending'
        or (new.response = 'reschedule_requested' and new.response_message is distinct from old.response_message) then
    perform private.notify(ctx.company_id,
      case new.response when 'accepted' then 'interview_accepted' when 'declined' then 'interview_declined'
                        else 'interview_reschedule_requested' end,
      case new.response when 'accepted' then 'Interview accepted' when 'declined' then 'Interview declined'
                        else 'Another time requested' end,
      pg_catalog.format('%s %s the interview for "%s" on %s.%s',
        coalesce(ctx.candidate_name, 'The candidate'),
        case new.response when 'accepted' then 'accepted' when 'declined' then 'declined'
                          else 'asked for another time for' end,
        ctx.job_title, employer_time,
        case when new.response_message is not null then ' Message: ' || new.response_message else '' end),
      '/employer/interviews');
  end if;
  return null;
end;
$$;

create trigger notify_interview_change
  after insert or update on public.interviews
  for each row execute function private.notify_interview_change();

revoke execute on function private.notify_interview_change() from public, anon, authenticated;

-- The dashboard's Upcoming Interviews: scheduled, still ahead and not declined by the candidate.
create or replace function public.candidate_dashboard_stats()
returns table (
  applications_submitted integer,
  applications_in_progress integer,
  jobs_saved integer,
  upcoming_interviews integer,
  job_recommendations integer,
  visa_case_status public.visa_case_status,
  visa_steps_done integer,
  visa_steps_total integer,
  unread_notifications integer
)
language sql
stable
set search_path = ''
as $$
  with visa as (
    select v.id, v.status from public.visa_cases v
    where v.candidate_id = (select auth.uid())
    order by v.created_at desc
    limit 1
  )
  select
    (select count(*) from public.applications a where a.candidate_id = (select auth.uid()))::integer,
    (select count(*) from public.applications a where a.candidate_id = (select auth.uid())
       and a.status in ('new', 'shortlisted', 'interview', 'offer'))::integer,
    (select count(*) from public.saved_jobs s where s.candidate_id = (select auth.uid()))::integer,
    (select count(*) from public.interviews i join public.applications a on a.id = i.application_id
       where a.candidate_id = (select auth.uid()) and i.status = 'scheduled'
         and i.scheduled_at > pg_catalog.now() and i.response <> 'declined')::integer,
    (select count(*) from public.recommended_jobs(100))::integer,
    (select visa.status from visa),
    (select count(*) from public.visa_case_steps st where st.case_id = (select visa.id from visa) and st.done)::integer,
    (select count(*) from public.visa_case_steps st where st.case_id = (select visa.id from visa))::integer,
    (select count(*) from public.notifications n where n.user_id = (select auth.uid()) and n.read_at is null)::integer
$$;

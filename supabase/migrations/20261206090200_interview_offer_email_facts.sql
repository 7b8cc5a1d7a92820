-- Interview and offer hand-offs queue facts for their emails: the interview (its instant, length,
-- the zone it was set in, how and where, the employer's note, what a calendar file needs) and the
-- offer (amount with currency and period, start date, answer-by instant). The templates write the
-- times in each recipient's own zone. The in-app notices are as before, without the times, dates
-- and amounts SQL used to write in one zone for everybody: the pages show those in the reader's.

/** An interview as its emails show it (and as a calendar file needs it). */
create function private.email_interview(iv public.interviews)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', (iv).id,
    'sequence', (iv).sequence,
    'status', (iv).status,
    'scheduledAt', (iv).scheduled_at,
    'durationMinutes', (iv).duration_minutes,
    'timeZone', (iv).time_zone,
    'format', (iv).format,
    'meetingUrl', (iv).meeting_url,
    'phone', (iv).phone,
    'location', (iv).location,
    'notes', (iv).notes,
    'updatedAt', (iv).updated_at)
$$;

/** An offer's terms as its emails show them. */
create function private.email_offer(o public.offers)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', (o).id,
    'salary', pg_catalog.jsonb_build_object(
      'amount', (o).salary_amount, 'currency', (o).currency, 'period', (o).salary_period),
    'startDate', (o).start_date,
    'location', (o).location,
    'expiresAt', (o).expires_at,
    'hasLetter', (o).letter_path is not null)
$$;

revoke execute on function private.email_interview(public.interviews) from public, anon, authenticated;
revoke execute on function private.email_offer(public.offers) from public, anon, authenticated;

-- As before (2026112412003): invited, rescheduled and cancelled go to the candidate; accepted,
-- declined and "another time, please" go to the employer.
create or replace function private.notify_interview_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ctx record;
  shared jsonb;
begin
  select a.candidate_id, a.status as application_status, j.id as job_id, j.title as job_title,
         j.company_id, e.company_name,
         nullif(pg_catalog.concat_ws(' ', c.first_name, c.last_name), '') as candidate_name
  into ctx
  from public.applications a
  join public.jobs j on j.id = a.job_id
  left join public.profiles e on e.id = j.company_id
  left join public.profiles c on c.id = a.candidate_id
  where a.id = new.application_id;

  shared := pg_catalog.jsonb_build_object(
    'job', private.email_job(ctx.job_id), 'interview', private.email_interview(new));

  if tg_op = 'INSERT' then
    -- an interview recorded after the fact (held or cancelled already) is not an invitation
    if new.status <> 'scheduled' or new.scheduled_at <= pg_catalog.now() then
      return null;
    end if;
    perform private.notify(ctx.candidate_id, 'interview_invited', 'Interview invitation',
      pg_catalog.format('%s invited you to an interview for "%s".',
        coalesce(ctx.company_name, 'An employer'), ctx.job_title),
      '/applicant/interviews', shared);
    return null;
  end if;

  if new.status = 'cancelled' and old.status <> 'cancelled' then
    perform private.notify(ctx.candidate_id, 'interview_cancelled', 'Interview cancelled',
      pg_catalog.format('Your interview for "%s" was cancelled. Reason: %s',
        ctx.job_title, coalesce(new.cancel_reason, 'none given')),
      '/applicant/interviews',
      shared || pg_catalog.jsonb_build_object(
        'audience', 'candidate',
        -- a hire closes the interviews left: the candidate reads that, not a reason
        'cause', case when ctx.application_status = 'hired' then 'hired' else 'cancelled' end,
        'reason', case when ctx.application_status = 'hired' then null else new.cancel_reason end,
        'candidate', null));
  elsif new.sequence > old.sequence and new.status = 'scheduled' then
    perform private.notify(ctx.candidate_id, 'interview_rescheduled', 'Interview rescheduled',
      pg_catalog.format('Your interview for "%s" was rescheduled. Please answer again.', ctx.job_title),
      '/applicant/interviews',
      shared || pg_catalog.jsonb_build_object('previousScheduledAt', old.scheduled_at));
  elsif new.response is distinct from old.response and new.response <> 'pending'
        or (new.response = 'reschedule_requested' and new.response_message is distinct from old.response_message) then
    perform private.notify(ctx.company_id,
      case new.response when 'accepted' then 'interview_accepted' when 'declined' then 'interview_declined'
                        else 'interview_reschedule_requested' end,
      case new.response when 'accepted' then 'Interview accepted' when 'declined' then 'Interview declined'
                        else 'Another time requested' end,
      pg_catalog.format('%s %s the interview for "%s".%s',
        coalesce(ctx.candidate_name, 'The candidate'),
        case new.response when 'accepted' then 'accepted' when 'declined' then 'declined'
                          else 'asked for another time for' end,
        ctx.job_title,
        case when new.response_message is not null then ' Message: ' || new.response_message else '' end),
      '/employer/interviews',
      shared || pg_catalog.jsonb_build_object(
        'candidate', private.email_person(ctx.candidate_id), 'message', new.response_message));
  end if;
  return null;
end;
$$;

-- As before (20261205102820): a hire closes the application's interviews; the employer is told
-- of each one cancelled (the candidate by the interview's own notice).
create or replace function private.close_interviews_on_hire()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed public.interviews;
  job_title text;
  company uuid;
begin
  select j.title, j.company_id into job_title, company from public.jobs j where j.id = new.job_id;
  update public.interviews i set status = 'completed'
  where i.application_id = new.id and i.status = 'scheduled' and i.scheduled_at <= pg_catalog.now();
  for closed in
    update public.interviews i
    set status = 'cancelled', cancel_reason = 'Hired for this job, so the interview is no longer needed.'
    where i.application_id = new.id and i.status = 'scheduled'
    returning i.*
  loop
    perform private.notify(company, 'interview_cancelled', 'Interview cancelled',
      pg_catalog.format('The interview with %s for "%s" was cancelled: they were hired.',
        private.person_name(new.candidate_id), job_title),
      '/employer/interviews',
      pg_catalog.jsonb_build_object(
        'job', private.email_job(new.job_id), 'interview', private.email_interview(closed),
        'audience', 'employer', 'cause', 'hired', 'reason', null,
        'candidate', private.email_person(new.candidate_id)));
  end loop;
  return null;
end;
$$;

-- As before (20261205102820), each notice with the offer's facts.
create or replace function private.apply_offer_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ctx record;
  applicants text;
  shared jsonb;
begin
  select a.id as application_id, a.candidate_id, a.status as application_status, j.id as job_id,
         j.title as job_title, j.company_id,
         coalesce(nullif(pg_catalog.btrim(e.company_name), ''), 'The employer') as company_name,
         private.person_name(a.candidate_id) as candidate_name
  into ctx
  from public.applications a
  join public.jobs j on j.id = a.job_id
  left join public.profiles e on e.id = j.company_id
  where a.id = new.application_id;
  applicants := '/employer/jobs/' || ctx.job_id || '/applicants';
  shared := pg_catalog.jsonb_build_object('job', private.email_job(ctx.job_id), 'offer', private.email_offer(new));

  if tg_op = 'INSERT' then
    if new.status = 'open' then
      perform private.notify(ctx.candidate_id, 'offer_made', 'Job offer',
        pg_catalog.format('%s offered you the job "%s". Accept or decline it on your Applications & Status page.',
          ctx.company_name, ctx.job_title),
        '/applicant/applications', shared);
    end if;
    return null;
  end if;

  if new.status is not distinct from old.status then
    return null;
  end if;
  -- the application itself was rejected or withdrawn: its own notice says so
  if ctx.application_status in ('rejected', 'withdrawn') then
    return null;
  end if;

  if new.status = 'accepted' then
    perform private.notify(ctx.company_id, 'offer_accepted', 'Offer accepted',
      pg_catalog.format('%s accepted your offer for "%s".%s', ctx.candidate_name, ctx.job_title,
        case when new.candidate_note is not null then ' Note: ' || new.candidate_note else '' end),
      applicants,
      shared || pg_catalog.jsonb_build_object(
        'candidate', private.email_person(ctx.candidate_id), 'note', new.candidate_note));
    update public.applications a set status = 'hired' where a.id = new.application_id and a.status <> 'hired';
    perform private.open_visa_case_for_hire(new.application_id);
  elsif new.status = 'declined' then
    perform private.notify(ctx.company_id, 'offer_declined', 'Offer declined',
      pg_catalog.format('%s declined your offer for "%s".%s', ctx.candidate_name, ctx.job_title,
        case when new.candidate_note is not null then ' Note: ' || new.candidate_note else '' end),
      applicants,
      shared || pg_catalog.jsonb_build_object(
        'candidate', private.email_person(ctx.candidate_id), 'note', new.candidate_note));
  elsif new.status = 'withdrawn' then
    perform private.notify(ctx.candidate_id, 'offer_withdrawn', 'Offer withdrawn',
      pg_catalog.format('%s withdrew its offer for "%s".', ctx.company_name, ctx.job_title),
      '/applicant/applications', shared);
  elsif new.status = 'expired' then
    perform private.notify(ctx.candidate_id, 'offer_expired', 'Offer expired',
      pg_catalog.format('The offer from %s for "%s" expired without an answer.', ctx.company_name, ctx.job_title),
      '/applicant/applications',
      shared || pg_catalog.jsonb_build_object('audience', 'candidate', 'candidate', null));
    perform private.notify(ctx.company_id, 'offer_expired', 'Offer expired',
      pg_catalog.format('%s did not answer your offer for "%s" before it expired.', ctx.candidate_name, ctx.job_title),
      applicants,
      shared || pg_catalog.jsonb_build_object(
        'audience', 'employer', 'candidate', private.email_person(ctx.candidate_id)));
  end if;
  return null;
end;
$$;

-- As before (20261205102900); the employer's notice of each interview cancelled carries its facts
-- and nothing of the candidate who left.
create or replace function private.keep_departed_candidate_applications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept bigint[];
  cancelled public.interviews;
begin
  delete from public.applications a
  where a.candidate_id = old.id and not private.application_was_acted_on(a.id, a.status);

  with departed as (
    update public.applications a
    set candidate_id = null, candidate_deleted_at = pg_catalog.now(), cover_letter = null, cv_path = null
    where a.candidate_id = old.id
    returning a.id
  )
  select coalesce(pg_catalog.array_agg(d.id), '{}') into kept from departed d;
  if pg_catalog.cardinality(kept) = 0 then
    return old;
  end if;

  -- The candidate's own words and whereabouts.
  update public.interviews i
  set response_message = null, candidate_time_zone = null
  where i.application_id = any (kept) and (i.response_message is not null or i.candidate_time_zone is not null);
  update public.offers o set candidate_note = null
  where o.application_id = any (kept) and o.candidate_note is not null;

  -- The candidate is gone already, so the cancellation notice reaches the employer alone.
  for cancelled in
    update public.interviews i
    set status = 'cancelled', cancel_reason = 'The candidate deleted their account.'
    where i.application_id = any (kept) and i.status = 'scheduled' and i.scheduled_at > pg_catalog.now()
    returning i.*
  loop
    perform private.notify(j.company_id, 'interview_cancelled', 'Interview cancelled',
      pg_catalog.format('A candidate deleted their account, so the interview for "%s" is cancelled.', j.title),
      '/employer/interviews',
      pg_catalog.jsonb_build_object(
        'job', private.email_job(j.id), 'interview', private.email_interview(cancelled),
        'audience', 'employer', 'cause', 'candidateDeleted', 'reason', null, 'candidate', null))
    from public.applications a join public.jobs j on j.id = a.job_id
    where a.id = cancelled.application_id;
  end loop;
  return old;
end;
$$;

-- Times, places and amounts are written by the email templates now, in each reader's zone.
drop function private.interview_time_text(timestamptz, text);
drop function private.interview_place_text(public.interviews);
drop function private.offer_salary_text(numeric, text, public.salary_period);

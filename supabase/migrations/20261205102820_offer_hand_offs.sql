-- What each offer change sets off, run by definer triggers as the system:
--   made       the candidate is told, with the terms (in-app and email)
--   accepted   the employer is told; the application is hired (which closes its interviews,
--              below); a visa case opens when the job is abroad for the candidate
--   declined   the employer is told, with the candidate's note
--   withdrawn  the candidate is told
--   expired    both are told
-- An application rejected or withdrawn takes its open offer with it, without a second notice.

create function private.apply_offer_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ctx record;
  terms text;
  applicants text;
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
  terms := pg_catalog.format(E'Salary: %s\nStart date: %s\nLocation: %s\nAnswer by: %s UTC%s',
    private.offer_salary_text(new.salary_amount, new.currency, new.salary_period),
    pg_catalog.to_char(new.start_date, 'FMDD FMMonth YYYY'), new.location,
    pg_catalog.to_char(new.expires_at at time zone 'UTC', 'FMDD FMMonth YYYY, HH24:MI'),
    case when new.letter_path is not null then E'\nThe offer letter is attached to the offer on your Applications & Status page.' else '' end);

  if tg_op = 'INSERT' then
    if new.status = 'open' then
      perform private.notify(ctx.candidate_id, 'offer_made', 'Job offer',
        pg_catalog.format('%s offered you the job "%s": %s, starting %s. Answer by %s UTC.',
          ctx.company_name, ctx.job_title,
          private.offer_salary_text(new.salary_amount, new.currency, new.salary_period),
          pg_catalog.to_char(new.start_date, 'FMDD FMMonth YYYY'),
          pg_catalog.to_char(new.expires_at at time zone 'UTC', 'FMDD FMMonth YYYY, HH24:MI')),
        '/applicant/applications',
        pg_catalog.format(E'%s offered you the job "%s".\n\n%s\n\nAccept or decline it on your Applications & Status page.',
          ctx.company_name, ctx.job_title, terms));
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
      pg_catalog.format('%s accepted your offer for "%s", starting %s.%s', ctx.candidate_name, ctx.job_title,
        pg_catalog.to_char(new.start_date, 'FMDD FMMonth YYYY'),
        case when new.candidate_note is not null then ' Note: ' || new.candidate_note else '' end),
      applicants);
    update public.applications a set status = 'hired' where a.id = new.application_id and a.status <> 'hired';
    perform private.open_visa_case_for_hire(new.application_id);
  elsif new.status = 'declined' then
    perform private.notify(ctx.company_id, 'offer_declined', 'Offer declined',
      pg_catalog.format('%s declined your offer for "%s".%s', ctx.candidate_name, ctx.job_title,
        case when new.candidate_note is not null then ' Note: ' || new.candidate_note else '' end),
      applicants);
  elsif new.status = 'withdrawn' then
    perform private.notify(ctx.candidate_id, 'offer_withdrawn', 'Offer withdrawn',
      pg_catalog.format('%s withdrew its offer for "%s".', ctx.company_name, ctx.job_title),
      '/applicant/applications');
  elsif new.status = 'expired' then
    perform private.notify(ctx.candidate_id, 'offer_expired', 'Offer expired',
      pg_catalog.format('The offer from %s for "%s" expired without an answer.', ctx.company_name, ctx.job_title),
      '/applicant/applications');
    perform private.notify(ctx.company_id, 'offer_expired', 'Offer expired',
      pg_catalog.format('%s did not answer your offer for "%s" before it expired.', ctx.candidate_name, ctx.job_title),
      applicants);
  end if;
  return null;
end;
$$;

create trigger apply_offer_change
  after insert or update of status on public.offers
  for each row execute function private.apply_offer_change();

-- An application that leaves the offer stage other than by a hire closes its open offer: a
-- candidate who withdraws declines it, anything the employer does withdraws it.
create function private.close_offers_with_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.offers o
  set status = case when new.status = 'withdrawn' then 'declined'::public.offer_status else 'withdrawn'::public.offer_status end
  where o.application_id = new.id and o.status = 'open';
  return null;
end;
$$;

create trigger close_offers_with_application
  after update of status on public.applications
  for each row when (old.status is distinct from new.status and new.status not in ('offer', 'hired'))
  execute function private.close_offers_with_application();

-- A hire (an accepted offer or the employer's "Mark as hired") closes the application's
-- interviews: those still ahead are cancelled, and both sides are told; one whose time has
-- passed is recorded as held.
create function private.close_interviews_on_hire()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  closed record;
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
    returning i.scheduled_at, i.time_zone
  loop
    perform private.notify(company, 'interview_cancelled', 'Interview cancelled',
      pg_catalog.format('The interview with %s for "%s" on %s was cancelled: they were hired.',
        private.person_name(new.candidate_id), job_title,
        private.interview_time_text(closed.scheduled_at, closed.time_zone)),
      '/employer/interviews');
  end loop;
  return null;
end;
$$;

create trigger close_interviews_on_hire
  after update of status on public.applications
  for each row when (new.status = 'hired' and old.status is distinct from 'hired')
  execute function private.close_interviews_on_hire();

revoke execute on function private.apply_offer_change() from public, anon, authenticated;
revoke execute on function private.close_offers_with_application() from public, anon, authenticated;
revoke execute on function private.close_interviews_on_hire() from public, anon, authenticated;

-- The candidate hears of an offer once, by the offer's own notice (with its terms), not also by
-- the "is now: Offer" status notice the offer's RPC sets off. Otherwise as before.
create or replace function private.record_application_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
begin
  insert into public.application_events (application_id, from_status, to_status, changed_by)
  values (new.id, case when tg_op = 'UPDATE' then old.status end, new.status, (select auth.uid()));

  select j.id, j.title, j.company_id into job from public.jobs j where j.id = new.job_id;

  if tg_op = 'INSERT' then
    perform private.notify(job.company_id, 'application_received', 'New application',
      case when new.submitted_by is not null
        then pg_catalog.format('Submitted by GlobalHire for %s: "%s".', private.person_name(new.candidate_id), job.title)
        else pg_catalog.format('A candidate applied for "%s".', job.title) end,
      '/employer/jobs/' || job.id || '/applicants');
  elsif new.status = 'withdrawn' then
    perform private.notify(job.company_id, 'application_withdrawn', 'Application withdrawn',
      pg_catalog.format('A candidate withdrew their application for "%s".', job.title),
      '/employer/jobs/' || job.id || '/applicants');
  else
    if not (new.status = 'offer'
            and exists (select 1 from public.offers o where o.application_id = new.id and o.status = 'open')) then
      perform private.notify(new.candidate_id, 'application_status', 'Application update',
        pg_catalog.format('Your application for "%s" is now: %s.',
                          job.title, private.application_status_label(new.status)),
        '/applicant/applications');
    end if;
    if new.submitted_by is not null then
      perform private.notify(new.submitted_by, 'application_status', 'Application update',
        pg_catalog.format('%s''s application for "%s" is now: %s.', private.person_name(new.candidate_id),
                          job.title, private.application_status_label(new.status)),
        '/recruiter/candidates/' || new.candidate_id);
    end if;
  end if;
  return null;
end;
$$;

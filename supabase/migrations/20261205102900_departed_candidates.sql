-- A candidate who deletes their account leaves the employers' records true without leaving
-- themselves in them. When their profile goes (public.delete_my_account, or any other deletion of
-- the user):
-- * applications an employer acted on (ever moved past new: shortlisted, interviewed, offered,
--   hired or rejected) stay as "Deleted candidate": no candidate, no cover letter, no CV path,
--   `candidate_deleted_at` set; the employer's lists, pipeline counts and analytics keep them;
-- * applications nobody acted on (still new, or withdrawn while new) go with the account;
-- * interviews still ahead on the kept applications are cancelled and the employer is told
--   (in-app and by email); the candidate's own words (interview answers, offer notes) are removed;
-- * a kept application is a closed record: nobody changes its status or schedules on it.

alter table public.applications
  alter column candidate_id drop not null,
  add column candidate_deleted_at timestamptz,
  add constraint applications_departed_candidate_keeps_nothing check (
    (candidate_id is null) = (candidate_deleted_at is not null)
    and (candidate_id is not null or (cover_letter is null and cv_path is null)));

comment on column public.applications.candidate_deleted_at is
  'When the candidate deleted their account (the application is kept for the employer without them); null otherwise.';

-- As before, and: only the system may let go of the candidate (never a request of a user, admins
-- included), and a departed candidate's application no longer changes.
-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create or replace function private.enforce_application_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not private.is_admin_or_system() and new.status <> 'new' then
      raise exception 'A new application starts with the status new.' using errcode = '42501';
    end if;
    if new.cv_path is null then
      new.cv_path := (select p.cv_path from public.profile_details p where p.id = new.candidate_id);
    end if;
    return new;
  end if;

  if new.job_id is distinct from old.job_id
     or (new.candidate_id is distinct from old.candidate_id
         and (new.candidate_id is not null or private.is_end_user_request())) then
    raise exception 'An application cannot be moved to another job or candidate.' using errcode = '42501';
  end if;
  if old.candidate_id is null and private.is_end_user_request() then
    raise exception 'This candidate deleted their account, so the application can no longer change.'
      using errcode = '42501', hint = 'candidate_deleted';
  end if;
  if not private.is_admin_or_system() then
    if old.candidate_id = (select auth.uid()) then
      if new.status <> 'withdrawn'
         or new.cover_letter is distinct from old.cover_letter
         or new.cv_path is distinct from old.cv_path then
        raise exception 'Candidates can only withdraw an application.' using errcode = '42501';
      end if;
    else
      if new.cover_letter is distinct from old.cover_letter or new.cv_path is distinct from old.cv_path then
        raise exception 'Employers can only change the status of an application.' using errcode = '42501';
      end if;
      if old.status = 'withdrawn' and new.status <> 'withdrawn' then
        raise exception 'This application was withdrawn by the candidate.' using errcode = '42501';
      end if;
      if new.status = 'withdrawn' and old.status <> 'withdrawn' then
        raise exception 'Only the candidate can withdraw an application.' using errcode = '42501';
      end if;
    end if;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

-- No interview is scheduled with a candidate who left. Security invoker: it must see who asks.
create function private.refuse_interview_without_candidate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_end_user_request() and exists (
    select 1 from public.applications a where a.id = new.application_id and a.candidate_id is null) then
    raise exception 'This candidate deleted their account, so no interview can be scheduled.'
      using errcode = '42501', hint = 'candidate_deleted';
  end if;
  return new;
end;
$$;

create trigger refuse_interview_without_candidate
  before insert on public.interviews
  for each row execute function private.refuse_interview_without_candidate();

-- True when the employer moved the application past new at some point.
create function private.application_was_acted_on(application_id bigint, status public.application_status)
returns boolean
language sql
stable
set search_path = ''
as $$
  select application_was_acted_on.status not in ('new', 'withdrawn')
    or exists (select 1 from public.application_events e
               where e.application_id = application_was_acted_on.application_id
                 and e.to_status not in ('new', 'withdrawn'))
$$;

create function private.keep_departed_candidate_applications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept bigint[];
  cancelled record;
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
    returning i.application_id, i.scheduled_at, i.time_zone
  loop
    perform private.notify(j.company_id, 'interview_cancelled', 'Interview cancelled',
      pg_catalog.format('A candidate deleted their account, so the interview for "%s" on %s is cancelled.',
        j.title, private.interview_time_text(cancelled.scheduled_at, cancelled.time_zone)),
      '/employer/interviews')
    from public.applications a join public.jobs j on j.id = a.job_id
    where a.id = cancelled.application_id;
  end loop;
  return old;
end;
$$;

revoke execute on function private.keep_departed_candidate_applications() from public, anon, authenticated;

create trigger keep_departed_candidate_applications
  before delete on public.profiles
  for each row execute function private.keep_departed_candidate_applications();

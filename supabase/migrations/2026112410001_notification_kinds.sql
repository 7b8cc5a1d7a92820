-- Every hand-off of applications, job moderation and plans goes through private.notify(): the
-- in-app notification gets its kind and, unless the recipient turned that kind off, an email is
-- queued in the same transaction. Adds the reason an admin gives when rejecting a job, and tells
-- every admin when an employer submits a job for review.

-- ---------------------------------------------------------------------------------------------
-- jobs: the rejection reason (set by admins only; kept while the job stays rejected)
-- ---------------------------------------------------------------------------------------------
alter table public.jobs
  add column rejection_reason text check (char_length(rejection_reason) <= 1000);

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
-- Named to fire after enforce_job_rules (triggers of one timing fire in name order), so it sees
-- the approval that rule reset when an employer edits a rejected job.
create function private.guard_job_rejection_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_admin_or_system()
     and new.rejection_reason is distinct from (case when tg_op = 'UPDATE' then old.rejection_reason end) then
    raise exception 'Only an admin can give the reason a job was rejected.' using errcode = '42501';
  end if;
  if new.approved is false
     and (tg_op = 'INSERT' or old.approved is distinct from false)
     and private.is_admin()
     and pg_catalog.btrim(coalesce(new.rejection_reason, '')) = '' then
    raise exception 'Give the employer a reason for rejecting the job.' using errcode = '23514',
      hint = 'rejection_reason_required';
  end if;
  -- The reason belongs to the rejection: approving or resubmitting the job clears it.
  if new.approved is distinct from false then
    new.rejection_reason := null;
  else
    new.rejection_reason := nullif(pg_catalog.btrim(new.rejection_reason), '');
  end if;
  return new;
end;
$$;

create trigger guard_job_rejection_reason
  before insert or update on public.jobs
  for each row execute function private.guard_job_rejection_reason();

-- ---------------------------------------------------------------------------------------------
-- notifications keep their kind: users only mark them read
-- ---------------------------------------------------------------------------------------------
create or replace function private.guard_notification_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_admin_or_system()
     and (new.user_id is distinct from old.user_id
          or new.kind is distinct from old.kind
          or new.title is distinct from old.title
          or new.body is distinct from old.body
          or new.link is distinct from old.link
          or new.created_at is distinct from old.created_at) then
    raise exception 'Only the read state of a notification can be changed.' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- applications: received and withdrawn (employer), status changed (candidate)
-- ---------------------------------------------------------------------------------------------
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
      pg_catalog.format('A candidate applied for "%s".', job.title),
      '/employer/jobs/' || job.id || '/applicants');
  elsif new.status = 'withdrawn' then
    perform private.notify(job.company_id, 'application_withdrawn', 'Application withdrawn',
      pg_catalog.format('A candidate withdrew their application for "%s".', job.title),
      '/employer/jobs/' || job.id || '/applicants');
  else
    perform private.notify(new.candidate_id, 'application_status', 'Application update',
      pg_catalog.format('Your application for "%s" is now: %s.',
                        job.title, private.application_status_label(new.status)),
      '/applicant/applications');
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- jobs: approved or rejected with the reason (employer); submitted for review (every admin)
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_job_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.approved is true then
    perform private.notify(new.company_id, 'job_approved', 'Job approved',
      pg_catalog.format('Your job "%s" is now live.', new.title), '/jobs/' || new.id);
  elsif new.approved is false then
    perform private.notify(new.company_id, 'job_rejected', 'Job not approved',
      case when new.rejection_reason is null
        then pg_catalog.format('Your job "%s" was not approved. Edit it to submit it again.', new.title)
        else pg_catalog.format('Your job "%s" was not approved. Reason: %s Edit it to submit it again.',
                               new.title, new.rejection_reason)
      end,
      '/employer/jobs');
  end if;
  return null;
end;
$$;

create function private.notify_job_submitted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
  company text;
begin
  if private.is_admin() then
    return null;
  end if;
  select nullif(p.company_name, '') into company
  from public.profiles p where p.id = new.company_id;
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' order by p.id loop
    perform private.notify(admin_id, 'job_submitted', 'Job waiting for approval',
      pg_catalog.format('%s submitted "%s" for review.', coalesce(company, 'An employer'), new.title),
      '/admin/jobs/approvals');
  end loop;
  return null;
end;
$$;

-- A job waits for review when it is published and neither approved nor rejected: posted, moved
-- out of draft, or sent back to review by an edit (the job rules reset `approved`, so no column list).
-- Jobs an admin posts or moves are the admin's own doing and notify no one.
create trigger notify_job_submitted
  after insert on public.jobs
  for each row when (new.status = 'published' and new.approved is null)
  execute function private.notify_job_submitted();

create trigger notify_job_resubmitted
  after update on public.jobs
  for each row
  when (new.status = 'published' and new.approved is null
        and (old.status is distinct from 'published' or old.approved is not null))
  execute function private.notify_job_submitted();

-- ---------------------------------------------------------------------------------------------
-- plans: confirmed (active) or declined by an admin (employer)
-- ---------------------------------------------------------------------------------------------
create or replace function private.sync_employer_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid boolean := private.employer_plan(new.employer_id) <> 'free';
begin
  update public.profiles p
  set employer_status = case
    when paid then 'premium'::public.employer_status
    when p.employer_status = 'premium' then 'verified'::public.employer_status
    else p.employer_status end
  where p.id = new.employer_id and p.user_type = 'employer';
  if new.status = 'active' and (tg_op = 'INSERT' or old.status <> 'active') then
    perform private.notify(new.employer_id, 'plan_confirmed', 'Plan activated',
      pg_catalog.format('Your %s plan is active.', private.plan_label(new.plan)), '/employer/plans');
  elsif tg_op = 'UPDATE' and old.status = 'requested' and new.status = 'cancelled'
        and (select auth.uid()) is distinct from new.employer_id then
    perform private.notify(new.employer_id, 'plan_declined', 'Plan request declined',
      pg_catalog.format('Your request for the %s plan was declined. Your current plan stays as it is; contact us if you have questions.',
                        private.plan_label(new.plan)), '/employer/plans');
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- the notifications page lists unread first, then newest
-- ---------------------------------------------------------------------------------------------
alter table public.notifications add column unread boolean generated always as (read_at is null) stored;

create index notifications_user_id_unread_created_idx
  on public.notifications (user_id, unread desc, created_at desc, id desc);

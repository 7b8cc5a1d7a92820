-- Jobs: moderation, the plan's visibility window and the plan's posting limit.

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.enforce_job_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  moderator boolean := private.is_admin_or_system();
  plan public.subscription_plan := private.employer_plan(new.company_id);
  posting_limit integer;
  becomes_active boolean;
begin
  if tg_op = 'INSERT' then
    if not private.is_employer_account(new.company_id) then
      raise exception 'Jobs can only be posted for an employer account.' using errcode = '23514';
    end if;
    if not moderator then
      if new.approved is not null or new.featured then
        raise exception 'Only an admin can approve, reject or feature a job.' using errcode = '42501';
      end if;
      if new.published_at is not null or new.expires_at is not null or new.view_count <> 0 then
        raise exception 'Publication dates and view counts are managed by GlobalHire.' using errcode = '42501';
      end if;
    end if;
  else
    if new.company_id is distinct from old.company_id and not moderator then
      raise exception 'A job cannot be moved to another company.' using errcode = '42501';
    end if;
    if not moderator then
      if new.approved is distinct from old.approved or new.featured is distinct from old.featured then
        raise exception 'Only an admin can approve, reject or feature a job.' using errcode = '42501';
      end if;
      if new.published_at is distinct from old.published_at
         or new.expires_at is distinct from old.expires_at
         or new.view_count is distinct from old.view_count then
        raise exception 'Publication dates and view counts are managed by GlobalHire.' using errcode = '42501';
      end if;
      -- An employer who edits a rejected job sends it back for approval.
      if old.approved is false then
        new.approved := null;
      end if;
    end if;
    if new.view_count = old.view_count then
      new.updated_at := pg_catalog.now();
    end if;
  end if;

  -- Approval opens the plan's visibility window, unless an admin set the dates explicitly.
  if new.approved is true and (tg_op = 'INSERT' or old.approved is distinct from true) then
    if new.status = 'draft' then
      raise exception 'Only a published job can be approved.' using errcode = '23514';
    end if;
    if tg_op = 'INSERT' then
      new.published_at := coalesce(new.published_at, pg_catalog.now());
      new.expires_at := coalesce(
        new.expires_at, new.published_at + pg_catalog.make_interval(days => private.plan_visibility_days(plan)));
    else
      if new.published_at is not distinct from old.published_at then
        new.published_at := pg_catalog.now();
      end if;
      if new.expires_at is not distinct from old.expires_at then
        new.expires_at := new.published_at + pg_catalog.make_interval(days => private.plan_visibility_days(plan));
      end if;
    end if;
  end if;

  -- The plan's limit on postings that hold a slot (published, pending or approved, unexpired).
  if not moderator then
    becomes_active := new.status = 'published'
      and new.approved is not false
      and (new.expires_at is null or new.expires_at > pg_catalog.now())
      and (tg_op = 'INSERT' or old.status = 'draft' or old.approved is false);
    posting_limit := private.plan_posting_limit(plan);
    if becomes_active and posting_limit is not null
       and private.active_posting_count(new.company_id, new.id) >= posting_limit then
      raise exception '%', pg_catalog.format(
          'Your %s plan allows %s active job posting%s. Upgrade your plan to post more.',
          private.plan_label(plan), posting_limit, case when posting_limit = 1 then '' else 's' end)
        using errcode = 'P0001', hint = 'plan_limit_reached';
    end if;
  end if;
  return new;
end;
$$;

create trigger enforce_job_rules
  before insert or update on public.jobs
  for each row execute function private.enforce_job_rules();

-- Notify the employer when an admin approves or rejects one of its jobs.
create function private.notify_job_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.approved is true then
    insert into public.notifications (user_id, title, body, link)
    values (new.company_id, 'Job approved',
            pg_catalog.format('Your job "%s" is now live.', new.title), '/jobs/' || new.id);
  elsif new.approved is false then
    insert into public.notifications (user_id, title, body, link)
    values (new.company_id, 'Job not approved',
            pg_catalog.format('Your job "%s" was not approved. Edit it to submit it again.', new.title),
            '/employer/jobs');
  end if;
  return null;
end;
$$;

create trigger notify_job_moderation
  after update of approved on public.jobs
  for each row when (old.approved is distinct from new.approved and new.approved is not null)
  execute function private.notify_job_moderation();

-- Job views, counted per job page view (the employer's and admins' own views do not count).
create function public.record_job_view(job_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  views integer;
begin
  update public.jobs j set view_count = j.view_count + 1
  where j.id = record_job_view.job_id
    and j.approved is true
    and j.status = 'published'
    and (j.expires_at is null or j.expires_at > pg_catalog.now())
    and j.company_id is distinct from (select auth.uid())
    and not private.is_admin()
  returning j.view_count into views;
  return views;
end;
$$;

grant execute on function public.record_job_view(bigint) to anon, authenticated, service_role;

-- Visa cases, subscriptions, notifications and content: the column rules RLS cannot express.

-- ---------------------------------------------------------------------------------------------
-- visa cases
-- ---------------------------------------------------------------------------------------------
create trigger set_visa_cases_updated_at
  before update on public.visa_cases
  for each row execute function private.set_updated_at();

create function private.stamp_visa_case_step()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.done and (tg_op = 'INSERT' or not old.done) then
    new.done_at := coalesce(new.done_at, pg_catalog.now());
  elsif not new.done then
    new.done_at := null;
  end if;
  return new;
end;
$$;

create trigger stamp_visa_case_step
  before insert or update on public.visa_case_steps
  for each row execute function private.stamp_visa_case_step();

create function private.notify_visa_step_done()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, title, body, link)
  select v.candidate_id, 'Visa case update',
         pg_catalog.format('Step completed: %s.', new.title), '/applicant/visa'
  from public.visa_cases v where v.id = new.case_id;
  return null;
end;
$$;

create trigger notify_visa_step_done
  after update of done on public.visa_case_steps
  for each row when (new.done and not old.done)
  execute function private.notify_visa_step_done();

-- Candidates may attach a file to a checklist item; only admins mark it received.
create function private.guard_visa_document_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_admin_or_system()
     and (new.case_id is distinct from old.case_id
          or new.name is distinct from old.name
          or new.required is distinct from old.required
          or new.received is distinct from old.received) then
    raise exception 'Candidates can only attach a file to a visa document.' using errcode = '42501';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

create trigger guard_visa_document_changes
  before update on public.visa_case_documents
  for each row execute function private.guard_visa_document_changes();

-- ---------------------------------------------------------------------------------------------
-- subscriptions: requested by the employer, activated by an admin
-- ---------------------------------------------------------------------------------------------
create function private.cancel_other_active_subscriptions(employer_id uuid, keep_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.subscriptions s set status = 'cancelled', updated_at = pg_catalog.now()
  where s.employer_id = cancel_other_active_subscriptions.employer_id
    and s.status = 'active'
    and s.id <> cancel_other_active_subscriptions.keep_id
$$;

-- Security invoker on purpose: `private.is_admin_or_system()` must see the caller's role.
create function private.enforce_subscription_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_admin_or_system() then
    if tg_op = 'INSERT' and (new.status <> 'requested' or new.period_start is not null or new.period_end is not null) then
      raise exception 'A plan is requested by the employer and activated by an admin.' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.status <> 'cancelled'
        or new.plan is distinct from old.plan
        or new.employer_id is distinct from old.employer_id
        or new.period_start is distinct from old.period_start
        or new.period_end is distinct from old.period_end) then
      raise exception 'Employers can only cancel a subscription.' using errcode = '42501';
    end if;
  end if;
  if not private.is_employer_account(new.employer_id) then
    raise exception 'Plans are for employer accounts.' using errcode = '23514';
  end if;
  if new.status = 'active' and (tg_op = 'INSERT' or old.status <> 'active') then
    new.period_start := coalesce(new.period_start, pg_catalog.now());
    new.period_end := coalesce(new.period_end, new.period_start + interval '1 month');
    perform private.cancel_other_active_subscriptions(new.employer_id, new.id);
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger enforce_subscription_rules
  before insert or update on public.subscriptions
  for each row execute function private.enforce_subscription_rules();

-- A paid active plan makes the employer 'premium'; losing it returns a premium employer to 'verified'.
create function private.sync_employer_status()
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
    insert into public.notifications (user_id, title, body, link)
    values (new.employer_id, 'Plan activated',
            pg_catalog.format('Your %s plan is active.', private.plan_label(new.plan)), '/employer/plans');
  end if;
  return null;
end;
$$;

create trigger sync_employer_status
  after insert or update of status, plan, period_end on public.subscriptions
  for each row execute function private.sync_employer_status();

-- ---------------------------------------------------------------------------------------------
-- notifications: users only mark them read
-- ---------------------------------------------------------------------------------------------
create function private.guard_notification_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_admin_or_system()
     and (new.user_id is distinct from old.user_id
          or new.title is distinct from old.title
          or new.body is distinct from old.body
          or new.link is distinct from old.link
          or new.created_at is distinct from old.created_at) then
    raise exception 'Only the read state of a notification can be changed.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger guard_notification_changes
  before update on public.notifications
  for each row execute function private.guard_notification_changes();

-- ---------------------------------------------------------------------------------------------
-- articles and FAQs
-- ---------------------------------------------------------------------------------------------
create function private.prepare_article()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or pg_catalog.btrim(new.slug) = '' then
    new.slug := pg_catalog.btrim(
      pg_catalog.regexp_replace(pg_catalog.lower(new.title), '[^a-z0-9]+', '-', 'g'), '-');
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := pg_catalog.now();
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger prepare_article
  before insert or update on public.articles
  for each row execute function private.prepare_article();

create trigger set_faqs_updated_at
  before update on public.faqs
  for each row execute function private.set_updated_at();

-- Emails are designed, not composed in SQL. A hand-off queues the facts of what happened (ids,
-- names, titles, amounts with their currency and period, times as instants, site paths) as typed
-- JSON; the delivery worker renders them with the template of the row's kind
-- (packages/emails), in the recipient's time zone, as HTML and plain text. Rows queued before
-- this change keep their composed subject and body and are delivered as they were written.

alter table private.email_outbox
  add column facts jsonb,
  alter column subject drop not null,
  add constraint email_outbox_has_content check (facts is not null or subject is not null),
  add constraint email_outbox_facts_object check (facts is null or pg_catalog.jsonb_typeof(facts) = 'object');

-- ---------------------------------------------------------------------------------------------
-- What an email is written in: the recipient's time zone and locale, kept with their email
-- preferences. The site records the browser's zone; a person without one reads UTC.
-- ---------------------------------------------------------------------------------------------
alter table public.notification_preferences
  add column time_zone text,
  add column locale text check (locale is null or locale ~ '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$');

create function private.check_email_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.time_zone is not null and not private.is_time_zone(new.time_zone) then
    raise exception '"%" is not a time zone.', pg_catalog.left(new.time_zone, 60)
      using errcode = '22023', hint = 'time_zone';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_email_time_zone() from public, anon, authenticated;

create trigger check_email_time_zone
  before insert or update of time_zone on public.notification_preferences
  for each row execute function private.check_email_time_zone();

-- ---------------------------------------------------------------------------------------------
-- One-click unsubscribe from a kind of notification email (RFC 8058). Each account has one
-- secret token; the link carries it with the kind, and works signed out.
-- ---------------------------------------------------------------------------------------------
create table private.email_unsubscribe_tokens (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  token text not null unique default private.new_alert_token()
);

revoke all on private.email_unsubscribe_tokens from anon, authenticated;

create function private.email_unsubscribe_token(recipient uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found text;
begin
  select t.token into found from private.email_unsubscribe_tokens t where t.user_id = recipient;
  if found is null then
    insert into private.email_unsubscribe_tokens (user_id) values (recipient)
    on conflict (user_id) do nothing;
    select t.token into found from private.email_unsubscribe_tokens t where t.user_id = recipient;
  end if;
  return found;
end;
$$;

/**
 * Turns off emails of one kind for the account whose token this is (the in-app notifications
 * go on). Returns the kind turned off, or null for an unknown token.
 */
create function public.unsubscribe_notification_email(token text, kind text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
begin
  if kind is null or kind !~ '^[a-z]+(_[a-z]+)*$' or char_length(kind) > 60 then
    return null;
  end if;
  select t.user_id into owner from private.email_unsubscribe_tokens t
  where t.token = unsubscribe_notification_email.token;
  if owner is null then
    return null;
  end if;
  insert into public.notification_preferences (user_id, muted_kinds)
  values (owner, array[kind])
  on conflict (user_id) do update
    set muted_kinds = case when unsubscribe_notification_email.kind = any (public.notification_preferences.muted_kinds)
                           then public.notification_preferences.muted_kinds
                           else public.notification_preferences.muted_kinds || unsubscribe_notification_email.kind end;
  return kind;
end;
$$;

revoke execute on function public.unsubscribe_notification_email(text, text) from public;
grant execute on function public.unsubscribe_notification_email(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The facts every email carries about its recipient, and the blocks hand-offs share.
-- ---------------------------------------------------------------------------------------------

/** {name, role, timeZone, locale} of an account, as its emails address it. */
create function private.email_recipient(recipient uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'name', nullif(pg_catalog.btrim(coalesce(p.first_name, p.company_name, '')), ''),
    'role', p.user_type,
    'timeZone', coalesce(np.time_zone, 'UTC'),
    'locale', np.locale)
  from public.profiles p
  left join public.notification_preferences np on np.user_id = p.id
  where p.id = recipient
$$;

/** A job as emails show it: {id, title, companyName, location, salary, path}. */
create function private.email_job(job_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', j.id,
    'title', j.title,
    'companyName', coalesce(nullif(p.company_name, ''), 'An employer'),
    'location', j.location,
    'salary', case when j.salary_min is null and j.salary_max is null then null
                   else pg_catalog.jsonb_build_object('min', j.salary_min, 'max', j.salary_max,
                          'currency', j.salary_currency, 'period', j.salary_period) end,
    'path', '/jobs/' || j.id)
  from public.jobs j
  left join public.profiles p on p.id = j.company_id
  where j.id = job_id
$$;

/** A person's display name for the other side of a hand-off. */
create function private.email_person(profile_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', profile_id, 'name', private.person_name(profile_id))
$$;

revoke execute on function private.email_unsubscribe_token(uuid) from public, anon, authenticated;
revoke execute on function private.email_recipient(uuid) from public, anon, authenticated;
revoke execute on function private.email_job(bigint) from public, anon, authenticated;
revoke execute on function private.email_person(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Queueing: facts in, no prose. `unsubscribable` adds the one-click unsubscribe of the kind.
-- ---------------------------------------------------------------------------------------------
create function private.queue_email_facts(
  to_address text, kind text, facts jsonb, recipient uuid default null,
  unsubscribable boolean default false)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_facts jsonb := coalesce(facts, '{}'::jsonb);
  queued bigint;
begin
  if recipient is not null then
    full_facts := full_facts || pg_catalog.jsonb_build_object('recipient', private.email_recipient(recipient));
    if unsubscribable then
      full_facts := full_facts || pg_catalog.jsonb_build_object('unsubscribe', pg_catalog.jsonb_build_object(
        'path', '/notifications/unsubscribe?token=' || private.email_unsubscribe_token(recipient)
                || '&kind=' || queue_email_facts.kind));
    end if;
  elsif not (full_facts ? 'recipient') then
    full_facts := full_facts || '{"recipient": {"name": null, "role": null, "timeZone": "UTC", "locale": null}}'::jsonb;
  end if;
  insert into private.email_outbox (user_id, to_address, kind, facts)
  values (recipient, queue_email_facts.to_address, queue_email_facts.kind, full_facts)
  returning id into queued;
  return queued;
end;
$$;

revoke execute on function private.queue_email_facts(text, text, jsonb, uuid, boolean) from public, anon, authenticated;

-- The one way a hand-off reaches a person: the in-app notification (title and body, short text
-- for the list) and, unless they turned the kind off, an email of the kind's facts.
drop function private.notify(uuid, text, text, text, text, text);

create function private.notify(
  recipient uuid, kind text, title text, body text, link text default null, facts jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if recipient is null then
    return;
  end if;
  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, pg_catalog.left(title, 300), pg_catalog.left(coalesce(body, ''), 2000), link);
  if private.wants_email(recipient, kind) then
    select u.email into address from auth.users u where u.id = recipient;
    if address is not null then
      perform private.queue_email_facts(address, kind,
        coalesce(facts, '{}'::jsonb) || pg_catalog.jsonb_build_object('link', link), recipient, true);
    end if;
  end if;
end;
$$;

revoke execute on function private.notify(uuid, text, text, text, text, jsonb) from public, anon, authenticated;

-- Account emails (approved, blocked…) go whatever the preferences say, and carry no unsubscribe.
drop function private.notify_account(uuid, text, text, text, text);

create function private.notify_account(
  recipient uuid, kind text, title text, body text, link text default null, facts jsonb default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, pg_catalog.left(title, 300), pg_catalog.left(body, 2000), link);
  select u.email into address from auth.users u where u.id = recipient;
  if address is not null then
    perform private.queue_email_facts(address, kind,
      coalesce(facts, '{}'::jsonb) || pg_catalog.jsonb_build_object('link', link), recipient, false);
  end if;
end;
$$;

revoke execute on function private.notify_account(uuid, text, text, text, text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The worker claims rows with their facts (null for a row queued as composed text).
-- ---------------------------------------------------------------------------------------------
drop function public.claim_email_outbox(integer, integer);

create function public.claim_email_outbox(batch_size integer default 20, lease_seconds integer default 60)
returns table (id bigint, to_address text, kind text, subject text, body text, link text,
               facts jsonb, attempts smallint)
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o
  set claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(lease_seconds, 5)),
      attempts = o.attempts + 1
  where o.id in (
    select c.id from private.email_outbox c
    where c.sent_at is null
      and (c.claimed_until is null or c.claimed_until < pg_catalog.now())
      and c.attempts < 10
    order by c.id
    limit greatest(least(batch_size, 200), 1)
    for update skip locked
  )
  returning o.id, o.to_address, o.kind, o.subject, o.body, o.link, o.facts, o.attempts
$$;

revoke execute on function public.claim_email_outbox(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, integer) to service_role;

-- An email with no in-app notification beside it (a receipt of the person's own action), sent
-- unless they turned its kind off.
create function private.email_only(recipient uuid, kind text, link text, facts jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if recipient is null or not private.wants_email(recipient, kind) then
    return;
  end if;
  select u.email into address from auth.users u where u.id = recipient;
  if address is not null then
    perform private.queue_email_facts(address, kind,
      coalesce(facts, '{}'::jsonb) || pg_catalog.jsonb_build_object('link', link), recipient, true);
  end if;
end;
$$;

revoke execute on function private.email_only(uuid, text, text, jsonb) from public, anon, authenticated;

-- The worker records a whole batch in one call: each id with its error (null when sent). A
-- batch lost before this call is claimed again after its lease and resent under the same
-- idempotency keys, so nobody gets an email twice.
create function public.complete_email_outbox_batch(outbox_ids bigint[], errors text[])
returns void
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o
  set sent_at = case when r.error is null then pg_catalog.now() end,
      last_error = r.error,
      claimed_until = case when r.error is null then o.claimed_until end
  from unnest(complete_email_outbox_batch.outbox_ids, complete_email_outbox_batch.errors)
       as r (id, error)
  where o.id = r.id and o.sent_at is null
$$;

revoke execute on function public.complete_email_outbox_batch(bigint[], text[]) from public, anon, authenticated;
grant execute on function public.complete_email_outbox_batch(bigint[], text[]) to service_role;

-- The audit trail records what people did, in words an admin reads.
--
-- * Derived values are not edits. A job's salary in US dollars (salary_min_annual_usd,
--   salary_max_annual_usd) is recomputed by the database when an exchange rate changes: one rate
--   edit rewrote every job paid in that currency and wrote one "Job edited" entry for each. Those
--   columns are now ignored like updated_at, so an update that changes nothing else writes no
--   entry, and an admin's own salary edit still shows the amounts they typed.
-- * The rate change itself is the event: one entry per currency added or changed, with the rate
--   before and after (exchange_rates was not audited).
-- * Ids in before/after (a proposal's job_id, a case's assigned_to, ...) are named when read:
--   public.audit_value_names(entry_ids) gives, per entry, each id-valued field's name (a job's
--   title, a person's or company's name). Read-time, so a deleted account is not named again.

create or replace function private.audit_ignored_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['updated_at', 'search', 'version', 'view_count', 'sequence',
               'salary_min_annual_usd', 'salary_max_annual_usd']
$$;

-- ---------------------------------------------------------------------------------------------
-- exchange rates
-- ---------------------------------------------------------------------------------------------
create function private.audit_exchange_rate_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  actor_email text;
  actor_name text;
begin
  if caller is null or (tg_op = 'UPDATE' and new.per_usd = old.per_usd) then
    return null;
  end if;
  select u.email, nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), '')
    into actor_email, actor_name
  from public.profiles p left join auth.users u on u.id = p.id
  where p.id = caller;
  if not found then
    return null;
  end if;
  insert into public.audit_log (
    actor_id, actor_email, actor_name, action, subject_table, subject_id, subject_label, before, after
  ) values (
    caller, actor_email, actor_name,
    case tg_op when 'INSERT' then 'exchange_rate.added' else 'exchange_rate.changed' end,
    'exchange_rates', new.currency, new.currency,
    case when tg_op = 'UPDATE'
         then pg_catalog.jsonb_build_object('per_usd', old.per_usd, 'valid_from', old.valid_from) end,
    pg_catalog.jsonb_build_object('per_usd', new.per_usd, 'valid_from', new.valid_from)
  );
  return null;
end;
$$;

revoke execute on function private.audit_exchange_rate_change() from public, anon, authenticated;

create trigger audit_exchange_rate_change
  after insert or update of per_usd on public.exchange_rates
  for each row execute function private.audit_exchange_rate_change();

-- ---------------------------------------------------------------------------------------------
-- naming the ids an entry holds
-- ---------------------------------------------------------------------------------------------
-- The name of the record an id-valued field points to, or null: any account id (a company's or
-- a person's name), and the numeric ids of jobs, applications, visa cases, routes, occupations
-- and inbox messages by their field name.
create function private.audit_value_name(field text, raw text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if raw ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return (select coalesce(nullif(p.company_name, ''), nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), ''))
            from public.profiles p where p.id = raw::uuid);
  end if;
  if raw !~ '^[0-9]{1,18}$' then
    return null;
  end if;
  case field
  when 'job_id' then
    return (select j.title from public.jobs j where j.id = raw::bigint);
  when 'application_id' then
    return (select pg_catalog.concat_ws(' · ', nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), ''), j.title)
            from public.applications a join public.jobs j on j.id = a.job_id
            left join public.profiles p on p.id = a.candidate_id
            where a.id = raw::bigint);
  when 'case_id' then
    return (select pg_catalog.concat_ws(' · ', nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), ''), v.visa_type)
            from public.visa_cases v left join public.profiles p on p.id = v.candidate_id
            where v.id = raw::bigint);
  when 'route_id' then
    return (select r.name from public.visa_routes r where r.id = raw::bigint);
  when 'occupation_id' then
    return (select pg_catalog.concat_ws(' ', o.code, o.title) from public.visa_occupations o where o.id = raw::bigint);
  when 'message_id' then
    return (select m.subject from public.contact_messages m where m.id = raw::bigint);
  else
    return null;
  end case;
end;
$$;

revoke execute on function private.audit_value_name(text, text) from public, anon, authenticated;

-- For each entry asked for (up to 100, an admin's page), { field: { value: name } } for the
-- id-valued fields of before and after that name something. Admins only.
create function public.audit_value_names(entry_ids bigint[])
returns table (entry_id bigint, names jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read the audit trail.' using errcode = '42501';
  end if;
  if pg_catalog.cardinality(entry_ids) > 100 then
    raise exception 'Ask for at most 100 entries at a time.' using errcode = '22023';
  end if;
  return query
    with entries as (
      select a.id,
             case when pg_catalog.jsonb_typeof(a.before) = 'object' then a.before else '{}'::jsonb end as before,
             case when pg_catalog.jsonb_typeof(a.after) = 'object' then a.after else '{}'::jsonb end as after
      from public.audit_log a
      where a.id = any (entry_ids)
    ), fields as (
      select distinct e.id, f.key, f.value #>> '{}' as raw
      from entries e
      cross join lateral (
        select b.key, b.value from pg_catalog.jsonb_each(e.before) b
        union all
        select n.key, n.value from pg_catalog.jsonb_each(e.after) n
      ) f
      where pg_catalog.jsonb_typeof(f.value) in ('string', 'number') and f.key ~ '(_id|_to|_by)$'
    ), named as (
      select f.id, f.key, f.raw, private.audit_value_name(f.key, f.raw) as label from fields f
    ), by_field as (
      select n.id, n.key, pg_catalog.jsonb_object_agg(n.raw, n.label) as labels
      from named n where n.label is not null
      group by n.id, n.key
    )
    select b.id, pg_catalog.jsonb_object_agg(b.key, b.labels)
    from by_field b
    group by b.id;
end;
$$;

revoke execute on function public.audit_value_names(bigint[]) from public, anon;
grant execute on function public.audit_value_names(bigint[]) to authenticated, service_role;

-- Postgres Changes without logical replication (PGlite has none): a row trigger on every table of
-- the publication `supabase_realtime` queues each change and wakes the server with a NOTIFY,
-- which PostgreSQL delivers only at commit, so a rolled-back change is never streamed.

-- The queue lives in supabase_local, a schema no API role can reach. Unlogged: it is emptied
-- whenever the server starts, so nothing in it needs to survive a crash.
create unlogged table supabase_local.realtime_changes (
  id bigint generated always as identity primary key,
  relid oid not null,
  type text not null,
  record jsonb,
  -- The whole old row; the server keeps only the replica identity's columns, as Supabase sends.
  old_record jsonb,
  -- The transaction's timestamp: every change of one commit shares it, as a commit timestamp would.
  committed_at timestamptz not null default pg_catalog.now()
);
alter table supabase_local.realtime_changes enable row level security;

create function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into supabase_local.realtime_changes (relid, type, record, old_record)
  values (
    tg_relid,
    tg_op,
    case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
    case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
  );
  -- One wake-up per transaction: NOTIFY folds identical payloads of a transaction into one.
  perform pg_catalog.pg_notify('supabase_local_realtime_changes', '');
  return null;
end $$;
revoke execute on function realtime.capture_change() from public, anon, authenticated, service_role;

-- Gives every table of the publication the capture trigger, for the operations the publication
-- publishes (`publish = 'insert, update'` streams no deletes), and takes it from tables that left.
create function realtime.sync_change_triggers() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target regclass;
  events text;
  -- pg_trigger.tgtype's INSERT (4), DELETE (8) and UPDATE (16) bits.
  wanted int := 0;
begin
  select pg_catalog.concat_ws(' or ',
           case when p.pubinsert then 'insert' end,
           case when p.pubupdate then 'update' end,
           case when p.pubdelete then 'delete' end),
         (case when p.pubinsert then 4 else 0 end) + (case when p.pubupdate then 16 else 0 end)
           + (case when p.pubdelete then 8 else 0 end)
    into events, wanted
  from pg_catalog.pg_publication p
  where p.pubname = 'supabase_realtime';
  wanted := coalesce(wanted, 0);

  for target in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'supabase_realtime_capture'
      and t.tgfoid = 'realtime.capture_change()'::pg_catalog.regprocedure
      and ((t.tgtype::int & 28) <> wanted
        or not exists (
          select 1 from pg_catalog.pg_get_publication_tables('supabase_realtime') p
          where p.relid = t.tgrelid
        ))
  loop
    execute pg_catalog.format('drop trigger supabase_realtime_capture on %s', target);
  end loop;

  if wanted = 0 then
    return;
  end if;
  for target in
    select c.oid::regclass
    from pg_catalog.pg_get_publication_tables('supabase_realtime') p
    join pg_catalog.pg_class c on c.oid = p.relid
    where c.relkind = 'r'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgrelid = c.oid and t.tgname = 'supabase_realtime_capture'
      )
  loop
    execute pg_catalog.format(
      'create trigger supabase_realtime_capture after %s on %s '
      'for each row execute function realtime.capture_change()',
      events, target
    );
  end loop;
end $$;
revoke execute on function realtime.sync_change_triggers() from public, anon, authenticated, service_role;

-- Kept in step by DDL as it happens: tables added to or dropped from the publication, and new
-- tables of a schema published as a whole (`for tables in schema`).
create function realtime.sync_change_triggers_on_ddl() returns event_trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform realtime.sync_change_triggers();
end $$;
revoke execute on function realtime.sync_change_triggers_on_ddl() from public, anon, authenticated, service_role;

create event trigger supabase_realtime_capture_sync on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION',
               'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO')
  execute function realtime.sync_change_triggers_on_ddl();

select realtime.sync_change_triggers();

-- A subscription's filter value, checked against its column's type as Supabase's
-- realtime.subscription_check_filters does (same messages), and returned as the column's JSON
-- (`to_jsonb`, as records are sent) so the server can compare it with changed rows.
create function supabase_local.realtime_filter_value(op text, type_ regtype, value text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  result jsonb;
begin
  if op = 'in' then
    execute pg_catalog.format('select pg_catalog.to_jsonb($1::%s[])', type_) into result using value;
    if coalesce(pg_catalog.jsonb_array_length(result), 0) > 100 then
      raise exception 'too many values for `in` filter. Maximum 100';
    end if;
    return result;
  elsif op = 'is' then
    if value not in ('null', 'true', 'false', 'unknown') then
      raise exception 'invalid value for is filter: must be null, true, false, or unknown';
    end if;
    if value <> 'null' and type_ <> 'boolean'::regtype then
      raise exception 'is % filter requires a boolean column, got %', value, type_::text;
    end if;
    return null;
  elsif op in ('like', 'ilike') then
    if not exists (select 1 from pg_catalog.pg_operator where oprname = '~~' and oprleft = type_) then
      raise exception 'operator % requires a text-compatible column type, got %', op, type_::text;
    end if;
    return null;
  elsif op in ('match', 'imatch') then
    if not exists (
      select 1 from pg_catalog.pg_operator
      where oprname = case when op = 'imatch' then '~*' else '~' end
        and oprleft = type_ and oprright = type_ and oprresult = 'boolean'::regtype
    ) then
      raise exception 'operator % requires a text-compatible column type, got %', op, type_::text;
    end if;
    begin
      perform '' operator(pg_catalog.~) value;
    exception when others then
      raise exception 'invalid regular expression for % filter: %', op, sqlerrm;
    end;
    return null;
  end if;
  execute pg_catalog.format('select pg_catalog.to_jsonb($1::%s)', type_) into result using value;
  return result;
end $$;
revoke execute on function supabase_local.realtime_filter_value(text, regtype, text) from public;

-- One filter condition on a changed row's value, compared with the column type's own operator,
-- as Supabase's realtime.check_equality_op. A value that cannot be compared does not match.
create function supabase_local.realtime_filter_check(
  op text, type_ regtype, val_1 text, val_2 text, negate boolean
) returns boolean
language plpgsql stable set search_path = ''
as $$
declare
  symbol text;
  result boolean;
begin
  if op = 'isdistinct' then
    execute pg_catalog.format('select $1::%s %s $2::%s', type_,
      case when negate then 'is not distinct from' else 'is distinct from' end, type_)
      into result using val_1, val_2;
    return result;
  elsif op = 'is' then
    if val_2 not in ('null', 'true', 'false', 'unknown') then
      return false;
    end if;
    execute pg_catalog.format('select $1::%s %s %s', type_,
      case when negate then 'is not' else 'is' end, pg_catalog.upper(val_2))
      into result using val_1;
    return result;
  end if;
  symbol := case op
    when 'eq' then '=' when 'neq' then '<>' when 'lt' then '<' when 'lte' then '<='
    when 'gt' then '>' when 'gte' then '>=' when 'in' then '= any'
    when 'like' then 'like' when 'ilike' then 'ilike' when 'match' then '~' when 'imatch' then '~*'
  end;
  if symbol is null then
    return false;
  end if;
  execute pg_catalog.format('select $1::%s %s ($2::%s%s)', type_, symbol, type_,
    case when op = 'in' then '[]' else '' end)
    into result using val_1, val_2;
  return coalesce(case when negate then not result else result end, false);
exception when others then
  return false;
end $$;
revoke execute on function supabase_local.realtime_filter_check(text, regtype, text, text, boolean) from public;

-- Which changed rows each caller may select now, as Supabase's apply_rls decides: per check, the
-- caller's role and JWT claims are set exactly as for a REST request of that caller
-- (db/request-context.ts), and the rows are looked up by primary key in the table, so its
-- row-level security policies apply. One call serves a whole batch of callers; a check that
-- fails (a policy raising) shows its caller nothing and returns the error.
create function supabase_local.realtime_visible_rows(checks jsonb)
returns table (check_index int, row_index int, error text)
language plpgsql set search_path = ''
as $$
declare
  item record;
  relation text;
  key_match text;
begin
  perform pg_catalog.set_config('transaction_read_only', 'on', true);
  for item in
    select c.value as spec, (c.ordinality - 1)::int as n
    from pg_catalog.jsonb_array_elements(checks) with ordinality as c
  loop
    select pg_catalog.format('%I.%I', ns.nspname, cl.relname),
           (select pg_catalog.string_agg(pg_catalog.format('visible.%1$I = changed.%1$I', a.attname), ' and ')
              from pg_catalog.pg_index i
              join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
             where i.indrelid = cl.oid and i.indisprimary)
      into relation, key_match
      from pg_catalog.pg_class cl join pg_catalog.pg_namespace ns on ns.oid = cl.relnamespace
     where cl.oid = (item.spec->>'relid')::oid;
    if key_match is null then
      continue;
    end if;
    begin
      perform pg_catalog.set_config('search_path', '"public", "extensions"', true),
              pg_catalog.set_config('role', item.spec->>'role', true),
              pg_catalog.set_config('request.jwt.claims', item.spec->>'claims', true),
              pg_catalog.set_config('request.jwt.claim.sub', item.spec->>'sub', true),
              pg_catalog.set_config('request.jwt.claim.role', item.spec->>'role', true),
              pg_catalog.set_config('request.method', 'GET', true),
              pg_catalog.set_config('request.path', '/realtime/v1/websocket', true),
              pg_catalog.set_config('request.headers', '{}', true);
      return query execute pg_catalog.format(
        'select %s, (k.i - 1)::int, null::text
           from pg_catalog.jsonb_array_elements($1) with ordinality as k(row_json, i)
           cross join lateral pg_catalog.jsonb_populate_record(null::%s, k.row_json) as changed
          where exists (select 1 from %s as visible where %s)',
        item.n, relation, relation, key_match)
        using item.spec->'rows';
      perform pg_catalog.set_config('role', 'none', true);
    exception when others then
      -- The block's settings (the caller's role) are rolled back with it.
      return query select item.n, -1, sqlerrm;
    end;
  end loop;
end $$;
revoke execute on function supabase_local.realtime_visible_rows(jsonb) from public;

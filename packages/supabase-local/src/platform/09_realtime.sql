-- Supabase Realtime's database side, as hosted projects have it: the `realtime` schema, the
-- publication that names the tables whose changes are streamed, and `realtime.messages`, whose
-- RLS policies authorise private Broadcast and Presence channels.

create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

-- The publication `supabase_realtime` itself is made with the roles (00_roles.sql).

create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The channel being authorised, set by the server while it checks a join.
create function realtime.topic() returns text
language sql stable
set search_path = ''
as $$ select nullif(current_setting('realtime.topic', true), '')::text; $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- Roles as on a Supabase project. PostgREST switches to one of the first three per request;
-- the others exist so that SQL written for a hosted project (grants, ownership) runs unchanged.
-- Roles belong to the whole cluster: a second database on the same PostgreSQL server finds them made.
do $$
declare
  r record;
begin
  for r in select * from (values
    ('anon', 'nologin noinherit'),
    ('authenticated', 'nologin noinherit'),
    ('service_role', 'nologin noinherit bypassrls'),
    ('authenticator', 'login noinherit'),
    ('supabase_auth_admin', 'nologin noinherit createrole'),
    ('supabase_storage_admin', 'nologin noinherit createrole'),
    ('dashboard_user', 'nologin')
  ) as roles(name, options) loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.options);
    end if;
  end loop;
end $$;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- Realtime's publication, so migrations that add tables to it apply as on a hosted project.
create publication supabase_realtime;

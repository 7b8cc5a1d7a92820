-- Roles as on a Supabase project. PostgREST switches to one of the first three per request;
-- the others exist so that SQL written for a hosted project (grants, ownership) runs unchanged.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
create role supabase_auth_admin nologin noinherit createrole;
create role supabase_storage_admin nologin noinherit createrole;
create role dashboard_user nologin;

grant usage on schema public to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- Realtime's publication, so migrations that add tables to it apply as on a hosted project.
create publication supabase_realtime;

-- Admin accounts use two factors: an admin's request counts as an admin's only from a session
-- that verified a second factor (the JWT's `aal` claim is `aal2`). Every policy, trigger guard and
-- RPC that asks private.is_admin() now refuses an admin signed in with a password alone; the
-- admin still reads and edits their own profile like any user (those policies ask auth.uid()).
-- The service role, migrations and seeds never pass through here (they are not end users).
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    and exists (
      select 1 from public.profiles p
      where p.id = (select auth.uid()) and p.user_type = 'admin'
    )
$$;

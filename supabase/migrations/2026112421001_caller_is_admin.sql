-- Whether the caller counts as an admin, asked by server-side code that acts for a user (the
-- invite-user Edge Function) before it uses the service role: the same rule as every admin
-- policy (private.is_admin(): an admin profile and a session that verified a second factor).
create function public.caller_is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin()
$$;

revoke execute on function public.caller_is_admin() from public, anon;
grant execute on function public.caller_is_admin() to authenticated;

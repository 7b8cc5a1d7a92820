-- A staff member who loses their authenticator cannot sign in as staff again: there are no
-- recovery codes. Another admin, signed in with two factors, resets it: the account's factors
-- and every session go at once (its access tokens stop counting at the next request, its refresh
-- tokens with the sessions), and the person signs in with the password and enrols a new factor.
-- Done in SQL rather than through the Auth admin API so that the removal and its audit entry are
-- one transaction; the postgres role, which owns these functions, may write Auth's tables (the
-- account deletion already deletes from auth.users the same way).

-- The reset itself, shared by the admin's RPC and an operator's SQL (`actor` null: the service
-- role or the SQL editor, for the last admin). Not callable through the API.
create function private.reset_second_factor(target uuid, actor uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_profile public.profiles;
  factors_removed integer;
  sessions_ended integer;
  actor_email text;
  actor_name text;
begin
  select p.* into target_profile from public.profiles p where p.id = target for update;
  if not found or target_profile.user_type not in ('admin', 'recruiter') then
    raise exception 'Only an admin''s or a recruiter''s second factor can be reset.'
      using errcode = '22023';
  end if;

  delete from auth.mfa_factors f where f.user_id = target;
  get diagnostics factors_removed = row_count;
  -- Refresh tokens and the sessions' sign-in methods go with the sessions (foreign keys).
  delete from auth.sessions s where s.user_id = target;
  get diagnostics sessions_ended = row_count;

  if actor is not null then
    select u.email, nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), '')
      into actor_email, actor_name
    from public.profiles p left join auth.users u on u.id = p.id
    where p.id = actor;
  else
    actor_name := 'Operator (service role)';
  end if;

  insert into public.audit_log (
    actor_id, actor_email, actor_name, action, subject_table, subject_id, subject_label, before, after
  ) values (
    coalesce(actor, '00000000-0000-0000-0000-000000000000'::uuid), actor_email, actor_name,
    'account.second_factor_reset', 'profiles', target::text,
    private.audit_subject_label('profiles', pg_catalog.to_jsonb(target_profile)),
    pg_catalog.jsonb_build_object('second_factors', factors_removed),
    pg_catalog.jsonb_build_object('second_factors', 0, 'sessions_ended', sessions_ended)
  );
end;
$$;

revoke execute on function private.reset_second_factor(uuid, uuid) from public, anon, authenticated, service_role;

-- An admin (two factors, live session) resets another staff member's second factor; the
-- service role may reset anyone's, the last admin's included.
create function public.reset_staff_second_factor(target uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  by_operator boolean := coalesce((select auth.role()) = 'service_role', false);
begin
  if not by_operator and not private.is_admin() then
    raise exception 'Only an admin signed in with two factors can reset a second factor.'
      using errcode = '42501';
  end if;
  if target is null then
    raise exception 'Choose the account whose second factor is reset.' using errcode = '22023';
  end if;
  if not by_operator and target = caller then
    raise exception 'Another admin must reset your own second factor.' using errcode = '42501';
  end if;
  perform private.reset_second_factor(target, case when by_operator then null else caller end);
end;
$$;

revoke execute on function public.reset_staff_second_factor(uuid) from public, anon;
grant execute on function public.reset_staff_second_factor(uuid) to authenticated, service_role;

-- Staff rights end with the second factor or the session that carried them. An access token
-- stays valid for up to an hour after its session was signed out, or stepped down to aal1 when
-- its factor was removed; its `aal` claim alone still says aal2. So an admin's or a recruiter's
-- request counts only while the token's session still exists in auth.sessions at aal2, as Auth's
-- own endpoints check the session before they answer.

-- True when the caller's token says aal2 and its session is still live at aal2. Security definer:
-- API roles cannot read auth.sessions. One primary-key lookup; policies call the staff checks
-- through `(select ...)`, so it runs once per statement, not once per row.
create function private.session_is_aal2()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with token as (
    select (select auth.jwt()) ->> 'aal' as aal,
           (select auth.jwt()) ->> 'session_id' as session_id
  )
  select coalesce(t.aal, '') = 'aal2'
    and exists (
      select 1 from auth.sessions s
      where s.id = (case when t.session_id ~ '^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$'
                         then t.session_id::uuid end)
        and s.user_id = (select auth.uid())
        and s.aal = 'aal2'
        and (s.not_after is null or s.not_after > pg_catalog.now())
    )
  from token t
$$;

revoke execute on function private.session_is_aal2() from public, anon, authenticated, service_role;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.profiles p
      where p.id = (select auth.uid()) and p.user_type = 'admin'
    )
    and private.session_is_aal2()
$$;

create or replace function private.is_recruiter()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1 from public.profiles p
      where p.id = (select auth.uid()) and p.user_type = 'recruiter' and p.blocked_at is null
    )
    and private.session_is_aal2()
$$;

-- ---------------------------------------------------------------------------------------------
-- notifications: what reaches a staff account is staff work (contact senders and subjects,
-- uploaded visa documents, jobs to review), read under the same rule as the work itself
-- ---------------------------------------------------------------------------------------------
create function private.may_read_own_notifications()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case (select p.user_type from public.profiles p where p.id = (select auth.uid()))
    when 'admin' then private.is_admin()
    when 'recruiter' then private.is_recruiter()
    else true
  end
$$;

revoke execute on function private.may_read_own_notifications() from public, anon;
grant execute on function private.may_read_own_notifications() to authenticated, service_role;

drop policy "Users can read their own notifications" on public.notifications;
create policy "Users can read their own notifications" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()) and (select private.may_read_own_notifications()));

drop policy "Users can mark their own notifications as read" on public.notifications;
create policy "Users can mark their own notifications as read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()) and (select private.may_read_own_notifications()))
  with check (user_id = (select auth.uid()));

drop policy "Users can delete their own notifications" on public.notifications;
create policy "Users can delete their own notifications" on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()) and (select private.may_read_own_notifications()));

-- "Your data" leaves a staff account's notifications out unless the session may read them.
alter function public.export_my_data() rename to export_data_before_staff_check;
alter function public.export_data_before_staff_check() set schema private;
revoke execute on function private.export_data_before_staff_check() from public, anon, authenticated;

create function public.export_my_data()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when private.may_read_own_notifications() then d.data
              else d.data || pg_catalog.jsonb_build_object('notifications', '[]'::jsonb) end
  from (select private.export_data_before_staff_check() as data) d
$$;

revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

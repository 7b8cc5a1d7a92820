-- Invitations nobody has taken up yet: accounts made by an invitation whose person never chose a
-- password (they may have opened the link and left before choosing one). An admin sees them on
-- Settings / User Roles and sends the invitation again; the invite-user function asks the same
-- question before it re-invites an address, so an account someone chose a password for is never
-- handed to a new link. Admins only (a live two-factor session, as every admin policy asks).

create function public.pending_invitations(address text default null)
returns table (
  id uuid,
  email text,
  user_type public.user_type,
  first_name text,
  last_name text,
  company_name text,
  invited_at timestamptz,
  -- they followed the link (the address is confirmed) but chose no password
  link_opened boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can see pending invitations.' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, p.user_type, p.first_name, p.last_name, p.company_name, u.invited_at,
           u.email_confirmed_at is not null
    from auth.users u
    join public.profiles p on p.id = u.id
    where u.invited_at is not null
      and coalesce(u.encrypted_password, '') = ''
      and u.deleted_at is null
      and (pending_invitations.address is null
           or pg_catalog.lower(u.email) = pg_catalog.lower(pg_catalog.btrim(pending_invitations.address)))
    order by u.invited_at desc, u.id
    limit 200;
end;
$$;

revoke execute on function public.pending_invitations(text) from public, anon;
grant execute on function public.pending_invitations(text) to authenticated;

-- Hand-offs of an employer's licence to sponsor, through private.notify() (an in-app notification
-- and, unless turned off, an email): a claim waiting for a check tells every admin, whether new or
-- sent back by the employer's edit; an admin's decision (verified, expired, revoked with its
-- reason) tells the employer.

-- How the notifications name a licence: 'UK sponsor licence (No. SPN-4Q7X2K9)'.
create function private.licence_label(kind public.employer_licence_kind, licence_number text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
      when 'uk_licensed_sponsor' then 'UK sponsor licence'
      when 'nz_accredited_employer' then 'New Zealand employer accreditation'
      else 'Australian standard business sponsorship'
    end || coalesce(' (No. ' || licence_number || ')', '')
$$;

-- ---------------------------------------------------------------------------------------------
-- a claim waiting for a check: every admin
-- ---------------------------------------------------------------------------------------------
create function private.notify_licence_claimed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
  company text;
begin
  -- Only the employer's own claim or edit: an admin who adds or changes a licence has checked it,
  -- and the seed and the service role tell no one.
  if (select auth.uid()) is distinct from new.employer_id then
    return null;
  end if;
  select nullif(p.company_name, '') into company from public.profiles p where p.id = new.employer_id;
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' order by p.id loop
    perform private.notify(admin_id, 'licence_claimed', 'Licence waiting for a check',
      pg_catalog.format(
        case when tg_op = 'INSERT'
          then '%s claimed a %s. Check it against the official register before verifying it.'
          else '%s changed its %s, so it is waiting for a check again. Check it against the official register.'
        end,
        coalesce(company, 'An employer'), private.licence_label(new.kind, new.licence_number)),
      '/admin/employer-licences?status=claimed');
  end loop;
  return null;
end;
$$;

create trigger notify_licence_claimed
  after insert on public.employer_licences
  for each row when (new.status = 'claimed')
  execute function private.notify_licence_claimed();

-- An edit of a verified or expired licence sends it back to 'claimed' (enforce_licence_rules sets
-- the status, which the edit does not name: so no column list).
create trigger notify_licence_reclaimed
  after update on public.employer_licences
  for each row when (new.status = 'claimed' and old.status is distinct from 'claimed')
  execute function private.notify_licence_claimed();

-- ---------------------------------------------------------------------------------------------
-- an admin's decision: the employer
-- ---------------------------------------------------------------------------------------------
create function private.notify_licence_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  licence text := private.licence_label(new.kind, new.licence_number);
begin
  perform private.notify(new.employer_id, 'licence_status',
    case new.status
      when 'verified' then 'Licence verified'
      when 'expired' then 'Licence expired'
      else 'Licence revoked'
    end,
    case new.status
      when 'verified' then pg_catalog.format(
        'GlobalHire verified your %s. Your company page and job pages show it, and visa verdicts count it.',
        licence)
      when 'expired' then pg_catalog.format(
        'Your %s is marked expired, so visa verdicts no longer count it. Once it is renewed, update it on your company profile to have it checked again.',
        licence)
      else pg_catalog.format(
        'Your %s was revoked, so visa verdicts no longer count it. Reason: %s Contact GlobalHire to have it reviewed.',
        licence, coalesce(nullif(pg_catalog.btrim(new.admin_note), ''), 'none given.'))
    end,
    '/employer/profile');
  return null;
end;
$$;

create trigger notify_licence_decision
  after update on public.employer_licences
  for each row
  when (old.status is distinct from new.status and new.status in ('verified', 'expired', 'revoked'))
  execute function private.notify_licence_decision();

revoke execute on function private.licence_label(public.employer_licence_kind, text) from public, anon, authenticated;
revoke execute on function private.notify_licence_claimed() from public, anon, authenticated;
revoke execute on function private.notify_licence_decision() from public, anon, authenticated;

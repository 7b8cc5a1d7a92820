-- An employer hears of every change an admin makes to its licence, not only of a status change:
-- a licence an admin adds already verified (by hand, or confirming the UK register) and new
-- routes an admin gives a verified licence (the register lists others) reach the employer, in
-- the app and by email, like a verification.
create or replace function private.notify_licence_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  licence text := private.licence_label(new.kind, new.licence_number);
begin
  if tg_op = 'UPDATE' and new.status = 'verified' and old.status = 'verified' then
    perform private.notify(new.employer_id, 'licence_status', 'Licence routes updated',
      pg_catalog.format('GlobalHire updated the routes of your %s. It now covers: %s.',
        licence, coalesce(nullif(pg_catalog.array_to_string(new.routes, ', '), ''), 'no routes')),
      '/employer/profile');
    return null;
  end if;
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

-- Only an admin's action is a hand-off: seeds and the service role set up licences silently.
create trigger notify_licence_added
  after insert on public.employer_licences
  for each row
  when (new.status = 'verified' and private.is_admin())
  execute function private.notify_licence_decision();

create trigger notify_licence_routes_changed
  after update on public.employer_licences
  for each row
  when (old.status = 'verified' and new.status = 'verified' and old.routes is distinct from new.routes
        and private.is_admin())
  execute function private.notify_licence_decision();

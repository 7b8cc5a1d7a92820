-- Time zones by their current IANA names. Browsers and ICU still report some zones by names the
-- IANA database has retired as links (Asia/Calcutta for Asia/Kolkata, Europe/Kiev for Europe/Kyiv),
-- and an interview keeps the name it was given. Interviews store the current name: the names
-- already stored move to it, and a trigger maps every new one (the site maps them too, with the
-- same list: canonicalTimeZone in @globalhire/data).

-- The current name of a retired zone name; any other name as given.
create function private.canonical_time_zone(zone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce((
    select l.canonical from (values
      ('Africa/Asmera', 'Africa/Asmara'),
      ('America/Buenos_Aires', 'America/Argentina/Buenos_Aires'),
      ('America/Catamarca', 'America/Argentina/Catamarca'),
      ('America/Coral_Harbour', 'America/Atikokan'),
      ('America/Cordoba', 'America/Argentina/Cordoba'),
      ('America/Godthab', 'America/Nuuk'),
      ('America/Indianapolis', 'America/Indiana/Indianapolis'),
      ('America/Jujuy', 'America/Argentina/Jujuy'),
      ('America/Louisville', 'America/Kentucky/Louisville'),
      ('America/Mendoza', 'America/Argentina/Mendoza'),
      ('Asia/Calcutta', 'Asia/Kolkata'),
      ('Asia/Katmandu', 'Asia/Kathmandu'),
      ('Asia/Rangoon', 'Asia/Yangon'),
      ('Asia/Saigon', 'Asia/Ho_Chi_Minh'),
      ('Atlantic/Faeroe', 'Atlantic/Faroe'),
      ('Europe/Kiev', 'Europe/Kyiv'),
      ('Pacific/Enderbury', 'Pacific/Kanton'),
      ('Pacific/Ponape', 'Pacific/Pohnpei'),
      ('Pacific/Truk', 'Pacific/Chuuk')
    ) as l (legacy, canonical)
    where l.legacy = canonical_time_zone.zone
  ), zone)
$$;

-- Named to fire before guard_interview_changes (name order), which then sees the current name.
create function private.canonical_interview_time_zones()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.time_zone := private.canonical_time_zone(new.time_zone);
  new.candidate_time_zone := private.canonical_time_zone(new.candidate_time_zone);
  return new;
end;
$$;

create trigger canonical_interview_time_zones
  before insert or update of time_zone, candidate_time_zone on public.interviews
  for each row execute function private.canonical_interview_time_zones();

-- The names stored so far. Run as the migration's owner: the interviews' guard and notification
-- triggers are not fired for a rename that changes no time (the guard would count a new zone as a
-- new schedule and email both parties).
alter table public.interviews disable trigger user;
update public.interviews i
set time_zone = private.canonical_time_zone(i.time_zone),
    candidate_time_zone = private.canonical_time_zone(i.candidate_time_zone)
where i.time_zone is distinct from private.canonical_time_zone(i.time_zone)
   or i.candidate_time_zone is distinct from private.canonical_time_zone(i.candidate_time_zone);
alter table public.interviews enable trigger user;

-- Accounts: the profile created at sign-up, its guarded columns, company slugs, account deletion.

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

-- /employers/{slug}: the company name lower-cased with spaces (and other separators) as hyphens,
-- made unique with a numeric suffix.
create function private.unique_company_slug(company_name text, profile_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  base text := pg_catalog.btrim(
    pg_catalog.regexp_replace(pg_catalog.lower(company_name), '[^a-z0-9]+', '-', 'g'), '-');
  candidate text;
  suffix integer := 1;
begin
  if base = '' then
    base := 'company';
  end if;
  candidate := base;
  while exists (select 1 from public.profiles p where p.slug = candidate and p.id <> profile_id) loop
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  end loop;
  return candidate;
end;
$$;

-- Sign-up metadata decides only between candidate and employer: nobody signs up as an admin.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  account_type public.user_type :=
    case when meta ->> 'user_type' = 'employer' then 'employer' else 'candidate' end;
begin
  insert into public.profiles (id, user_type, first_name, last_name, company_name, email)
  values (
    new.id,
    account_type,
    left(nullif(pg_catalog.btrim(meta ->> 'first_name'), ''), 100),
    left(nullif(pg_catalog.btrim(meta ->> 'last_name'), ''), 100),
    case when account_type = 'employer'
      then left(nullif(pg_catalog.btrim(meta ->> 'company_name'), ''), 200) end,
    new.email
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keep the profile's e-mail in step with the account's when the user had not changed it.
create function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles p set email = new.email
  where p.id = new.id and p.email is not distinct from old.email;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- Users edit their own details, never their account type or status.
create function private.guard_profile_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'A profile cannot change its id.' using errcode = '42501';
  end if;
  if not private.is_admin_or_system() then
    if new.user_type is distinct from old.user_type then
      raise exception 'Only an admin can change an account type.' using errcode = '42501';
    end if;
    if new.candidate_status is distinct from old.candidate_status
       or new.employer_status is distinct from old.employer_status then
      raise exception 'Only an admin can change an account status.' using errcode = '42501';
    end if;
  end if;
  return new;
end;
$$;

-- One status per role, and a slug for every named company.
create function private.normalize_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.user_type = 'candidate' then
    new.candidate_status := coalesce(new.candidate_status, 'pending');
    new.employer_status := null;
  elsif new.user_type = 'employer' then
    new.employer_status := coalesce(new.employer_status, 'pending');
    new.candidate_status := null;
  else
    new.candidate_status := null;
    new.employer_status := null;
  end if;

  if new.user_type = 'employer' and nullif(pg_catalog.btrim(new.company_name), '') is not null then
    if tg_op = 'INSERT' or new.slug is null or new.company_name is distinct from old.company_name then
      new.slug := private.unique_company_slug(new.company_name, new.id);
    end if;
  else
    new.slug := null;
  end if;

  if tg_op = 'UPDATE' then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger guard_profile_changes
  before update on public.profiles
  for each row execute function private.guard_profile_changes();

create trigger normalize_profile
  before insert or update on public.profiles
  for each row execute function private.normalize_profile();

-- Terms: users may delete their own account. Deleting the auth user cascades to the profile and
-- everything that hangs off it (jobs, applications, saved jobs, cases, notifications).
-- Files in Storage are removed by the client through the Storage API beforehand.
create function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'You must be signed in to delete your account.' using errcode = '42501';
  end if;
  delete from auth.users u where u.id = caller;
end;
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated, service_role;

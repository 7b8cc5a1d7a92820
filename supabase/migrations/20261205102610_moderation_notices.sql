-- Every moderation decision reaches the person it is about, in-app and by email, with the reason
-- where there is one: a candidate approved, a company verified (or its verification taken back),
-- an account blocked or unblocked, a job held for verification or taken down. Blocking needs a
-- reason, and blocking a company cancels its upcoming interviews with notice to the candidates.
--
-- Account standing is an account email (like a password reset): it is sent whatever the
-- recipient's notification preferences say, since it changes what they can do on the site.

create function private.notify_account(recipient uuid, kind text, title text, body text, link text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  insert into public.notifications (user_id, kind, title, body, link)
  values (recipient, kind, pg_catalog.left(title, 300), pg_catalog.left(body, 2000), link);
  select u.email into address from auth.users u where u.id = recipient;
  if address is not null then
    perform private.queue_email(address, kind, title, body, link, recipient);
  end if;
end;
$$;

revoke execute on function private.notify_account(uuid, text, text, text, text) from public, anon, authenticated;

-- A reason as a sentence: 'Fake credentials' → 'Fake credentials.'; null → 'none given.'
create function private.as_sentence(reason text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(pg_catalog.btrim(as_sentence.reason), '') is null then 'none given.'
    when pg_catalog.btrim(as_sentence.reason) ~ '[.!?]$' then pg_catalog.btrim(as_sentence.reason)
    else pg_catalog.btrim(as_sentence.reason) || '.'
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- An admin blocks with a reason: the account holder reads it. Named to fire after
-- sync_profile_block (name order), which turns candidate_status 'blocked' into blocked_at.
-- Security invoker on purpose: `private.is_admin()` must see the caller.
-- ---------------------------------------------------------------------------------------------
create function private.require_block_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.blocked_reason := nullif(pg_catalog.btrim(new.blocked_reason), '');
  if new.blocked_at is not null and (tg_op = 'INSERT' or old.blocked_at is null)
     and private.is_admin() and new.blocked_reason is null then
    raise exception 'Give the reason for blocking this account: the account holder is told it.'
      using errcode = '23514', hint = 'block_reason_required';
  end if;
  return new;
end;
$$;

create trigger validate_block_reason
  before insert or update on public.profiles
  for each row execute function private.require_block_reason();

-- ---------------------------------------------------------------------------------------------
-- Account standing: approved, verified, blocked, unblocked
-- ---------------------------------------------------------------------------------------------
create function private.notify_account_standing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  company text := coalesce(nullif(pg_catalog.btrim(new.company_name), ''), 'Your company');
  verified boolean := new.employer_status in ('verified', 'premium');
begin
  if old.blocked_at is null and new.blocked_at is not null then
    perform private.notify_account(new.id, 'account_blocked', 'Your account is blocked',
      pg_catalog.format('GlobalHire blocked your account. Reason: %s %s',
        private.as_sentence(new.blocked_reason),
        case when new.user_type = 'employer'
          then 'Your jobs are hidden from the site, you cannot post or edit jobs, and your upcoming interviews were cancelled (the candidates were told). You can still sign in and see your jobs and applicants. If you think this is a mistake, contact GlobalHire support through the contact page.'
          else 'You cannot apply to or save jobs. You can still sign in and see your applications. If you think this is a mistake, contact GlobalHire support through the contact page.'
        end),
      '/contact');
    return null;
  end if;

  if old.blocked_at is not null and new.blocked_at is null then
    perform private.notify_account(new.id, 'account_unblocked', 'Your account is unblocked',
      case
        when new.user_type <> 'employer' then
          'GlobalHire unblocked your account. You can apply to and save jobs again.'
        when verified then
          'GlobalHire unblocked your account. Your approved jobs are back on the site and you can post and edit jobs again.'
        else
          'GlobalHire unblocked your account. You can post and edit jobs again; jobs GlobalHire approves go live once your company is verified.'
      end,
      case when new.user_type = 'employer' then '/employer/dashboard' else '/jobs' end);
    return null;
  end if;

  if new.blocked_at is not null then
    return null;
  end if;

  if new.user_type = 'candidate' and old.candidate_status = 'pending' and new.candidate_status = 'active' then
    perform private.notify_account(new.id, 'account_approved', 'Your profile is approved',
      'GlobalHire approved your profile. You can now apply to jobs.', '/jobs');
  elsif new.user_type = 'employer' and old.employer_status = 'pending' and verified then
    perform private.notify_account(new.id, 'account_verified', 'Your company is verified',
      pg_catalog.format('GlobalHire verified %s. Your company page is public, and the jobs GlobalHire approves go live at once.', company),
      '/employer/dashboard');
  elsif new.user_type = 'employer' and old.employer_status in ('verified', 'premium') and new.employer_status = 'pending' then
    perform private.notify_account(new.id, 'account_verification_withdrawn', 'Your company is no longer verified',
      pg_catalog.format('GlobalHire took back the verification of %s. Your live jobs are off the site until the company is verified again; contact GlobalHire support through the contact page to ask why.', company),
      '/contact');
  end if;
  return null;
end;
$$;

create trigger notify_account_standing
  after update on public.profiles
  for each row
  when (old.blocked_at is distinct from new.blocked_at
        or old.candidate_status is distinct from new.candidate_status
        or old.employer_status is distinct from new.employer_status)
  execute function private.notify_account_standing();

revoke execute on function private.notify_account_standing() from public, anon, authenticated;

-- A blocked company's upcoming interviews will not take place: cancelled with the reason, which
-- the interview hand-off (notify_interview_change) sends to each candidate.
create function private.cancel_blocked_employer_interviews()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.interviews i
  set status = 'cancelled',
      cancel_reason = 'GlobalHire suspended the employer''s account, so this interview will not take place.'
  from public.applications a
  join public.jobs j on j.id = a.job_id
  where a.id = i.application_id and j.company_id = new.id
    and i.status = 'scheduled' and i.scheduled_at > pg_catalog.now();
  return null;
end;
$$;

create trigger cancel_blocked_employer_interviews
  after update on public.profiles
  for each row
  when (old.blocked_at is null and new.blocked_at is not null and new.user_type = 'employer')
  execute function private.cancel_blocked_employer_interviews();

revoke execute on function private.cancel_blocked_employer_interviews() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Jobs: approved (live), not approved, taken down with the reason, approved but held
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_job_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.approved is true then
    perform private.notify(new.company_id, 'job_approved', 'Job approved',
      pg_catalog.format('Your job "%s" is now live.', new.title), '/jobs/' || new.id);
  elsif new.approved is false and old.approved is true then
    perform private.notify(new.company_id, 'job_taken_down', 'Job taken down',
      pg_catalog.format('GlobalHire took your job "%s" off the site. Reason: %s Edit it to submit it again.',
                        new.title, private.as_sentence(new.rejection_reason)),
      '/employer/jobs');
  elsif new.approved is false then
    perform private.notify(new.company_id, 'job_rejected', 'Job not approved',
      case when new.rejection_reason is null
        then pg_catalog.format('Your job "%s" was not approved. Edit it to submit it again.', new.title)
        else pg_catalog.format('Your job "%s" was not approved. Reason: %s Edit it to submit it again.',
                               new.title, new.rejection_reason)
      end,
      '/employer/jobs');
  end if;
  return null;
end;
$$;

create function private.notify_job_approval_held()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A live job held because the verification was taken back: the account notice says so.
  if tg_op = 'UPDATE' and old.approved is true then
    return null;
  end if;
  perform private.notify(new.company_id, 'job_approval_held', 'Job approved, waiting for verification',
    pg_catalog.format('Your job "%s" is approved. It goes live as soon as GlobalHire has verified your company.', new.title),
    '/employer/jobs');
  return null;
end;
$$;

-- On insert (an admin posting for an unverified company) and when a hold is new. No column list
-- on the update trigger: the hold is set by a trigger, not named in the UPDATE.
create trigger notify_job_approval_held
  after insert on public.jobs
  for each row when (new.approval_held_at is not null)
  execute function private.notify_job_approval_held();
create trigger notify_job_approval_held_update
  after update on public.jobs
  for each row when (old.approval_held_at is null and new.approval_held_at is not null)
  execute function private.notify_job_approval_held();

revoke execute on function private.notify_job_approval_held() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The audit trail names the two new job decisions.
-- ---------------------------------------------------------------------------------------------
alter function private.audit_action(text, text, jsonb, jsonb, jsonb) rename to audit_action_before_moderation;

create function private.audit_action(subject text, op text, old_row jsonb, new_row jsonb, changed jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if subject = 'jobs' and op = 'UPDATE' then
    if changed ? 'taken_down_at' and new_row ->> 'taken_down_at' is not null then
      return 'job.taken_down';
    elsif changed ? 'approval_held_at' and new_row ->> 'approval_held_at' is not null
          and not (changed ? 'approved') then
      return 'job.approval_held';
    end if;
  end if;
  return private.audit_action_before_moderation(subject, op, old_row, new_row, changed);
end;
$$;

revoke execute on function private.audit_action_before_moderation(text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;
revoke execute on function private.audit_action(text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;

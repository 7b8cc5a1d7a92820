-- Moderation hand-offs queue facts for their emails: jobs submitted, approved, not approved,
-- taken down or held (with the reason an admin gave), the account's standing, plans confirmed or
-- declined, licences to sponsor claimed or decided. The in-app notices are as before. Contact
-- messages and conversation reports follow in 20261206090310.

-- ---------------------------------------------------------------------------------------------
-- Jobs: submitted for review (every admin); approved, not approved, taken down, held (employer)
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_job_submitted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
  company text;
  job_facts jsonb;
begin
  if private.is_admin() then
    return null;
  end if;
  select nullif(p.company_name, '') into company
  from public.profiles p where p.id = new.company_id;
  job_facts := pg_catalog.jsonb_build_object('job', private.email_job(new.id),
    'resubmitted', tg_op = 'UPDATE');
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' order by p.id loop
    perform private.notify(admin_id, 'job_submitted', 'Job waiting for approval',
      pg_catalog.format('%s submitted "%s" for review.', coalesce(company, 'An employer'), new.title),
      '/admin/jobs/approvals', job_facts);
  end loop;
  return null;
end;
$$;

create or replace function private.notify_job_moderation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.approved is true then
    perform private.notify(new.company_id, 'job_approved', 'Job approved',
      pg_catalog.format('Your job "%s" is now live.', new.title), '/jobs/' || new.id,
      pg_catalog.jsonb_build_object('job', private.email_job(new.id)));
  elsif new.approved is false and old.approved is true then
    perform private.notify(new.company_id, 'job_taken_down', 'Job taken down',
      pg_catalog.format('GlobalHire took your job "%s" off the site. Reason: %s Edit it to submit it again.',
                        new.title, private.as_sentence(new.rejection_reason)),
      '/employer/jobs',
      pg_catalog.jsonb_build_object('job', private.email_job(new.id), 'reason', new.rejection_reason));
  elsif new.approved is false then
    perform private.notify(new.company_id, 'job_rejected', 'Job not approved',
      case when new.rejection_reason is null
        then pg_catalog.format('Your job "%s" was not approved. Edit it to submit it again.', new.title)
        else pg_catalog.format('Your job "%s" was not approved. Reason: %s Edit it to submit it again.',
                               new.title, new.rejection_reason)
      end,
      '/employer/jobs',
      pg_catalog.jsonb_build_object('job', private.email_job(new.id), 'reason', new.rejection_reason));
  end if;
  return null;
end;
$$;

create or replace function private.notify_job_approval_held()
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
    '/employer/jobs',
    pg_catalog.jsonb_build_object('job', private.email_job(new.id)));
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Account standing: approved, verified (or no longer), blocked with the reason, unblocked
-- ---------------------------------------------------------------------------------------------
create or replace function private.notify_account_standing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  company text := coalesce(nullif(pg_catalog.btrim(new.company_name), ''), 'Your company');
  company_facts jsonb := pg_catalog.jsonb_build_object(
    'companyName', nullif(pg_catalog.btrim(new.company_name), ''));
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
      '/contact',
      pg_catalog.jsonb_build_object('reason', new.blocked_reason));
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
      case when new.user_type = 'employer' then '/employer/dashboard' else '/jobs' end,
      pg_catalog.jsonb_build_object('companyVerified', verified));
    return null;
  end if;

  if new.blocked_at is not null then
    return null;
  end if;

  if new.user_type = 'candidate' and old.candidate_status = 'pending' and new.candidate_status = 'active' then
    perform private.notify_account(new.id, 'account_approved', 'Your profile is approved',
      'GlobalHire approved your profile. You can now apply to jobs.', '/jobs', '{}'::jsonb);
  elsif new.user_type = 'employer' and old.employer_status = 'pending' and verified then
    perform private.notify_account(new.id, 'account_verified', 'Your company is verified',
      pg_catalog.format('GlobalHire verified %s. Your company page is public, and the jobs GlobalHire approves go live at once.', company),
      '/employer/dashboard', company_facts);
  elsif new.user_type = 'employer' and old.employer_status in ('verified', 'premium') and new.employer_status = 'pending' then
    perform private.notify_account(new.id, 'account_verification_withdrawn', 'Your company is no longer verified',
      pg_catalog.format('GlobalHire took back the verification of %s. Your live jobs are off the site until the company is verified again; contact GlobalHire support through the contact page to ask why.', company),
      '/contact', company_facts);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Plans: confirmed (active, with the end of its period) or declined by an admin (employer)
-- ---------------------------------------------------------------------------------------------
create or replace function private.sync_employer_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid boolean := private.employer_plan(new.employer_id) <> 'free';
begin
  update public.profiles p
  set employer_status = case
    when paid then 'premium'::public.employer_status
    when p.employer_status = 'premium' then 'verified'::public.employer_status
    else p.employer_status end
  where p.id = new.employer_id and p.user_type = 'employer';
  if new.status = 'active' and (tg_op = 'INSERT' or old.status <> 'active') then
    perform private.notify(new.employer_id, 'plan_confirmed', 'Plan activated',
      pg_catalog.format('Your %s plan is active.', private.plan_label(new.plan)), '/employer/plans',
      pg_catalog.jsonb_build_object('plan', new.plan, 'periodEnd', new.period_end));
  elsif tg_op = 'UPDATE' and old.status = 'requested' and new.status = 'cancelled'
        and (select auth.uid()) is distinct from new.employer_id then
    perform private.notify(new.employer_id, 'plan_declined', 'Plan request declined',
      pg_catalog.format('Your request for the %s plan was declined. Your current plan stays as it is; contact us if you have questions.',
                        private.plan_label(new.plan)), '/employer/plans',
      pg_catalog.jsonb_build_object('plan', new.plan));
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Licences to sponsor: a claim waiting for a check (every admin); a decision (employer)
-- ---------------------------------------------------------------------------------------------
/** A licence as emails show it: {kind, number, routes}. */
create function private.email_licence(licence public.employer_licences)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('kind', licence.kind, 'number', licence.licence_number,
    'routes', pg_catalog.to_jsonb(licence.routes))
$$;

revoke execute on function private.email_licence(public.employer_licences) from public, anon, authenticated;

create or replace function private.notify_licence_claimed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_id uuid;
  company text;
  claim_facts jsonb;
begin
  -- Only the employer's own claim or edit: an admin who adds or changes a licence has checked it,
  -- and the seed and the service role tell no one.
  if (select auth.uid()) is distinct from new.employer_id then
    return null;
  end if;
  select nullif(p.company_name, '') into company from public.profiles p where p.id = new.employer_id;
  claim_facts := pg_catalog.jsonb_build_object('companyName', coalesce(company, 'An employer'),
    'licence', private.email_licence(new), 'changed', tg_op = 'UPDATE');
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' order by p.id loop
    perform private.notify(admin_id, 'licence_claimed', 'Licence waiting for a check',
      pg_catalog.format(
        case when tg_op = 'INSERT'
          then '%s claimed a %s. Check it against the official register before verifying it.'
          else '%s changed its %s, so it is waiting for a check again. Check it against the official register.'
        end,
        coalesce(company, 'An employer'), private.licence_label(new.kind, new.licence_number)),
      '/admin/employer-licences?status=claimed', claim_facts);
  end loop;
  return null;
end;
$$;

create or replace function private.notify_licence_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  licence text := private.licence_label(new.kind, new.licence_number);
  licence_facts jsonb := private.email_licence(new);
begin
  if tg_op = 'UPDATE' and new.status = 'verified' and old.status = 'verified' then
    perform private.notify(new.employer_id, 'licence_status', 'Licence routes updated',
      pg_catalog.format('GlobalHire updated the routes of your %s. It now covers: %s.',
        licence, coalesce(nullif(pg_catalog.array_to_string(new.routes, ', '), ''), 'no routes')),
      '/employer/profile',
      pg_catalog.jsonb_build_object('change', 'routes', 'licence', licence_facts, 'reason', null));
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
    '/employer/profile',
    -- The admin's note is the employer's to read only as the reason of a revocation.
    pg_catalog.jsonb_build_object('change', new.status, 'licence', licence_facts,
      'reason', case when new.status = 'revoked' then nullif(pg_catalog.btrim(new.admin_note), '') end));
  return null;
end;
$$;

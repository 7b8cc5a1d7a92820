-- Managed-service hand-offs queue facts for their emails (the candidate, the recruiter, the
-- proposed job and the candidate's words), rendered by the service templates; the unread-message
-- email queues the conversation's facts (the job, the count, the employer's name to a candidate
-- and never the candidate's to an employer; never a message's words). In-app notices as before.
-- As before (20261205101800).
create or replace function public.enrol_in_managed_service(
  target_countries text[], target_roles text[], salary_min numeric, salary_currency text,
  salary_period public.salary_period, consent_version integer)
returns public.service_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  current_version integer := (select max(t.version) from public.service_consent_texts t);
  before public.service_enrolments;
  after public.service_enrolments;
begin
  if not private.is_candidate_in_good_standing() then
    raise exception 'Only a candidate account in good standing can enrol in the managed service.' using errcode = '42501';
  end if;
  if consent_version is distinct from current_version then
    raise exception 'The consent text has changed. Read it again and confirm.' using errcode = '22023';
  end if;
  select * into before from public.service_enrolments e where e.candidate_id = me;

  insert into public.service_enrolments as e (candidate_id, recruiter_id, status, target_countries, target_roles,
    salary_min, salary_currency, salary_period, consent_version, consented_at, withdrawn_at)
  values (me, private.least_busy_recruiter(), 'active', target_countries,
    coalesce(target_roles, '{}'), salary_min, nullif(salary_currency, ''), coalesce(salary_period, 'year'),
    consent_version, pg_catalog.now(), null)
  on conflict (candidate_id) do update set
    target_countries = excluded.target_countries, target_roles = excluded.target_roles,
    salary_min = excluded.salary_min, salary_currency = excluded.salary_currency,
    salary_period = excluded.salary_period, status = 'active', withdrawn_at = null,
    recruiter_id = coalesce(e.recruiter_id, excluded.recruiter_id),
    consent_version = excluded.consent_version,
    consented_at = case when e.status = 'active' and e.consent_version = excluded.consent_version
                        then e.consented_at else excluded.consented_at end,
    updated_at = pg_catalog.now()
  returning * into after;

  if before is null or before.status <> 'active' or before.consent_version <> consent_version then
    insert into public.service_consents (candidate_id, consent_version, consent_text)
    select me, t.version, t.body from public.service_consent_texts t where t.version = consent_version;
    perform private.notify(after.recruiter_id, 'caseload_assigned', 'New candidate on your caseload',
      pg_catalog.format('%s enrolled in the managed service.', private.person_name(me)),
      '/recruiter/candidates/' || me,
      pg_catalog.jsonb_build_object('candidate', private.email_person(me), 'event', 'enrolled',
        'newRecruiter', null));
  end if;
  return after;
end;
$$;

-- As before (20261205101800); the email says how many open proposals went with the consent.
create or replace function public.withdraw_managed_service_consent()
returns public.service_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  after public.service_enrolments;
  withdrawn_count integer;
begin
  update public.service_enrolments e set status = 'withdrawn', withdrawn_at = pg_catalog.now(),
    updated_at = pg_catalog.now()
  where e.candidate_id = me and e.status = 'active'
  returning * into after;
  if after is null then
    raise exception 'You are not enrolled in the managed service.' using errcode = 'P0002';
  end if;
  update public.service_consents c set withdrawn_at = pg_catalog.now()
  where c.candidate_id = me and c.withdrawn_at is null;
  update public.service_proposals s set status = 'withdrawn', updated_at = pg_catalog.now()
  where s.candidate_id = me and s.status = 'proposed';
  get diagnostics withdrawn_count = row_count;
  perform private.notify(after.recruiter_id, 'service_withdrawn', 'Consent withdrawn',
    pg_catalog.format('%s withdrew their consent to the managed service. Their open proposals are withdrawn.',
                      private.person_name(me)),
    '/recruiter',
    pg_catalog.jsonb_build_object('candidate', private.email_person(me), 'withdrawnProposals', withdrawn_count));
  return after;
end;
$$;

-- As before (20261205101800).
create or replace function public.assign_recruiter(candidate_id uuid, recruiter_id uuid)
returns public.service_enrolments
language plpgsql
security definer
set search_path = ''
as $$
declare
  before public.service_enrolments;
  after public.service_enrolments;
begin
  if not private.is_admin() then
    raise exception 'Only an admin, signed in with two factors, can assign recruiters.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.profiles p where p.id = assign_recruiter.recruiter_id
                 and p.user_type = 'recruiter' and p.blocked_at is null) then
    raise exception 'Choose a recruiter account.' using errcode = '22023';
  end if;
  select * into before from public.service_enrolments e where e.candidate_id = assign_recruiter.candidate_id;
  update public.service_enrolments e set recruiter_id = assign_recruiter.recruiter_id, updated_at = pg_catalog.now()
  where e.candidate_id = assign_recruiter.candidate_id
  returning * into after;
  if after is null then
    raise exception 'This candidate is not enrolled in the managed service.' using errcode = 'P0002';
  end if;
  perform private.notify(after.recruiter_id, 'caseload_assigned', 'New candidate on your caseload',
    pg_catalog.format('An admin moved %s to your caseload.', private.person_name(after.candidate_id)),
    '/recruiter/candidates/' || after.candidate_id,
    pg_catalog.jsonb_build_object('candidate', private.email_person(after.candidate_id), 'event', 'moved_to_you',
      'newRecruiter', null));
  if before.recruiter_id is distinct from after.recruiter_id then
    perform private.notify(before.recruiter_id, 'caseload_assigned', 'Candidate moved from your caseload',
      pg_catalog.format('An admin moved %s to %s''s caseload.', private.person_name(after.candidate_id),
                        private.person_name(after.recruiter_id)),
      '/recruiter',
      pg_catalog.jsonb_build_object('candidate', private.email_person(after.candidate_id), 'event', 'moved_away',
        'newRecruiter', private.email_person(after.recruiter_id)));
  end if;
  perform private.notify(after.candidate_id, 'service_recruiter', 'Your recruiter',
    pg_catalog.format('%s is now your GlobalHire recruiter.', private.person_name(after.recruiter_id)),
    '/applicant/service',
    pg_catalog.jsonb_build_object('recruiter', private.email_person(after.recruiter_id)));
  return after;
end;
$$;

-- As before (20261205101810).
create or replace function private.notify_service_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
  recruiter_facts jsonb := case when new.recruiter_id is not null then private.email_person(new.recruiter_id) end;
begin
  select j.title, coalesce(c.company_name, 'an employer') as company into job
  from public.jobs j left join public.profiles c on c.id = j.company_id where j.id = new.job_id;
  if tg_op = 'INSERT' then
    perform private.notify(new.candidate_id, 'service_proposal', 'A job proposed for you',
      pg_catalog.format('Your recruiter proposes "%s" at %s. Approve it and we apply for you, or decline it.',
                        job.title, job.company),
      '/applicant/service',
      pg_catalog.jsonb_build_object('job', private.email_job(new.job_id), 'proposalId', new.id, 'withdrawn', false,
        'recruiter', recruiter_facts, 'reason', new.reason));
  elsif new.status <> old.status and new.status in ('approved', 'declined') then
    perform private.notify(new.recruiter_id, 'proposal_decided',
      case new.status when 'approved' then 'Proposal approved' else 'Proposal declined' end,
      case new.status
        when 'approved' then pg_catalog.format('%s approved "%s" at %s. The application is submitted.',
                                               private.person_name(new.candidate_id), job.title, job.company)
        else pg_catalog.format('%s declined "%s" at %s%s', private.person_name(new.candidate_id), job.title,
                               job.company, coalesce(': ' || nullif(new.decline_reason, ''), '.'))
      end,
      '/recruiter/candidates/' || new.candidate_id,
      pg_catalog.jsonb_build_object('job', private.email_job(new.job_id), 'proposalId', new.id,
        'candidate', private.email_person(new.candidate_id), 'approved', new.status = 'approved',
        'declineReason', case when new.status = 'declined' then nullif(pg_catalog.btrim(new.decline_reason), '') end,
        'applicationId', new.application_id));
  elsif new.status <> old.status and new.status = 'withdrawn' and (select auth.uid()) is distinct from new.candidate_id then
    perform private.notify(new.candidate_id, 'service_proposal', 'Proposal withdrawn',
      pg_catalog.format('Your recruiter withdrew the proposal of "%s" at %s.', job.title, job.company),
      '/applicant/service',
      pg_catalog.jsonb_build_object('job', private.email_job(new.job_id), 'proposalId', new.id, 'withdrawn', true,
        'recruiter', recruiter_facts, 'reason', null));
  end if;
  return null;
end;
$$;

-- As before (20261205110005).
create or replace function public.queue_unread_message_emails(max_due integer default 50)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  unread record;
  address text;
  handled integer := 0;
begin
  for due in
    select e.conversation_id, e.recipient_id, e.last_emailed_at,
           c.application_id, c.candidate_id, c.employer_id, j.id as job_id, j.title
    from private.conversation_unread_emails e
    join public.conversations c on c.id = e.conversation_id
    join public.applications a on a.id = c.application_id
    join public.jobs j on j.id = a.job_id
    where e.due_at <= pg_catalog.now()
    order by e.due_at, e.conversation_id
    limit greatest(least(coalesce(max_due, 50), 1000), 1)
    for update of e skip locked
  loop
    handled := handled + 1;
    -- what the recipient has not read and was not told of yet
    select count(*) as messages, pg_catalog.min(m.created_at) as oldest
      into unread
    from public.conversation_messages m
    where m.conversation_id = due.conversation_id and m.sender_id <> due.recipient_id
      and m.id > coalesce((select r.last_read_message_id from public.conversation_reads r
                           where r.conversation_id = due.conversation_id and r.user_id = due.recipient_id), 0)
      and (due.last_emailed_at is null or m.created_at > due.last_emailed_at);

    if unread.messages = 0
       or exists (select 1 from public.conversation_blocks b where b.conversation_id = due.conversation_id)
       or not private.wants_email(due.recipient_id, 'new_message') then
      update private.conversation_unread_emails e set due_at = null
      where e.conversation_id = due.conversation_id and e.recipient_id = due.recipient_id;
    elsif unread.oldest > pg_catalog.now() - interval '15 minutes'
          or due.last_emailed_at > pg_catalog.now() - interval '1 hour' then
      -- not yet: when the oldest untold message is 15 minutes old, and an hour after the last email
      update private.conversation_unread_emails e
      set due_at = greatest(unread.oldest + interval '15 minutes',
                            coalesce(due.last_emailed_at + interval '1 hour', pg_catalog.now()))
      where e.conversation_id = due.conversation_id and e.recipient_id = due.recipient_id;
    else
      select u.email into address from auth.users u where u.id = due.recipient_id;
      if address is not null then
        -- the employer's name to the candidate; to the employer, only the job (never the candidate's name)
        perform private.queue_email_facts(address, 'new_message',
          pg_catalog.jsonb_build_object('applicationId', due.application_id,
            'conversationId', due.conversation_id, 'job', private.email_job(due.job_id),
            'unreadCount', unread.messages,
            'from', case when due.recipient_id = due.candidate_id
                         then pg_catalog.jsonb_build_object('name', private.conversation_party_name(due.employer_id)) end,
            'link', case when due.recipient_id = due.candidate_id
                         then '/applicant/messages/' || due.application_id
                         else '/employer/messages/' || due.application_id end),
          due.recipient_id, true);
      end if;
      update private.conversation_unread_emails e
      set due_at = null, last_emailed_at = pg_catalog.now()
      where e.conversation_id = due.conversation_id and e.recipient_id = due.recipient_id;
    end if;
  end loop;
  return handled;
end;
$$;


-- What an admin reads before approving, verifying or blocking an account: the counts behind its
-- flags, and the audit trail of what was done to it and to what it owns.
--
-- Both functions run with the caller's rights (row-level security decides every row they read)
-- and refuse anyone who is not an admin with a live two-factor session, so a refusal says so
-- instead of answering with empty counts.

-- Counts of the account's activity, as (dimension, item, total, latest_at) rows:
-- * application_status: applications the candidate sent, per status (latest_at: the newest);
-- * received_status: applications the employer's jobs received, per status;
-- * job_lifecycle: the employer's jobs per lifecycle (job_summaries' statuses);
-- * busiest_hour: the most applications the candidate sent within any 60 minutes, and when the
--   last of them was sent (no row when they sent none).
create function public.admin_account_activity(account_id uuid)
returns table (dimension text, item text, total integer, latest_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read an account''s activity.' using errcode = '42501';
  end if;
  return query
    select 'application_status'::text, a.status::text, count(*)::integer, max(a.created_at)
      from public.applications a
      where a.candidate_id = admin_account_activity.account_id
      group by a.status
    union all
    select 'received_status'::text, a.status::text, count(*)::integer, max(a.created_at)
      from public.applications a
      join public.jobs j on j.id = a.job_id
      where j.company_id = admin_account_activity.account_id
      group by a.status
    union all
    select 'job_lifecycle'::text, s.lifecycle, count(*)::integer, max(s.created_at)
      from public.job_summaries s
      where s.company_id = admin_account_activity.account_id
      group by s.lifecycle
    union all
    (select 'busiest_hour'::text, null::text, w.in_hour::integer, w.created_at
       from (
         select a.created_at,
                count(*) over (order by a.created_at
                               range between interval '60 minutes' preceding and current row) as in_hour
         from public.applications a
         where a.candidate_id = admin_account_activity.account_id
       ) w
       order by w.in_hour desc, w.created_at desc
       limit 1);
end;
$$;

comment on function public.admin_account_activity(uuid) is
  'Admins only: an account''s applications per status (sent and received), jobs per lifecycle and busiest hour of applying.';

-- The audit trail of the account: entries about its profile and the records it owns (jobs,
-- plans, licences, managed-service enrolment, proposals, orders, invoices, visa cases and their
-- documents), newest first, at most 200. Records deleted since are no longer linked to the
-- account, so their entries are found on the full trail only.
create function public.admin_account_audit(account_id uuid, max_entries integer default 50)
returns setof public.audit_log
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can read the audit trail.' using errcode = '42501';
  end if;
  return query
    select l.*
    from public.audit_log l
    where (l.subject_table, l.subject_id) in (
      select 'profiles'::text, admin_account_audit.account_id::text
      union all select 'service_enrolments', admin_account_audit.account_id::text
      union all select 'jobs', j.id::text from public.jobs j
        where j.company_id = admin_account_audit.account_id
      union all select 'subscriptions', s.id::text from public.subscriptions s
        where s.employer_id = admin_account_audit.account_id
      union all select 'employer_licences', e.id::text from public.employer_licences e
        where e.employer_id = admin_account_audit.account_id
      union all select 'service_proposals', p.id::text from public.service_proposals p
        where p.candidate_id = admin_account_audit.account_id
      union all select 'service_orders', o.id::text from public.service_orders o
        where o.candidate_id = admin_account_audit.account_id
      union all select 'invoices', i.id::text from public.invoices i
        where i.candidate_id = admin_account_audit.account_id
      union all select 'visa_cases', v.id::text from public.visa_cases v
        where v.candidate_id = admin_account_audit.account_id
      union all select 'visa_case_documents', d.id::text from public.visa_case_documents d
        join public.visa_cases v on v.id = d.case_id
        where v.candidate_id = admin_account_audit.account_id
    )
    order by l.created_at desc, l.id desc
    limit greatest(1, least(coalesce(admin_account_audit.max_entries, 50), 200));
end;
$$;

comment on function public.admin_account_audit(uuid, integer) is
  'Admins only: audit entries about an account and the records it owns, newest first (at most 200).';

revoke execute on function public.admin_account_activity(uuid) from public, anon;
revoke execute on function public.admin_account_audit(uuid, integer) from public, anon;
grant execute on function public.admin_account_activity(uuid) to authenticated, service_role;
grant execute on function public.admin_account_audit(uuid, integer) to authenticated, service_role;

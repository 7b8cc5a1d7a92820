-- The managed service in the audit trail and in "Your data".
--
-- The trail so far recorded admins' actions only. Every step of the managed service is recorded
-- whoever takes it: a candidate's enrolment, consent and decisions, a recruiter's proposals, and
-- the invoices any of these raise. Recruiters' actions are recorded everywhere, as admins' are.

create function private.audits_every_actor(subject text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select subject in ('service_enrolments', 'service_proposals', 'service_orders', 'invoices')
$$;

create or replace function private.write_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  actor_email text;
  actor_name text;
  actor_type public.user_type;
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then pg_catalog.to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then pg_catalog.to_jsonb(new) end;
  diff jsonb;
  current_row jsonb;
begin
  if caller is null then
    return null;
  end if;
  select u.email, nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), ''), p.user_type
    into actor_email, actor_name, actor_type
  from public.profiles p left join auth.users u on u.id = p.id
  where p.id = caller;
  if not found or not (actor_type in ('admin', 'recruiter') or private.audits_every_actor(tg_table_name)) then
    return null;
  end if;

  diff := private.audit_diff(old_row, new_row);
  if tg_op = 'UPDATE' and diff -> 'after' = '{}'::jsonb then
    return null;
  end if;
  current_row := coalesce(new_row, old_row);

  insert into public.audit_log (
    actor_id, actor_email, actor_name, action, subject_table, subject_id, subject_label, parent_id,
    before, after
  ) values (
    caller, actor_email, actor_name,
    private.audit_action(tg_table_name, tg_op, old_row, new_row, diff -> 'after'),
    tg_table_name, coalesce(current_row ->> 'id', current_row ->> 'candidate_id', current_row ->> 'code'),
    private.audit_subject_label(tg_table_name, current_row),
    coalesce(current_row ->> 'case_id', current_row ->> 'message_id'),
    diff -> 'before', diff -> 'after'
  );
  return null;
end;
$$;

alter function private.audit_action(text, text, jsonb, jsonb, jsonb) rename to audit_action_before_service;

create function private.audit_action(subject text, op text, old_row jsonb, new_row jsonb, changed jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case subject
  when 'service_enrolments' then
    if op = 'INSERT' then return 'service.enrolled'; end if;
    if changed ? 'status' then
      return case new_row ->> 'status' when 'withdrawn' then 'service.withdrawn' else 'service.enrolled' end;
    elsif changed ? 'recruiter_id' then
      return 'service.reassigned';
    end if;
    return 'service.edited';
  when 'service_proposals' then
    if op = 'INSERT' then return 'proposal.created'; end if;
    if changed ? 'status' then return 'proposal.' || (new_row ->> 'status'); end if;
    return 'proposal.edited';
  when 'service_orders' then
    return 'order.created';
  when 'invoices' then
    if op = 'INSERT' then return 'invoice.issued'; end if;
    if changed ? 'status' then
      return case new_row ->> 'status' when 'paid' then 'invoice.paid' when 'void' then 'invoice.voided'
                                       else 'invoice.edited' end;
    end if;
    return 'invoice.edited';
  when 'service_fees' then
    return 'fee.edited';
  when 'fee_jurisdictions' then
    return 'fee_rule.' || case op when 'INSERT' then 'created' when 'DELETE' then 'deleted' else 'edited' end;
  else
    return private.audit_action_before_service(subject, op, old_row, new_row, changed);
  end case;
end;
$$;

alter function private.audit_subject_label(text, jsonb) rename to audit_subject_label_before_service;

create function private.audit_subject_label(subject text, row_data jsonb)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  case subject
  when 'service_enrolments', 'service_orders' then
    return private.person_name((row_data ->> 'candidate_id')::uuid);
  when 'service_proposals' then
    return pg_catalog.concat_ws(' · ', private.person_name((row_data ->> 'candidate_id')::uuid),
      (select j.title from public.jobs j where j.id = (row_data ->> 'job_id')::bigint));
  when 'invoices' then
    return pg_catalog.concat_ws(' · ', row_data ->> 'number', row_data ->> 'bill_to_name');
  when 'service_fees' then
    return row_data ->> 'label';
  when 'fee_jurisdictions' then
    return row_data ->> 'name';
  else
    return private.audit_subject_label_before_service(subject, row_data);
  end case;
end;
$$;

revoke execute on function private.audit_action_before_service(text, text, jsonb, jsonb, jsonb) from public, anon, authenticated;
revoke execute on function private.audit_subject_label_before_service(text, jsonb) from public, anon, authenticated;
revoke execute on function private.audit_subject_label(text, jsonb) from public, anon, authenticated;

do $$
declare
  audited text;
begin
  foreach audited in array array[
    'service_enrolments', 'service_proposals', 'service_orders', 'invoices', 'service_fees', 'fee_jurisdictions'
  ] loop
    execute pg_catalog.format(
      'create trigger write_audit_entry after insert or update or delete on public.%I '
      'for each row execute function private.write_audit_entry()', audited);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- "Your data": the candidate's enrolment, consents, proposals (without recruiters' notes),
-- orders, charges and invoices with their lines.
-- ---------------------------------------------------------------------------------------------
alter function public.export_my_data() rename to export_data_before_service;
alter function public.export_data_before_service() set schema private;
revoke execute on function private.export_data_before_service() from public, anon, authenticated;

create function public.export_my_data()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with me as (select (select auth.uid()) as id)
  select private.export_data_before_service() || pg_catalog.jsonb_build_object(
    'managed_service', (select pg_catalog.to_jsonb(e) from public.service_enrolments e, me where e.candidate_id = me.id),
    'service_consents', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - 'candidate_id' order by c.given_at)
      from public.service_consents c, me where c.candidate_id = me.id), '[]'::jsonb),
    'service_proposals', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(s) - 'candidate_id' order by s.created_at)
      from public.service_proposals s, me where s.candidate_id = me.id), '[]'::jsonb),
    'service_orders', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(o) - 'candidate_id' order by o.created_at)
      from public.service_orders o, me where o.candidate_id = me.id), '[]'::jsonb),
    'service_charges', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(c) - 'candidate_id' order by c.created_at)
      from public.service_charges c, me where c.candidate_id = me.id), '[]'::jsonb),
    'invoices', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(i) - array['candidate_id', 'recorded_by']
        || pg_catalog.jsonb_build_object('lines', (
             select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(l) - 'invoice_id' order by l.id), '[]'::jsonb)
             from public.invoice_lines l where l.invoice_id = i.id))
        order by i.issued_at)
      from public.invoices i, me where i.candidate_id = me.id), '[]'::jsonb))
$$;

revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

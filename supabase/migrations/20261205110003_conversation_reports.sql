-- Reports of conversations: a participant reports one (a reason of 1 to 1,000 characters; one
-- open report per conversation and reporter; at most 10 reports a day), every admin hears of it,
-- and an admin reviews it (dismissed or actioned, with a note), written to the audit trail.

create function public.report_conversation(conversation_id uuid, reason text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  why text := pg_catalog.btrim(coalesce(report_conversation.reason, ''));
  report_id bigint;
  title text;
  admin_id uuid;
begin
  if caller is null or not private.is_conversation_participant(report_conversation.conversation_id) then
    raise exception 'This conversation was not found.' using errcode = 'P0002';
  end if;
  if pg_catalog.char_length(why) = 0 or pg_catalog.char_length(why) > 1000 then
    raise exception 'Say why you are reporting this conversation, in up to 1,000 characters.'
      using errcode = '23514', hint = 'reason';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('conversation_reports:' || caller::text));
  if exists (select 1 from public.conversation_reports r
             where r.conversation_id = report_conversation.conversation_id and r.reporter_id = caller
               and r.status = 'open') then
    raise exception 'You have already reported this conversation. Our team will review it.'
      using errcode = '23505', hint = 'report_open';
  end if;
  if (select count(*) from public.conversation_reports r
      where r.reporter_id = caller and r.created_at > pg_catalog.now() - interval '1 day') >= 10 then
    raise exception 'You have sent 10 reports in the last 24 hours, the most allowed. Please try again later.'
      using errcode = 'PT429', hint = 'report_rate_limited';
  end if;

  insert into public.conversation_reports (conversation_id, reporter_id, reason)
  values (report_conversation.conversation_id, caller, why)
  returning id into report_id;

  select j.title into title
  from public.conversations c join public.applications a on a.id = c.application_id
  join public.jobs j on j.id = a.job_id
  where c.id = report_conversation.conversation_id;
  for admin_id in select p.id from public.profiles p where p.user_type = 'admin' loop
    perform private.notify(admin_id, 'conversation_reported', 'Conversation reported',
      pg_catalog.format('A conversation about "%s" was reported and waits for a review.', title),
      '/admin/conversations');
  end loop;
  return report_id;
end;
$$;

/** Reports for the admins' review, the newest first (at most 200), optionally of one status. */
create function public.list_conversation_reports(status public.conversation_report_status default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can review reported conversations.' using errcode = '42501';
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(x.report order by x.created_at desc, x.id desc)
    from (
      select r.id, r.created_at, pg_catalog.jsonb_build_object(
        'id', r.id, 'conversation_id', r.conversation_id, 'application_id', c.application_id,
        'job_title', j.title, 'reporter_name', private.conversation_party_name(r.reporter_id),
        'reason', r.reason, 'created_at', r.created_at, 'status', r.status,
        'review_note', r.review_note, 'reviewed_at', r.reviewed_at) as report
      from public.conversation_reports r
      join public.conversations c on c.id = r.conversation_id
      join public.applications a on a.id = c.application_id
      join public.jobs j on j.id = a.job_id
      where list_conversation_reports.status is null or r.status = list_conversation_reports.status
      order by r.created_at desc, r.id desc
      limit 200
    ) x), '[]'::jsonb);
end;
$$;

/** An admin closes a report: dismissed (nothing wrong) or actioned (they acted on it). */
create function public.review_conversation_report(report_id bigint, decision text, note text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  review_text text := nullif(pg_catalog.btrim(coalesce(review_conversation_report.note, '')), '');
  before_review public.conversation_reports;
  reviewed public.conversation_reports;
  actor_email text;
  actor_name text;
  title text;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can review reported conversations.' using errcode = '42501';
  end if;
  if review_conversation_report.decision is null or review_conversation_report.decision not in ('dismissed', 'actioned') then
    raise exception 'Choose whether to dismiss the report or record that it was acted on.'
      using errcode = '23514', hint = 'decision';
  end if;
  if pg_catalog.char_length(review_text) > 2000 then
    raise exception 'Keep the note to 2,000 characters.' using errcode = '23514', hint = 'note';
  end if;
  select * into before_review from public.conversation_reports r
  where r.id = review_conversation_report.report_id for update;
  if before_review.id is null then
    raise exception 'This report no longer exists.' using errcode = 'P0002';
  end if;
  if before_review.status <> 'open' then
    raise exception 'This report was already reviewed.' using errcode = '55000', hint = 'report_reviewed';
  end if;

  update public.conversation_reports r
  set status = review_conversation_report.decision::public.conversation_report_status,
      reviewed_by = caller, review_note = review_text, reviewed_at = pg_catalog.now()
  where r.id = before_review.id
  returning * into reviewed;

  select u.email, nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), '')
    into actor_email, actor_name
  from public.profiles p left join auth.users u on u.id = p.id
  where p.id = caller;
  select j.title into title
  from public.conversations c join public.applications a on a.id = c.application_id
  join public.jobs j on j.id = a.job_id
  where c.id = reviewed.conversation_id;
  insert into public.audit_log (
    actor_id, actor_email, actor_name, action, subject_table, subject_id, subject_label, parent_id, before, after
  ) values (
    caller, actor_email, actor_name, 'conversation_report.' || reviewed.status::text,
    'conversation_reports', reviewed.id::text, title, reviewed.conversation_id::text,
    pg_catalog.jsonb_build_object('status', before_review.status),
    pg_catalog.jsonb_build_object('status', reviewed.status, 'review_note', reviewed.review_note));

  return pg_catalog.jsonb_build_object(
    'id', reviewed.id, 'conversation_id', reviewed.conversation_id, 'status', reviewed.status,
    'review_note', reviewed.review_note, 'reviewed_at', reviewed.reviewed_at);
end;
$$;

revoke execute on function public.report_conversation(uuid, text) from public, anon;
revoke execute on function public.list_conversation_reports(public.conversation_report_status) from public, anon;
revoke execute on function public.review_conversation_report(bigint, text, text) from public, anon;
grant execute on function public.report_conversation(uuid, text) to authenticated;
grant execute on function public.list_conversation_reports(public.conversation_report_status) to authenticated;
grant execute on function public.review_conversation_report(bigint, text, text) to authenticated;

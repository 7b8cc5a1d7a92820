-- "Your data" lists the contact messages the account sent while signed in, and no others. It used
-- to match messages by their address, but anyone can type any address into the contact form: a
-- stranger's message "from" the account's address is the stranger's words, not the account's.
-- The account part of the export (renamed private.export_account_data by
-- 20261205100700_export_visa_data) is redefined with that one change.

create or replace function private.export_account_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  account jsonb;
  kind public.user_type;
begin
  if caller is null then
    raise exception 'You must be signed in to download your data.' using errcode = '42501';
  end if;
  select p.user_type into kind from public.profiles p where p.id = caller;

  select pg_catalog.jsonb_build_object(
    'id', u.id, 'email', u.email, 'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at
  ) into account from auth.users u where u.id = caller;

  return pg_catalog.jsonb_build_object(
    'exported_at', pg_catalog.now(),
    'account', account,
    'profile', (select pg_catalog.to_jsonb(p) from public.profiles p where p.id = caller),
    'notification_preferences',
      (select pg_catalog.to_jsonb(n) - 'user_id' from public.notification_preferences n where n.user_id = caller),
    'notifications', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(n) - 'user_id' order by n.created_at desc)
      from public.notifications n where n.user_id = caller), '[]'::jsonb),
    'contact_messages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', m.id, 'subject', m.subject, 'message', m.message, 'created_at', m.created_at,
        'replies', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'body', r.body, 'author_name', r.author_name, 'created_at', r.created_at) order by r.created_at)
          from public.contact_replies r where r.message_id = m.id), '[]'::jsonb)
      ) order by m.created_at desc)
      from public.contact_messages m
      where m.user_id = caller), '[]'::jsonb),
    -- candidates
    'applications', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', a.id, 'job_id', a.job_id, 'job_title', j.title, 'company_name', c.company_name,
        'status', a.status, 'cover_letter', a.cover_letter, 'cv_path', a.cv_path,
        'created_at', a.created_at, 'updated_at', a.updated_at,
        'history', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
            'from_status', e.from_status, 'to_status', e.to_status, 'created_at', e.created_at) order by e.created_at)
          from public.application_events e where e.application_id = a.id), '[]'::jsonb),
        'interviews', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(i) - 'notes' - 'created_by' order by i.scheduled_at)
          from public.interviews i where i.application_id = a.id), '[]'::jsonb)
      ) order by a.created_at desc)
      from public.applications a
      join public.jobs j on j.id = a.job_id
      join public.profiles c on c.id = j.company_id
      where a.candidate_id = caller), '[]'::jsonb),
    'saved_jobs', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'job_id', s.job_id, 'job_title', j.title, 'saved_at', s.created_at) order by s.created_at desc)
      from public.saved_jobs s join public.jobs j on j.id = s.job_id
      where s.candidate_id = caller), '[]'::jsonb),
    'job_alerts', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(a) - 'candidate_id' - 'unsubscribe_token' order by a.created_at)
      from public.job_alerts a where a.candidate_id = caller), '[]'::jsonb),
    'visa_cases', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', v.id, 'job_id', v.job_id, 'destination_country', v.destination_country,
        'visa_type', v.visa_type, 'status', v.status, 'notes', v.notes,
        'created_at', v.created_at, 'updated_at', v.updated_at,
        'steps', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(s) - 'case_id' order by s.position)
          from public.visa_case_steps s where s.case_id = v.id), '[]'::jsonb),
        'documents', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(d) - 'case_id' order by d.created_at)
          from public.visa_case_documents d where d.case_id = v.id), '[]'::jsonb),
        'notes_shared_with_you', coalesce((
          select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('body', n.body, 'created_at', n.created_at)
                                      order by n.created_at)
          from public.visa_case_notes n where n.case_id = v.id and n.visible_to_candidate), '[]'::jsonb)
      ) order by v.created_at desc)
      from public.visa_cases v where v.candidate_id = caller), '[]'::jsonb),
    -- employers
    'jobs', case when kind = 'employer' then coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(j) - 'search' - 'company_id'
          || pg_catalog.jsonb_build_object('applications_received',
               (select count(*) from public.applications a where a.job_id = j.id))
        order by j.created_at desc)
      from public.jobs j where j.company_id = caller), '[]'::jsonb) else '[]'::jsonb end,
    'subscriptions', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(s) - 'employer_id' order by s.created_at desc)
      from public.subscriptions s where s.employer_id = caller), '[]'::jsonb),
    'company_slug_history', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(h) - 'profile_id')
      from public.company_slug_history h where h.profile_id = caller), '[]'::jsonb),
    -- files under the caller's own folders (the client downloads them under its own RLS)
    'files', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'bucket', o.bucket_id, 'path', o.name, 'size', (o.metadata ->> 'size')::bigint,
        'content_type', o.metadata ->> 'mimetype', 'created_at', o.created_at) order by o.bucket_id, o.name)
      from storage.objects o
      where o.bucket_id in ('cvs', 'visa-documents', 'avatars', 'logos')
        and (storage.foldername(o.name))[1] = caller::text), '[]'::jsonb)
  );
end;
$$;

-- The person who reported a conversation hears how the review ended, in the app and by email
-- (per their preferences), with a link back to the conversation. The review note stays with the
-- admins.
create function private.notify_conversation_report_reviewed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.conversations;
  job_title text;
begin
  select * into conversation from public.conversations c where c.id = new.conversation_id;
  if conversation.id is null then
    return null;
  end if;
  select j.title into job_title
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = conversation.application_id;
  perform private.notify(
    new.reporter_id,
    'conversation_report_reviewed',
    'Your report was reviewed',
    pg_catalog.format(
      case when new.status = 'actioned'
        then 'We reviewed your report of the conversation about "%s" and acted on it.'
        else 'We reviewed your report of the conversation about "%s" and found no reason to act.'
      end,
      job_title),
    case when new.reporter_id = conversation.candidate_id then '/applicant/messages/' else '/employer/messages/' end
      || conversation.application_id);
  return null;
end;
$$;
revoke execute on function private.notify_conversation_report_reviewed() from public, anon, authenticated;

create trigger conversation_reports_notify_reviewed
  after update of status on public.conversation_reports
  for each row
  when (old.status = 'open' and new.status <> 'open')
  execute function private.notify_conversation_report_reviewed();

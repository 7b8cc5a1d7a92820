-- Nothing typed by a user can add an email header. Subjects are built from job titles, alert
-- names and contact subjects, and a line break in one ("...\r\nBcc: someone@example.com") would
-- end the Subject header in a transport that writes headers as text. Every queued email is cleaned
-- here, whichever function queued it: control characters in the subject and the recipient become
-- spaces, and a recipient that is not one plain address is refused (a list or a display name
-- would send the email to someone else). The delivery worker guards the subject again when it
-- renders the email (packages/data/src/delivery/render.ts).

create function private.clean_email_headers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.subject := pg_catalog.regexp_replace(new.subject, '[\x01-\x1f\x7f\u0085\u2028\u2029]', ' ', 'g');
  new.to_address := pg_catalog.btrim(
    pg_catalog.regexp_replace(new.to_address, '[\x01-\x1f\x7f\u0085\u2028\u2029]', ' ', 'g'));
  if not private.is_single_address(new.to_address) then
    raise exception 'An email goes to one plain address; "%" is not one.', pg_catalog.left(new.to_address, 100)
      using errcode = '22023';
  end if;
  return new;
end;
$$;

revoke execute on function private.clean_email_headers() from public, anon, authenticated;

create trigger clean_email_headers
  before insert or update of subject, to_address on private.email_outbox
  for each row execute function private.clean_email_headers();

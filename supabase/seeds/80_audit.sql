-- The audit trail: a few real admin actions, taken as admin@globalhire.local so the
-- triggers write their entries, leaving every row as the other seed files set it. /admin/audit
-- then shows a job taken off and back onto the featured list, Northwind Staffing unblocked and
-- blocked again, an inbox message marked new and handled again, and an FAQ unpublished and
-- published again. (The trail cannot be written directly: only these triggers insert.)

select set_config(
  'request.jwt.claims',
  '{"sub": "00000000-0000-4000-8000-0000000000a1", "role": "authenticated", "aal": "aal2"}',
  false
);

do $$
declare
  featured_job bigint := (select min(id) from public.jobs where featured and approved);
  first_faq bigint := (select id from public.faqs where status = 'published' order by position, id limit 1);
  northwind_blocked_at timestamptz := (
    select blocked_at from public.profiles where id = '00000000-0000-4000-8000-00000000b10c');
  northwind_reason text := (
    select blocked_reason from public.profiles where id = '00000000-0000-4000-8000-00000000b10c');
begin
  update public.jobs set featured = false where id = featured_job;
  update public.jobs set featured = true where id = featured_job;

  update public.profiles set blocked_at = null where id = '00000000-0000-4000-8000-00000000b10c';
  update public.profiles set
    blocked_at = northwind_blocked_at,
    blocked_reason = northwind_reason
  where id = '00000000-0000-4000-8000-00000000b10c';

  update public.contact_messages set handled = not handled where subject = 'Changing my email address';
  update public.contact_messages set handled = not handled where subject = 'Changing my email address';

  update public.faqs set status = 'draft' where id = first_faq;
  update public.faqs set status = 'published' where id = first_faq;
end;
$$;

select set_config('request.jwt.claims', '', false);

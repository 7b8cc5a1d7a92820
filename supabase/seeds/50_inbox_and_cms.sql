-- Demo rows for the admin inbox and the CMS: seed.sql already holds three
-- contact messages (Kofi's handled, Rachel's and Hiro's new); these add two more, one answered,
-- the reply the admin sent Kofi, and a second draft article to edit.

insert into public.contact_messages (name, email, subject, message, handled, created_at) values
  ('Lena Fischer', 'lena.fischer@mail.example', 'Credential evaluation for nurses',
   E'Hello,\n\nI am a registered nurse in Germany. Do you evaluate nursing credentials for Canada, and how long does it take?\n\nThank you,\nLena',
   false, now() - interval '40 minutes'),
  ('Marco Rossi', 'marco.rossi@mail.example', 'Changing my email address',
   'I registered with my old work email. Can I move my account to my personal address?',
   false, now() - interval '3 days');

-- The admin answered Marco and Kofi; a reply marks its message handled, as the RPC does.
insert into public.contact_replies (message_id, author_id, author_name, body, created_at)
select m.id, '00000000-0000-4000-8000-0000000000a1', 'GlobalHire Admin', r.body, m.created_at + r.after
from public.contact_messages m
join (values
  ('kofi.asante@mail.example',
   E'The registration fee is payable when our recruitment team starts applying to jobs on your behalf, not before. You will see it in your dashboard when that step begins.',
   interval '3 hours'),
  ('marco.rossi@mail.example',
   E'Yes. Sign in, open Account Settings and change your email there; we send a confirmation link to the new address.',
   interval '5 hours')
) as r (email, body, after) on r.email = m.email;

update public.contact_messages set handled = true
where email in ('kofi.asante@mail.example', 'marco.rossi@mail.example');

-- A draft article with a body to edit and preview.
insert into public.articles (slug, title, excerpt, body, category, author, status, created_at)
values (
  'first-month-in-a-new-country-checklist',
  'Your First Month in a New Country: A Checklist',
  'Bank account, tax number, doctor, phone: what to sort out in your first four weeks abroad.',
  $md$Moving for a job is the start, not the end, of the paperwork. This list covers the first four weeks.

## Week one

- Register your address where the country asks for it.
- Open a bank account, so your first salary has somewhere to go.
- Get a local phone number.

## Weeks two to four

1. Apply for your **tax number** (SIN in Canada, IRD in New Zealand, TFN in Australia).
2. Register with a doctor.
3. Swap your driving licence if your country has an agreement.

> Keep copies of every document you hand in. You will be asked for them again.
$md$,
  'Relocation Advice', 'GlobalHire Team', 'draft', now() - interval '2 hours')
on conflict (slug) do nothing;

-- Conversations about applications, so both panels show threads, read receipts and unread badges:
--   * Priya Sharma and Maple Tech Solutions about application 1 (Senior Software Engineer): the
--     employer's newest message is still unread by Priya (her badge shows 1);
--   * Arjun Patel and Maple Tech Solutions about application 7: Arjun's message is unread by the
--     employer (the employer's badge shows 1);
--   * Daniel Mensah and Harbour Health Network about application 4: read on both sides.
-- Written as the database owner: the history happened before this start, so nothing is emailed
-- about it (no row waits in private.conversation_unread_emails).

insert into public.conversations (id, application_id, candidate_id, employer_id, created_at)
values
  ('5c0e1a00-0000-4000-8000-000000000001', 1, '00000000-0000-4000-8000-0000000000c1',
   '00000000-0000-4000-8000-0000000000e1', now() - interval '3 days 4 hours'),
  ('5c0e1a00-0000-4000-8000-000000000002', 7, '00000000-0000-4000-8000-0000000000c6',
   '00000000-0000-4000-8000-0000000000e1', now() - interval '2 hours'),
  ('5c0e1a00-0000-4000-8000-000000000003', 4, '00000000-0000-4000-8000-0000000000c2',
   '00000000-0000-4000-8000-0000000000e2', now() - interval '2 days 6 hours');

insert into public.conversation_messages (conversation_id, sender_id, body, created_at)
values
  ('5c0e1a00-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000e1',
   E'Hi Priya, thank you for applying for the Senior Software Engineer role. Before the interview, could you tell us which hours you can overlap with our team in Toronto?',
   now() - interval '3 days 4 hours'),
  ('5c0e1a00-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000c1',
   E'Hi Olivia, thank you! I am in Bengaluru for now, so I can join from 8:00 to 12:00 Toronto time. After the move that will not matter, of course.',
   now() - interval '3 days 2 hours'),
  ('5c0e1a00-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000e1',
   E'That works well. After the interview we will send you the details of the LMIA process and our relocation package.',
   now() - interval '2 days 20 hours'),
  ('5c0e1a00-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000e1',
   E'One more thing: could you bring a short example of a service you designed? A diagram and a few notes are plenty.',
   now() - interval '1 hour'),
  ('5c0e1a00-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000c6',
   E'Hello, I applied for the Senior Software Engineer role. I have since passed the AWS Solutions Architect Professional exam, in case it helps my application.',
   now() - interval '2 hours'),
  ('5c0e1a00-0000-4000-8000-000000000003', '00000000-0000-4000-8000-0000000000e2',
   E'Hello Daniel, your emergency nursing experience stands out. Is your registration with the Nursing and Midwifery Board of Ghana current?',
   now() - interval '2 days 6 hours'),
  ('5c0e1a00-0000-4000-8000-000000000003', '00000000-0000-4000-8000-0000000000c2',
   E'Good morning, yes, it is current until next year, and I have started my AHPRA application as well.',
   now() - interval '2 days 3 hours');

update public.conversations c
set last_message_at = (select max(m.created_at) from public.conversation_messages m where m.conversation_id = c.id)
where c.id::text like '5c0e1a00-%';

-- Read marks: each side has read up to its own last message, and further where the list above says so.
insert into public.conversation_reads (conversation_id, user_id, last_read_message_id, last_read_at)
select m.conversation_id, p.user_id, max(m.id), max(m.created_at)
from public.conversation_messages m
join (values
  ('5c0e1a00-0000-4000-8000-000000000001'::uuid, '00000000-0000-4000-8000-0000000000c1'::uuid, interval '1 day'),
  ('5c0e1a00-0000-4000-8000-000000000001'::uuid, '00000000-0000-4000-8000-0000000000e1'::uuid, interval '0'),
  ('5c0e1a00-0000-4000-8000-000000000002'::uuid, '00000000-0000-4000-8000-0000000000c6'::uuid, interval '0'),
  ('5c0e1a00-0000-4000-8000-000000000003'::uuid, '00000000-0000-4000-8000-0000000000c2'::uuid, interval '0'),
  ('5c0e1a00-0000-4000-8000-000000000003'::uuid, '00000000-0000-4000-8000-0000000000e2'::uuid, interval '0')
) as p (conversation_id, user_id, unread_window) on p.conversation_id = m.conversation_id
where m.created_at <= now() - p.unread_window
group by m.conversation_id, p.user_id;

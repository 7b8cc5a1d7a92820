-- A mailbox message keeps what a mail client would show besides the body: the sender, where
-- replies go, the headers (Message-ID, List-Unsubscribe…) and attached files (calendar invitations).
alter table supabase_local.mailbox_messages
  add column from_address text,
  add column reply_to text,
  add column headers jsonb not null default '{}',
  add column attachments jsonb not null default '[]';

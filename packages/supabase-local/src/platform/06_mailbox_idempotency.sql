-- A sender may retry a message it is not sure went out (a worker that crashed between sending and
-- recording it): the same Idempotency-Key then names the message already stored, never a second one.
alter table supabase_local.mailbox_messages add column idempotency_key text;
create unique index mailbox_messages_idempotency_key_idx
  on supabase_local.mailbox_messages (idempotency_key) where idempotency_key is not null;

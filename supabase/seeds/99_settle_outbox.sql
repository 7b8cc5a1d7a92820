-- Last of the seed files: the demo history above fired the hand-off triggers, which queued emails
-- about events that "happened" before this database existed. They are marked sent, so a first
-- `pnpm start` does not mail the demo accounts a backlog; every change made afterwards is mailed.
update private.email_outbox set sent_at = now(), last_error = null where sent_at is null;

-- A deleted account's names leave the emails still waiting for others as well: queued emails now
-- hold facts (JSON) besides composed text, and a name inside them becomes '[deleted]' the same way.
-- Otherwise as before.
create or replace function private.forget_in_notifications(person uuid, names text[], message_ids bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  links text[] := (select coalesce(pg_catalog.array_agg('/admin/inbox/' || i), '{}') from pg_catalog.unnest(message_ids) as i);
  said text;
  said_in_json text;
begin
  delete from public.notifications n where n.link = any (links);
  delete from private.email_outbox o where o.link = any (links);
  foreach said in array names loop
    continue when said is null or pg_catalog.char_length(said) < 4;
    update public.notifications n
    set title = pg_catalog.left(pg_catalog.replace(n.title, said, '[deleted]'), 300),
        body = pg_catalog.left(pg_catalog.replace(n.body, said, '[deleted]'), 2000)
    where n.user_id <> person and (pg_catalog.strpos(n.title, said) > 0 or pg_catalog.strpos(n.body, said) > 0);
    update private.email_outbox o
    set subject = pg_catalog.left(pg_catalog.replace(o.subject, said, '[deleted]'), 300),
        body = pg_catalog.replace(o.body, said, '[deleted]')
    where pg_catalog.strpos(o.subject, said) > 0 or pg_catalog.strpos(o.body, said) > 0;
    -- The name as JSON writes it inside a string (quotes and backslashes escaped), so the
    -- replacement keeps the facts valid JSON.
    said_in_json := pg_catalog.to_jsonb(said)::text;
    said_in_json := pg_catalog.substr(said_in_json, 2, pg_catalog.char_length(said_in_json) - 2);
    update private.email_outbox o
    set facts = pg_catalog.replace(o.facts::text, said_in_json, '[deleted]')::jsonb
    where o.sent_at is null and o.facts is not null
      and pg_catalog.strpos(o.facts::text, said_in_json) > 0;
  end loop;
end;
$$;

-- Every hand-off queues facts now: the function that queued composed text goes.
drop function private.queue_email(text, text, text, text, text, uuid);

-- supabase-local's own bookkeeping, in a schema no API role can reach.

create table supabase_local.mailbox_messages (
  id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  kind text not null,
  created_at timestamptz not null default now()
);
create index mailbox_messages_to_idx on supabase_local.mailbox_messages (lower(to_address), created_at desc);

-- Migration history in the Supabase CLI's table, so `supabase migration list` reads the same.
create schema supabase_migrations;
create table supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);

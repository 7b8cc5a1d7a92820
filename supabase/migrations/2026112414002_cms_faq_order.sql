-- The CMS: FAQs keep one position each, and the whole order is saved by one RPC.

-- A new FAQ whose position is already taken goes to the end of the list.
create function private.place_new_faq()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.position is null or new.position < 1
     or exists (select 1 from public.faqs f where f.position = new.position) then
    new.position := coalesce((select max(f.position) from public.faqs f), 0) + 1;
  end if;
  return new;
end;
$$;

create trigger place_new_faq
  before insert on public.faqs
  for each row execute function private.place_new_faq();

-- Two FAQs never share a position. Checked at commit, so one statement may swap positions.
alter table public.faqs
  add constraint faqs_position_unique unique (position) deferrable initially deferred;

/**
 * Saves the order of every FAQ: `ids` lists each FAQ exactly once, first to last. When the list
 * changed meanwhile (an FAQ added or deleted by someone else) nothing is saved.
 */
create function public.reorder_faqs(ids bigint[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin can reorder the FAQs.' using errcode = '42501';
  end if;
  perform 1 from public.faqs for update;
  if coalesce(pg_catalog.cardinality(ids), 0) <> (select count(*) from public.faqs)
     or (select count(distinct x) from pg_catalog.unnest(ids) x) <> (select count(*) from public.faqs)
     or exists (select 1 from public.faqs f where not (f.id = any (ids))) then
    raise exception 'The FAQs changed since the list was opened. Reload it to see the current order.'
      using errcode = '40001';
  end if;
  update public.faqs f set position = o.ord
  from pg_catalog.unnest(ids) with ordinality as o (id, ord)
  where f.id = o.id and f.position is distinct from o.ord::integer;
end;
$$;

revoke execute on function public.reorder_faqs(bigint[]) from public, anon;
grant execute on function public.reorder_faqs(bigint[]) to authenticated, service_role;

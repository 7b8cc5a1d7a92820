-- Offers as single database calls. Security invoker: RLS and the guard trigger judge the caller
-- as for a direct write, and one call is one transaction. What each change sets off (notices,
-- the hire, interviews closed) is in the next migration. The delivery worker calls
-- expire_offers() on every tick, so an open offer past its date becomes expired.

-- 'GBP 65,000 per year', 'USD 42.50 per hour': the email's plain-text salary.
create function private.offer_salary_text(amount numeric, currency text, period public.salary_period)
returns text
language sql
immutable
set search_path = ''
as $$
  select offer_salary_text.currency || ' '
    || pg_catalog.to_char(offer_salary_text.amount,
         case when offer_salary_text.amount = pg_catalog.trunc(offer_salary_text.amount)
              then 'FM999,999,999,990' else 'FM999,999,999,990.00' end)
    || ' per ' || offer_salary_text.period::text
$$;

-- Open offers of one application past their date become expired (as the system: nobody else
-- may set that status).
create function private.expire_offers_of(application_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.offers o set status = 'expired'
  where o.application_id = expire_offers_of.application_id and o.status = 'open' and o.expires_at <= pg_catalog.now()
$$;

-- Makes the offer and moves the application to offer, together.
create function public.make_offer(
  application_id bigint,
  salary_amount numeric,
  currency text,
  salary_period public.salary_period,
  start_date date,
  location text,
  expires_at timestamptz,
  letter_path text default null)
returns public.offers
language plpgsql
set search_path = ''
as $$
declare
  created public.offers;
begin
  if make_offer.salary_amount is null or make_offer.salary_amount <= 0 or make_offer.salary_amount >= 1000000000 then
    raise exception 'Enter a salary greater than 0 and below 1,000,000,000.' using errcode = '23514', hint = 'salary_amount';
  end if;
  if not exists (select 1 from public.exchange_rates r where r.currency = pg_catalog.upper(make_offer.currency)) then
    raise exception 'Choose a currency from the list.' using errcode = '23514', hint = 'currency';
  end if;
  if not private.owns_application_job(make_offer.application_id) and not private.is_admin() then
    raise exception 'This application no longer exists.' using errcode = 'P0002';
  end if;
  -- an open offer past its date no longer holds the application's one open place
  perform private.expire_offers_of(make_offer.application_id);
  if exists (select 1 from public.offers o where o.application_id = make_offer.application_id and o.status = 'open') then
    raise exception 'This candidate already has an open offer. Withdraw it before making a new one.'
      using errcode = '23505', hint = 'offer_open';
  end if;

  insert into public.offers (
    application_id, salary_amount, currency, salary_period, start_date, location, expires_at, letter_path)
  values (
    make_offer.application_id, pg_catalog.round(make_offer.salary_amount, 2), pg_catalog.upper(make_offer.currency),
    make_offer.salary_period, make_offer.start_date, coalesce(make_offer.location, ''), make_offer.expires_at,
    nullif(pg_catalog.btrim(make_offer.letter_path), ''))
  returning * into created;

  update public.applications a set status = 'offer'
  where a.id = make_offer.application_id and a.status <> 'offer';
  return created;
end;
$$;

-- Raised when the offer cannot be found by the caller, or moved on since they read it.
create function private.offer_not_open(offer_id bigint)
returns void
language plpgsql
set search_path = ''
as $$
declare
  current_status public.offer_status;
begin
  select o.status into current_status from public.offers o where o.id = offer_not_open.offer_id;
  if current_status is null then
    raise exception 'This offer no longer exists.' using errcode = 'P0002';
  end if;
  raise exception 'This offer was %, so it can no longer be changed.', private.offer_status_label(current_status)
    using errcode = '55000', hint = 'offer_closed';
end;
$$;

-- The employer withdraws an open offer.
create function public.withdraw_offer(offer_id bigint)
returns public.offers
language plpgsql
set search_path = ''
as $$
declare
  saved public.offers;
begin
  update public.offers o set status = 'withdrawn'
  where o.id = withdraw_offer.offer_id and o.status = 'open'
  returning * into saved;
  if saved.id is null then
    perform private.offer_not_open(withdraw_offer.offer_id);
  end if;
  return saved;
end;
$$;

-- The candidate accepts or declines, with an optional note for the employer.
create function public.respond_to_offer(offer_id bigint, accept boolean, note text default null)
returns public.offers
language plpgsql
set search_path = ''
as $$
declare
  saved public.offers;
begin
  if respond_to_offer.accept is null then
    raise exception 'Answer with accept or decline.' using errcode = '22023';
  end if;
  if pg_catalog.char_length(respond_to_offer.note) > 1000 then
    raise exception 'Keep your note to 1000 characters.' using errcode = '23514', hint = 'note';
  end if;
  -- the guard refuses an offer that is not open or past its expiry
  update public.offers o
  set status = case when respond_to_offer.accept then 'accepted'::public.offer_status else 'declined'::public.offer_status end,
      candidate_note = respond_to_offer.note
  where o.id = respond_to_offer.offer_id
  returning * into saved;
  if saved.id is null then
    perform private.offer_not_open(respond_to_offer.offer_id);
  end if;
  return saved;
end;
$$;

-- The worker's sweep: open offers past their date become expired (both sides are told).
create function public.expire_offers()
returns integer
language sql
security definer
set search_path = ''
as $$
  with expired as (
    update public.offers o set status = 'expired'
    where o.status = 'open' and o.expires_at <= pg_catalog.now()
    returning 1
  )
  select count(*)::integer from expired
$$;

revoke execute on function private.expire_offers_of(bigint) from public, anon;
grant execute on function private.expire_offers_of(bigint) to authenticated;
revoke execute on function public.make_offer(bigint, numeric, text, public.salary_period, date, text, timestamptz, text) from public, anon;
revoke execute on function public.withdraw_offer(bigint) from public, anon;
revoke execute on function public.respond_to_offer(bigint, boolean, text) from public, anon;
revoke execute on function public.expire_offers() from public, anon, authenticated;
grant execute on function public.make_offer(bigint, numeric, text, public.salary_period, date, text, timestamptz, text) to authenticated, service_role;
grant execute on function public.withdraw_offer(bigint) to authenticated, service_role;
grant execute on function public.respond_to_offer(bigint, boolean, text) to authenticated, service_role;
grant execute on function public.expire_offers() to service_role;

-- Charging the fees: each fee event becomes a charge, either invoiced or waived by the rule that
-- restricts it. Invoices carry gapless numbers, line items and tax fields; an admin records a bank
-- transfer, and a payment provider (Stripe Checkout in production) records its own payments.

create type public.invoice_status as enum ('issued', 'paid', 'void');

-- Who invoices and where to pay: one row, kept by an admin.
create table public.billing_details (
  id boolean primary key default true check (id),
  seller_name text not null check (char_length(seller_name) between 1 and 200),
  seller_address text not null default '' check (char_length(seller_address) <= 500),
  tax_id text check (char_length(tax_id) <= 50),
  bank_account_name text check (char_length(bank_account_name) <= 200),
  bank_iban text check (char_length(bank_iban) <= 50),
  bank_bic text check (char_length(bank_bic) <= 20),
  payment_terms_days smallint not null default 14 check (payment_terms_days between 0 and 120),
  updated_at timestamptz not null default now()
);

create table public.invoice_counters (
  year integer primary key,
  last_number integer not null default 0
);

create table public.invoices (
  id bigint generated always as identity primary key,
  number text not null unique,
  candidate_id uuid references public.profiles (id) on delete set null,
  status public.invoice_status not null default 'issued',
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  subtotal numeric(12, 2) not null check (subtotal >= 0),
  tax_total numeric(12, 2) not null default 0 check (tax_total >= 0),
  total numeric(12, 2) not null check (total >= 0),
  seller_name text not null,
  seller_address text not null default '',
  seller_tax_id text,
  bill_to_name text not null,
  bill_to_email text,
  bill_to_address text,
  bill_to_country text,
  issued_at timestamptz not null default now(),
  due_on date not null,
  paid_at timestamptz,
  payment_method text check (payment_method in ('bank_transfer', 'provider')),
  payment_reference text check (char_length(payment_reference) <= 200),
  -- a payment provider's name and its checkout or payment id (null for bank transfers)
  provider text check (char_length(provider) <= 50),
  provider_reference text check (char_length(provider_reference) <= 200),
  recorded_by uuid references public.profiles (id) on delete set null,
  void_reason text check (char_length(void_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint invoices_paid_has_date check (status <> 'paid' or paid_at is not null)
);

create index invoices_candidate_idx on public.invoices (candidate_id, issued_at desc);

create table public.invoice_lines (
  id bigint generated always as identity primary key,
  invoice_id bigint not null references public.invoices (id) on delete cascade,
  fee_code text not null references public.service_fees (code),
  description text not null,
  quantity numeric(8, 2) not null check (quantity > 0),
  unit_amount numeric(12, 2) not null check (unit_amount >= 0),
  tax_rate numeric(5, 2) not null default 0,
  tax_amount numeric(12, 2) not null default 0,
  net_amount numeric(12, 2) not null
);

create index invoice_lines_invoice_idx on public.invoice_lines (invoice_id);

-- Extras a candidate orders (translation, credential evaluation, another country).
create table public.service_orders (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade default auth.uid(),
  fee_code text not null references public.service_fees (code),
  quantity smallint not null default 1 check (quantity between 1 and 200),
  -- for an additional country: which one
  country text check (country ~ '^[a-z]+(-[a-z]+)*$'),
  details text check (char_length(details) <= 1000),
  created_at timestamptz not null default now()
);

-- Every fee event, invoiced or waived, with the rule that waived it.
create table public.service_charges (
  id bigint generated always as identity primary key,
  candidate_id uuid not null references public.profiles (id) on delete cascade,
  fee_code text not null references public.service_fees (code),
  status text not null check (status in ('invoiced', 'waived')),
  jurisdiction_id bigint references public.fee_jurisdictions (id) on delete set null,
  jurisdiction_name text,
  application_id bigint references public.applications (id) on delete set null,
  order_id bigint references public.service_orders (id) on delete set null,
  invoice_id bigint references public.invoices (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint service_charges_waived_names_rule check (status <> 'waived' or jurisdiction_name is not null)
);

-- The registration fee is invoiced once; a success fee once per placement; an order once.
create unique index service_charges_one_registration on public.service_charges (candidate_id)
  where fee_code = 'registration' and status = 'invoiced';
create unique index service_charges_once_per_application on public.service_charges (application_id, fee_code)
  where application_id is not null;
create unique index service_charges_once_per_order on public.service_charges (order_id) where order_id is not null;
create index service_charges_candidate_idx on public.service_charges (candidate_id, created_at desc);

alter table public.billing_details enable row level security;
alter table public.invoice_counters enable row level security;
alter table public.invoices enable row level security;
alter table public.invoice_lines enable row level security;
alter table public.service_orders enable row level security;
alter table public.service_charges enable row level security;

create policy "Signed-in users can read the billing details" on public.billing_details
  for select to authenticated using (true);
create policy "Admins can add the billing details" on public.billing_details
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can change the billing details" on public.billing_details
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Candidates can read their own invoices" on public.invoices
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Admins can read every invoice" on public.invoices
  for select to authenticated using ((select private.is_admin()));
create policy "Candidates can read their own invoice lines" on public.invoice_lines
  for select to authenticated
  using (exists (select 1 from public.invoices i where i.id = invoice_id and i.candidate_id = (select auth.uid())));
create policy "Admins can read every invoice line" on public.invoice_lines
  for select to authenticated using ((select private.is_admin()));
create policy "Candidates can read their own orders" on public.service_orders
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Admins can read every order" on public.service_orders
  for select to authenticated using ((select private.is_admin()));
create policy "Enrolled candidates can order extras" on public.service_orders
  for insert to authenticated
  with check (
    candidate_id = (select auth.uid())
    and exists (select 1 from public.service_enrolments e where e.candidate_id = (select auth.uid()) and e.status = 'active')
    and exists (select 1 from public.service_fees f where f.code = fee_code and f.active and f.charged_on = 'ordered')
  );
create policy "Candidates can read their own charges" on public.service_charges
  for select to authenticated using (candidate_id = (select auth.uid()));
create policy "Admins can read every charge" on public.service_charges
  for select to authenticated using ((select private.is_admin()));

revoke truncate on public.billing_details, public.invoice_counters, public.invoices, public.invoice_lines,
  public.service_orders, public.service_charges from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- issuing
-- ---------------------------------------------------------------------------------------------
-- The next number of the year, without gaps: the counter row is locked until the invoice commits.
create function private.next_invoice_number()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_year integer := pg_catalog.date_part('year', pg_catalog.now())::integer;
  n integer;
begin
  insert into public.invoice_counters as c (year, last_number) values (this_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.last_number into n;
  return pg_catalog.format('GH-%s-%s', this_year, pg_catalog.lpad(n::text, 5, '0'));
end;
$$;

/**
 * Charges one fee event: waived (with the rule) where charging the candidate is restricted,
 * otherwise invoiced at the schedule's amount. Returns the charge's id.
 */
create function private.charge_fee(candidate uuid, code text, quantity numeric, job_country text,
  job_region text, application_id bigint default null, order_id bigint default null, line_text text default null)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  fee public.service_fees;
  person public.profiles;
  rule public.fee_jurisdictions;
  seller public.billing_details;
  invoice_id bigint;
  net numeric(12, 2);
  tax numeric(12, 2);
  charge_id bigint;
begin
  select * into fee from public.service_fees f where f.code = charge_fee.code and f.active;
  if fee is null then
    return null;
  end if;
  select * into person from public.profiles p where p.id = candidate;
  if fee.finds_work then
    rule := private.fee_restriction(job_country, job_region, person.country);
  end if;
  if rule.id is not null then
    insert into public.service_charges (candidate_id, fee_code, status, jurisdiction_id, jurisdiction_name,
      application_id, order_id)
    values (candidate, fee.code, 'waived', rule.id, rule.name, charge_fee.application_id, charge_fee.order_id)
    on conflict do nothing
    returning id into charge_id;
    return charge_id;
  end if;

  select * into seller from public.billing_details b where b.id;
  net := pg_catalog.round(fee.amount * quantity, 2);
  tax := pg_catalog.round(net * fee.tax_rate / 100, 2);
  insert into public.invoices (number, candidate_id, currency, subtotal, tax_total, total, seller_name,
    seller_address, seller_tax_id, bill_to_name, bill_to_email, bill_to_address, bill_to_country, due_on)
  values (private.next_invoice_number(), candidate, fee.currency, net, tax, net + tax,
    coalesce(seller.seller_name, 'GlobalHire'), coalesce(seller.seller_address, ''), seller.tax_id,
    private.person_name(candidate), person.email, person.address, person.country,
    (pg_catalog.now() + pg_catalog.make_interval(days => coalesce(seller.payment_terms_days, 14)))::date)
  returning id into invoice_id;
  insert into public.invoice_lines (invoice_id, fee_code, description, quantity, unit_amount, tax_rate,
    tax_amount, net_amount)
  values (invoice_id, fee.code, coalesce(line_text, fee.label), quantity, fee.amount, fee.tax_rate, tax, net);
  insert into public.service_charges (candidate_id, fee_code, status, application_id, order_id, invoice_id)
  values (candidate, fee.code, 'invoiced', charge_fee.application_id, charge_fee.order_id, invoice_id)
  returning id into charge_id;

  perform private.notify(candidate, 'invoice_issued', 'Invoice issued',
    pg_catalog.format('Invoice %s: %s %s for %s, due by %s. Pay by bank transfer quoting the invoice number.',
      (select i.number from public.invoices i where i.id = invoice_id), fee.currency,
      pg_catalog.to_char(net + tax, 'FM999G999G990D00'), coalesce(line_text, fee.label),
      pg_catalog.to_char((select i.due_on from public.invoices i where i.id = invoice_id), 'FMDD Month YYYY')),
    '/applicant/service#invoices');
  return charge_id;
end;
$$;

revoke execute on function private.next_invoice_number() from public, anon, authenticated;
revoke execute on function private.charge_fee(uuid, text, numeric, text, text, bigint, bigint, text)
  from public, anon, authenticated;

-- Invoice hand-offs queue the invoice's facts for their emails: its number, amounts in its
-- currency, due date and lines, and why it was invoiced (the fee schedule's event, and the job of
-- a registration's approved proposal or a success fee's hire), rendered by the invoice templates.
-- The issued invoice's in-app notice leaves its amount and due date to the invoice page, which
-- writes them for the reader; the other notices are as before.
/**
 * An invoice as emails show it: its number, amounts (numbers, in its currency), issue instant,
 * due date and lines.
 */
create function private.email_invoice(of_invoice bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', i.id, 'number', i.number, 'status', i.status,
    'currency', i.currency, 'subtotal', i.subtotal, 'taxTotal', i.tax_total, 'total', i.total,
    'issuedAt', i.issued_at, 'dueOn', i.due_on,
    'lines', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('feeCode', l.fee_code,
        'description', l.description, 'quantity', l.quantity, 'unitAmount', l.unit_amount,
        'taxAmount', l.tax_amount, 'netAmount', l.net_amount) order by l.id)
      from public.invoice_lines l where l.invoice_id = i.id), '[]'::jsonb))
  from public.invoices i where i.id = of_invoice
$$;

revoke execute on function private.email_invoice(bigint) from public, anon, authenticated;

-- As before (20261205102000); the notice leaves the amount and due date to the invoice page.
create or replace function private.charge_fee(candidate uuid, code text, quantity numeric, job_country text,
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
    pg_catalog.format('Invoice %s for %s. Your invoices show its amount and due date; pay by bank transfer quoting the invoice number.',
      (select i.number from public.invoices i where i.id = invoice_id), coalesce(line_text, fee.label)),
    '/applicant/service#invoices',
    pg_catalog.jsonb_build_object('invoice', private.email_invoice(invoice_id), 'trigger', fee.charged_on,
      'job', (select private.email_job(a.job_id) from public.applications a where a.id = charge_fee.application_id)));
  return charge_id;
end;
$$;

-- As before (20261205102100).
create or replace function private.mark_invoice_paid(invoice_id bigint, paid_at timestamptz, method text,
  reference text, provider text, provider_reference text)
returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid public.invoices;
begin
  update public.invoices i set status = 'paid', paid_at = mark_invoice_paid.paid_at, payment_method = method,
    payment_reference = nullif(pg_catalog.btrim(reference), ''), provider = mark_invoice_paid.provider,
    provider_reference = mark_invoice_paid.provider_reference, recorded_by = (select auth.uid()),
    updated_at = pg_catalog.now()
  where i.id = invoice_id and i.status = 'issued'
  returning * into paid;
  if paid is null then
    raise exception 'Only an issued invoice can be marked paid.' using errcode = '55000';
  end if;
  perform private.notify(paid.candidate_id, 'invoice_paid', 'Payment received',
    pg_catalog.format('Thank you: invoice %s is paid.', paid.number), '/applicant/service#invoices',
    pg_catalog.jsonb_build_object('invoice', private.email_invoice(paid.id), 'voidReason', null,
      -- a bank transfer is recorded by the day it arrived (public.record_invoice_payment)
      'payment', pg_catalog.jsonb_build_object('method', paid.payment_method,
        'paidOn', case when paid.payment_method = 'bank_transfer' then paid.paid_at::date end,
        'paidAt', case when paid.payment_method <> 'bank_transfer' then paid.paid_at end,
        'reference', paid.payment_reference)));
  return paid;
end;
$$;

-- As before (20261205102100).
create or replace function public.void_invoice(invoice_id bigint, reason text)
returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  voided public.invoices;
begin
  if not private.is_admin() then
    raise exception 'Only an admin, signed in with two factors, can void an invoice.' using errcode = '42501';
  end if;
  if nullif(pg_catalog.btrim(reason), '') is null then
    raise exception 'Say why the invoice is void.' using errcode = '22023';
  end if;
  update public.invoices i set status = 'void', void_reason = pg_catalog.btrim(reason), updated_at = pg_catalog.now()
  where i.id = invoice_id and i.status = 'issued'
  returning * into voided;
  if voided is null then
    raise exception 'Only an issued invoice can be voided.' using errcode = '55000';
  end if;
  perform private.notify(voided.candidate_id, 'invoice_paid', 'Invoice cancelled',
    pg_catalog.format('Invoice %s is cancelled: %s', voided.number, voided.void_reason), '/applicant/service#invoices',
    pg_catalog.jsonb_build_object('invoice', private.email_invoice(voided.id), 'payment', null,
      'voidReason', voided.void_reason));
  return voided;
end;
$$;

-- The events that charge a fee, as the schedule names them, and what an admin (or a payment
-- provider) records afterwards.
--   first_approved_proposal  the candidate approves a proposal: the team starts applying
--   offer_and_visa_approved  an application GlobalHire submitted is hired AND a visa case for that
--                            job (or, without a job, that country) is approved, in either order
--   ordered                  the candidate orders an extra

create function private.charge_registration_fee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job record;
begin
  if exists (select 1 from public.service_charges c where c.candidate_id = new.candidate_id
             and c.fee_code = 'registration' and c.status = 'invoiced') then
    return null;
  end if;
  select j.country, j.region into job from public.jobs j where j.id = new.job_id;
  perform private.charge_fee(new.candidate_id, 'registration', 1, job.country, job.region, new.application_id);
  return null;
end;
$$;

create trigger charge_registration_fee
  after update of status on public.service_proposals
  for each row when (new.status = 'approved' and old.status <> 'approved')
  execute function private.charge_registration_fee();

-- Charges the success fee of a placement once both halves hold; does nothing otherwise.
create function private.charge_success_fee(application_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  placement record;
begin
  select a.id, a.candidate_id, a.job_id, j.country, j.region, j.title into placement
  from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = charge_success_fee.application_id and a.proposal_id is not null and a.status = 'hired';
  if placement.id is null
     or not exists (select 1 from public.visa_cases v
                    where v.candidate_id = placement.candidate_id and v.status = 'approved'
                      and (v.job_id = placement.job_id or (v.job_id is null and v.destination_country = placement.country)))
     or exists (select 1 from public.service_charges c
                where c.application_id = placement.id and c.fee_code = 'success') then
    return;
  end if;
  perform private.charge_fee(placement.candidate_id, 'success', 1, placement.country, placement.region,
    placement.id, null, pg_catalog.format('Success fee: %s', placement.title));
end;
$$;

create function private.charge_success_fee_on_hire()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.charge_success_fee(new.id);
  return null;
end;
$$;

create trigger charge_success_fee_on_hire
  after update of status on public.applications
  for each row when (new.status = 'hired' and old.status <> 'hired' and new.proposal_id is not null)
  execute function private.charge_success_fee_on_hire();

create function private.charge_success_fee_on_visa()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  placement bigint;
begin
  for placement in
    select a.id from public.applications a join public.jobs j on j.id = a.job_id
    where a.candidate_id = new.candidate_id and a.proposal_id is not null and a.status = 'hired'
      and (a.job_id = new.job_id or (new.job_id is null and j.country = new.destination_country))
  loop
    perform private.charge_success_fee(placement);
  end loop;
  return null;
end;
$$;

create trigger charge_success_fee_on_visa
  after insert or update of status on public.visa_cases
  for each row when (new.status = 'approved')
  execute function private.charge_success_fee_on_visa();

create function private.charge_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  label text := (select f.label from public.service_fees f where f.code = new.fee_code);
begin
  perform private.charge_fee(new.candidate_id, new.fee_code, new.quantity, new.country, null, null, new.id,
    pg_catalog.concat_ws(': ', label, coalesce(nullif(new.details, ''), private.country_words(new.country))));
  return null;
end;
$$;

create trigger charge_order
  after insert on public.service_orders
  for each row execute function private.charge_order();

-- ---------------------------------------------------------------------------------------------
-- payments
-- ---------------------------------------------------------------------------------------------
create function private.mark_invoice_paid(invoice_id bigint, paid_at timestamptz, method text,
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
    pg_catalog.format('Thank you: invoice %s is paid.', paid.number), '/applicant/service#invoices');
  return paid;
end;
$$;

/** An admin records a bank transfer received for an invoice. */
create function public.record_invoice_payment(invoice_id bigint, paid_on date, reference text)
returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only an admin, signed in with two factors, can record a payment.' using errcode = '42501';
  end if;
  if paid_on is null or paid_on > current_date then
    raise exception 'Give the date the transfer arrived (not in the future).' using errcode = '22023';
  end if;
  return private.mark_invoice_paid(invoice_id, paid_on::timestamptz, 'bank_transfer', reference, null, null);
end;
$$;

/** A payment provider's webhook (service role only) records a payment it took. */
create function public.record_provider_payment(invoice_id bigint, provider text, provider_reference text)
returns public.invoices
language sql
security definer
set search_path = ''
as $$
  select private.mark_invoice_paid(invoice_id, pg_catalog.now(), 'provider', null, provider, provider_reference)
$$;

/** An admin voids an issued invoice, with the reason (the number stays used). */
create function public.void_invoice(invoice_id bigint, reason text)
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
    pg_catalog.format('Invoice %s is cancelled: %s', voided.number, voided.void_reason), '/applicant/service#invoices');
  return voided;
end;
$$;

revoke execute on function private.mark_invoice_paid(bigint, timestamptz, text, text, text, text)
  from public, anon, authenticated;
revoke execute on function private.charge_success_fee(bigint) from public, anon, authenticated;
revoke execute on function public.record_invoice_payment(bigint, date, text) from public, anon;
revoke execute on function public.void_invoice(bigint, text) from public, anon;
revoke execute on function public.record_provider_payment(bigint, text, text) from public, anon, authenticated;
grant execute on function public.record_invoice_payment(bigint, date, text) to authenticated;
grant execute on function public.void_invoice(bigint, text) to authenticated;
grant execute on function public.record_provider_payment(bigint, text, text) to service_role;

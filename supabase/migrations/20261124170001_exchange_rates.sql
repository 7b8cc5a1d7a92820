-- Salaries across currencies.
--
-- public.exchange_rates holds one dated rate per currency: how many units of it one US dollar
-- buys (per_usd). Everyone may read the rates; only admins may add or change them.
--
-- Every job keeps its salary range annualised and converted into US dollars in two stored
-- columns, salary_min_annual_usd and salary_max_annual_usd (a month counts ×12, an hour ×2080:
-- 40 hours × 52 weeks). A trigger computes them when a job is written, and a change of rate
-- recomputes the jobs paid in that currency, so filtering and sorting by salary compare one
-- indexed number. A job without a salary, or in a currency without a rate, has nulls there.

create table public.exchange_rates (
  currency char(3) primary key check (currency ~ '^[A-Z]{3}$'),
  per_usd numeric(18, 6) not null check (per_usd > 0 and per_usd < 1000000),
  valid_from date not null default current_date,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);

comment on table public.exchange_rates is
  'Units of each currency one US dollar buys, dated; salaries are compared on values converted with these.';

alter table public.exchange_rates enable row level security;

create policy "Anyone can read exchange rates" on public.exchange_rates
  for select to anon, authenticated using (true);
create policy "Admins can add exchange rates" on public.exchange_rates
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can change exchange rates" on public.exchange_rates
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Rates are never deleted: jobs paid in a currency keep their converted values.
revoke delete, truncate on public.exchange_rates from anon, authenticated;

-- Who changed a rate and when: set by the database, not by the caller.
create function private.stamp_exchange_rate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := (select auth.uid());
  if tg_op = 'UPDATE' and new.per_usd is distinct from old.per_usd
     and new.valid_from is not distinct from old.valid_from then
    new.valid_from := current_date;
  end if;
  return new;
end;
$$;

create trigger stamp_exchange_rate
  before insert or update on public.exchange_rates
  for each row execute function private.stamp_exchange_rate();

-- The seeded rates (units per US dollar): every salary currency of the catalogue, the six
-- countries' currencies and the majors a visitor may think in.
insert into public.exchange_rates (currency, per_usd, valid_from) values
  ('USD', 1, '2026-11-01'),
  ('GBP', 0.79, '2026-11-01'),
  ('EUR', 0.92, '2026-11-01'),
  ('CAD', 1.36, '2026-11-01'),
  ('AUD', 1.52, '2026-11-01'),
  ('NZD', 1.66, '2026-11-01'),
  ('JPY', 150, '2026-11-01'),
  ('CHF', 0.88, '2026-11-01'),
  ('SGD', 1.34, '2026-11-01'),
  ('AED', 3.6725, '2026-11-01'),
  ('INR', 83.5, '2026-11-01'),
  ('ZAR', 18.4, '2026-11-01'),
  ('SEK', 10.5, '2026-11-01'),
  ('NOK', 10.8, '2026-11-01'),
  ('DKK', 6.85, '2026-11-01'),
  ('PLN', 3.95, '2026-11-01'),
  ('HKD', 7.8, '2026-11-01'),
  ('CNY', 7.2, '2026-11-01');

-- ---------------------------------------------------------------------------------------------
-- Normalised salaries on jobs
-- ---------------------------------------------------------------------------------------------

/** An amount paid per `period`, as a year's worth: month ×12, hour ×2080 (40 h × 52 weeks). */
create function private.annual_salary(amount numeric, period public.salary_period)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select amount * case period when 'month' then 12 when 'hour' then 2080 else 1 end
$$;

/** An annual amount in `currency` as US dollars at the current rate; null without a rate. */
create function private.to_usd(amount numeric, currency text)
returns numeric
language sql
stable
parallel safe
set search_path = ''
as $$
  select pg_catalog.round(amount / r.per_usd, 2)
  from public.exchange_rates r where r.currency = upper(to_usd.currency)
$$;

alter table public.jobs
  add column salary_min_annual_usd numeric(16, 2),
  add column salary_max_annual_usd numeric(16, 2);

comment on column public.jobs.salary_max_annual_usd is
  'The top of the salary range (or its only figure) per year in US dollars; maintained by the database.';

-- Fires after enforce_job_rules (triggers fire in name order). A write that changes nothing but
-- the converted figures (a new exchange rate) keeps the job's updated_at.
create function private.normalise_job_salary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.salary_min_annual_usd := private.to_usd(
    private.annual_salary(coalesce(new.salary_min, new.salary_max), new.salary_period), new.salary_currency);
  new.salary_max_annual_usd := private.to_usd(
    private.annual_salary(coalesce(new.salary_max, new.salary_min), new.salary_period), new.salary_currency);
  if tg_op = 'UPDATE'
     and (pg_catalog.to_jsonb(old) - array['updated_at', 'search', 'salary_min_annual_usd', 'salary_max_annual_usd'])
       = (pg_catalog.to_jsonb(new) - array['updated_at', 'search', 'salary_min_annual_usd', 'salary_max_annual_usd']) then
    new.updated_at := old.updated_at;
  end if;
  return new;
end;
$$;

create trigger normalise_job_salary
  before insert or update on public.jobs
  for each row execute function private.normalise_job_salary();

-- A new or changed rate converts the jobs paid in that currency again.
create function private.reconvert_job_salaries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.jobs j set salary_max_annual_usd = null
  where j.salary_currency = new.currency;
  return null;
end;
$$;

create trigger reconvert_job_salaries
  after insert or update of per_usd on public.exchange_rates
  for each row execute function private.reconvert_job_salaries();

-- The jobs already stored.
update public.jobs set salary_max_annual_usd = null where salary_currency is not null;

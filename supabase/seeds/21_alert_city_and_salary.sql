-- A third alert of the demo candidate with a city and a minimum salary in a currency of its own
-- (202611241801), so /applicant/alerts shows "Toronto" and "Salary from CA$70,000 per year" and
-- its edit dialog opens with both filled in. Weekly, so the catalogue's jobs wait for a digest.
insert into public.job_alerts (
  candidate_id, name, frequency, country, city, category, min_salary, salary_currency, created_at
) values
  ('00000000-0000-4000-8000-0000000000c1', 'Healthcare in Toronto from CA$70,000', 'weekly',
   'canada', 'Toronto', 'healthcare', 70000, 'CAD', now() - interval '3 days');

-- Company facts the public company pages show beside the location: headcount band and industry
-- (Edit Company Profile). Southern Cross Construction, still awaiting verification, has given none.
update public.profiles p set company_size = f.company_size, industry = f.industry
from (values
  ('00000000-0000-4000-8000-0000000000e1'::uuid, '201-1000', 'technology'),
  ('00000000-0000-4000-8000-0000000000e2'::uuid, '1001+', 'healthcare'),
  ('00000000-0000-4000-8000-0000000000e3'::uuid, '11-50', 'technology'),
  ('00000000-0000-4000-8000-0000000000e4'::uuid, '51-200', 'logistics'),
  ('00000000-0000-4000-8000-0000000000e5'::uuid, '51-200', 'education'),
  ('00000000-0000-4000-8000-0000000000e6'::uuid, '11-50', 'technology')
) as f (id, company_size, industry)
where p.id = f.id;

-- "Your data" includes what the visa verdicts read about the user: a candidate's citizenships and
-- residence, an employer's licences (without the admins' internal notes). The account export is
-- kept whole and extended rather than written again.
alter function public.export_my_data() rename to export_account_data;
alter function public.export_account_data() set schema private;
revoke execute on function private.export_account_data() from public, anon, authenticated;

create function public.export_my_data()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.export_account_data() || pg_catalog.jsonb_build_object(
    'citizenships',
      (select pg_catalog.to_jsonb(c) - 'candidate_id' from public.candidate_citizenships c
       where c.candidate_id = (select auth.uid())),
    'employer_licences', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(l) - array['employer_id', 'verified_by', 'admin_note'] order by l.id)
      from public.employer_licences l where l.employer_id = (select auth.uid())), '[]'::jsonb))
$$;

revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

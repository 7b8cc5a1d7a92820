-- The audit trail names what changed in the visa catalogue and employers' licences, as it names
-- jobs and accounts: a route, a figure with its route, an occupation, a right, a company's licence.
create or replace function private.audit_subject_label(subject text, row_data jsonb)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  person_name text;
begin
  case subject
  when 'jobs' then return row_data ->> 'title';
  when 'profiles' then
    return coalesce(nullif(row_data ->> 'company_name', ''),
                    nullif(pg_catalog.concat_ws(' ', row_data ->> 'first_name', row_data ->> 'last_name'), ''),
                    row_data ->> 'email');
  when 'subscriptions' then
    select coalesce(p.company_name, p.email) into person_name from public.profiles p
    where p.id = (row_data ->> 'employer_id')::uuid;
    return pg_catalog.concat_ws(' · ', person_name, row_data ->> 'plan');
  when 'articles' then return row_data ->> 'title';
  when 'faqs' then return row_data ->> 'question';
  when 'visa_cases' then
    select nullif(pg_catalog.concat_ws(' ', p.first_name, p.last_name), '') into person_name
    from public.profiles p where p.id = (row_data ->> 'candidate_id')::uuid;
    return pg_catalog.concat_ws(' · ', person_name, row_data ->> 'visa_type');
  when 'visa_case_steps' then return row_data ->> 'title';
  when 'visa_case_documents' then return row_data ->> 'name';
  when 'visa_case_notes' then return pg_catalog.left(row_data ->> 'body', 80);
  when 'contact_messages' then return row_data ->> 'subject';
  when 'contact_replies' then
    return (select m.subject from public.contact_messages m where m.id = (row_data ->> 'message_id')::bigint);
  when 'visa_routes' then return row_data ->> 'name';
  when 'visa_thresholds' then
    return pg_catalog.concat_ws(' · ', (select r.name from public.visa_routes r where r.id = (row_data ->> 'route_id')::bigint),
                                row_data ->> 'label');
  when 'visa_occupations' then return pg_catalog.concat_ws(' ', row_data ->> 'code', row_data ->> 'title');
  when 'visa_occupation_routes' then
    return pg_catalog.concat_ws(' · ',
      (select pg_catalog.concat_ws(' ', o.code, o.title) from public.visa_occupations o where o.id = (row_data ->> 'occupation_id')::bigint),
      (select r.name from public.visa_routes r where r.id = (row_data ->> 'route_id')::bigint));
  when 'visa_citizenship_rights' then
    return pg_catalog.concat_ws(' · ', row_data ->> 'destination', row_data ->> 'citizenship', row_data ->> 'basis');
  when 'employer_licences' then
    select coalesce(p.company_name, p.email) into person_name from public.profiles p
    where p.id = (row_data ->> 'employer_id')::uuid;
    return pg_catalog.concat_ws(' · ', person_name, row_data ->> 'licence_number');
  else return null;
  end case;
end;
$$;

/** What the seeding needs of a database: PGlite, or PostgreSQL 15 through psql (postgres15.ts). */
export interface SqlRunner {
  query<T>(sql: string): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** Words the generated jobs are made of, so keyword searches match a realistic share of rows. */
const TITLES = [
  'Software Engineer',
  'Registered Nurse',
  'Data Analyst',
  'Accountant',
  'Sales Manager',
  'Civil Engineer',
  'Teacher',
  'Chemist',
  'HR Specialist',
  'Warehouse Supervisor',
  'Customer Support Agent',
  'Legal Counsel',
  'Farm Manager',
  'Bank Teller',
  'Production Planner',
  'Research Scientist',
  'Store Manager',
  'Chief Executive',
  'Office Administrator',
  'Logistics Coordinator',
];
const CATEGORIES = [
  'it',
  'healthcare',
  'it',
  'accounting',
  'sales',
  'construction',
  'education',
  'chemical',
  'hr',
  'supply-chain',
  'customer-service',
  'legal',
  'agriculture',
  'banking',
  'manufacturing',
  'science',
  'retail',
  'executive',
  'admin',
  'other',
];
const COUNTRIES = [
  'germany',
  'united-kingdom',
  'canada',
  'australia',
  'netherlands',
  'united-states',
  'ireland',
  'sweden',
  'new-zealand',
  'united-arab-emirates',
  'singapore',
  'france',
  'spain',
  'norway',
  'denmark',
  'japan',
];
const WORDS = [
  'senior',
  'junior',
  'remote',
  'visa',
  'relocation',
  'team',
  'growth',
  'english',
  'german',
  'night',
];

const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * Adds `count` jobs spread over the seeded employers in one INSERT … SELECT from generate_series.
 * This is bulk data for a benchmark, not user input: the job rules trigger is paused, and the
 * secondary indexes are dropped and rebuilt afterwards (much faster than maintaining them row by row).
 */
export async function seedJobs(db: SqlRunner, count: number): Promise<void> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'public.jobs'::regclass and not x.indisprimary and not x.indisunique`,
  );
  for (const { name } of indexes.rows) await db.exec(`drop index public.${JSON.stringify(name)}`);
  await db.exec(`
    alter table public.jobs disable trigger user;
    insert into public.jobs (company_id, title, description, category, country, city, location, work_type,
      employment_type, salary_min, salary_max, salary_currency, salary_period, tags, visa_sponsorship, relocation_support,
      approved, featured, status, created_at, published_at, expires_at)
    select e.ids[1 + g % array_length(e.ids, 1)],
      (${list(TITLES)})[1 + g % 20] || ' ' || (${list(WORDS)})[1 + (g / 20) % 10],
      'We are hiring a ' || (${list(WORDS)})[1 + g % 10] || ' ' || lower((${list(TITLES)})[1 + g % 20])
        || ' to join a ' || (${list(WORDS)})[1 + (g / 7) % 10] || ' team. Number ' || g || '.',
      (${list(CATEGORIES)})[1 + g % 20],
      (${list(COUNTRIES)})[1 + (g / 3) % 16],
      'City ' || (g % 50), 'City ' || (g % 50),
      (array['remote', 'on-site', 'hybrid'])[1 + (g / 5) % 3]::public.work_type,
      (array['full-time', 'full-time', 'part-time', 'contract', 'temporary'])[1 + (g / 2) % 5]::public.employment_type,
      (30000 + (g % 50) * 1000) * (array[1, 0.8, 0.75, 1.35, 1.5, 150])[1 + (g / 4) % 6]
        / case when g % 9 = 0 then 12 else 1 end,
      (60000 + (g % 50) * 1500) * (array[1, 0.8, 0.75, 1.35, 1.5, 150])[1 + (g / 4) % 6]
        / case when g % 9 = 0 then 12 else 1 end,
      (array['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY'])[1 + (g / 4) % 6],
      case when g % 9 = 0 then 'month' else 'year' end::public.salary_period,
      array[(${list(WORDS)})[1 + g % 10]],
      g % 4 = 0, g % 6 = 0,
      g % 10 <> 3, g % 50 = 7, 'published'::public.job_status,
      now() - make_interval(mins => g), now() - make_interval(mins => g), now() + interval '30 days'
    from generate_series(1, ${Number(count)}) g,
      (select array_agg(id order by id) as ids from public.profiles where user_type = 'employer') e;
    alter table public.jobs enable trigger user;`);
  // What the paused triggers maintain: the annual salary in US dollars and the typo vocabulary.
  await db.exec(`
    alter table public.jobs disable trigger user;
    update public.jobs set
      salary_min_annual_usd = private.to_usd(private.annual_salary(coalesce(salary_min, salary_max), salary_period), salary_currency),
      salary_max_annual_usd = private.to_usd(private.annual_salary(coalesce(salary_max, salary_min), salary_period), salary_currency)
    where salary_currency is not null;
    insert into private.search_words (word)
    select private.words_of(t) from (select distinct title || ' ' || private.search_text_of(tags, category) as t from public.jobs) d
    on conflict do nothing;
    alter table public.jobs enable trigger user;`);
  // Jobs in the six destinations get an occupation of their country's classification, so their
  // visa verdicts (and "likely to take") are computed as for real jobs.
  await db.exec(`
    alter table public.jobs disable trigger user;
    update public.jobs j set occupation_code = o.codes[1 + j.id % array_length(o.codes, 1)]
    from (select r.destination, array_agg(distinct vo.code order by vo.code) as codes
          from public.visa_routes r join public.visa_occupations vo on vo.classification = r.classification
          where r.kind = 'sponsored' and r.retired_at is null group by r.destination) o
    where o.destination = j.country and j.occupation_code is null;
    alter table public.jobs enable trigger user;`);
  for (const { definition } of indexes.rows) await db.exec(definition);
  // The citizenship-free part of each job's verdict the paused trigger keeps.
  await db.exec('select private.refresh_job_visa_profiles(); analyze private.job_visa_profiles;');
  // The facet counts the paused trigger keeps (private.live_job_counts), counted afresh.
  await db.exec('select private.rebuild_live_job_counts()');
  // The keyword search's documents the paused trigger keeps (private.job_search_documents).
  await db.exec('select private.rebuild_job_search_documents()');
  await db.exec(
    'analyze public.jobs; analyze public.profiles; analyze private.job_search_documents;',
  );
}

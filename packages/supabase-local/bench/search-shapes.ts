/**
 * The /jobs search shapes (keyword, filters, facets, sorts) on the benchmark's jobs: each one call to public.search_jobs
 * (page + total + facets; above 1,000 results the total is an estimate, printed with ~), through supabase-js → supabase-local and as the same SQL
 * statement straight on PGlite as the anon role, interleaved, with p50/p95 and the ratio; then the plan of the
 * browse-by-country page query.
 */
import type { Database } from '../src/db/database.js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Postgres15 } from './postgres15.js';

type Args = Record<string, string | number | boolean | string[]>;

/** The shapes the issue names (argument names as @globalhire/data's searchJobs sends them). */
export const searchShapes: { name: string; args: Args }[] = [
  { name: 'keyword with a typo ("enginer")', args: { keyword: 'enginer' } },
  {
    name: 'keyword prefix + country ("soft", germany)',
    args: { keyword: 'soft', country: 'germany' },
  },
  {
    name: 'facets: country + work type + 7 days',
    args: { country: 'canada', work_type: 'remote', posted_within: '7d' },
  },
  { name: 'browse all (facets over every live job)', args: {} },
  { name: 'minimum salary 60,000 GBP', args: { min_salary: 60000, salary_currency: 'GBP' } },
  { name: 'sort by salary, in EUR', args: { sort: 'salary', salary_currency: 'EUR' } },
  {
    name: 'typo + country + salary sort',
    args: { keyword: 'nurce', country: 'australia', sort: 'salary', salary_currency: 'AUD' },
  },
  {
    name: 'likely to take (IN), browse all',
    args: { likely_takeable: true, citizenships: ['IN'] },
  },
  {
    name: 'likely to take (IN) + typo ("enginer")',
    args: { likely_takeable: true, citizenships: ['IN'], keyword: 'enginer' },
  },
];

/** Each "likely to take" shape and the same search without the filter, for their ratio. */
const filterPairs: [string, string][] = [
  ['likely to take (IN), browse all', 'browse all (facets over every live job)'],
  ['likely to take (IN) + typo ("enginer")', 'keyword with a typo ("enginer")'],
];

function printFilterRatios(p95s: Map<string, number>): void {
  for (const [filtered, plain] of filterPairs) {
    const a = p95s.get(filtered);
    const b = p95s.get(plain);
    if (a === undefined || b === undefined) continue;
    console.log(`  "${filtered}" against "${plain}": p95 ${(a / b).toFixed(2)}× (target ≤ 1.5×)`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

/** A bench argument as an SQL literal (the bench's own constants, never user input). */
const sqlLiteral = (value: Args[string]): string =>
  Array.isArray(value)
    ? `array[${value.map((v) => `'${v}'`).join(', ')}]::text[]`
    : typeof value === 'string'
      ? `'${value}'`
      : String(value);

/** `select public.search_jobs(name => $1, ...)`: the same call as SQL, every value a parameter. */
function asSql(args: Args): { sql: string; params: unknown[] } {
  const names = Object.keys(args);
  const list = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
  return { sql: `select public.search_jobs(${list}) as answer`, params: names.map((n) => args[n]) };
}

export async function benchSearchShapes(
  db: Database,
  client: SupabaseClient,
  samples: number,
): Promise<void> {
  console.log(
    `\nsearch shapes (public.search_jobs: page of 20 + total + 6 facets; ~ an estimated total), ${samples} samples each:`,
  );
  console.log(
    '  shape                                         total | js p50    p95  | SQL p50    p95 | ratio p50  p95',
  );
  const jsP95 = new Map<string, number>();
  for (const shape of searchShapes) {
    const viaJs = async () => {
      let answer = await client.rpc('search_jobs', { ...shape.args, page_size: 20 });
      // A kept-alive socket the server closed between samples: one retry, as a browser would.
      if (answer.error?.message.includes('fetch failed')) {
        answer = await client.rpc('search_jobs', { ...shape.args, page_size: 20 });
      }
      const { data, error } = answer;
      if (error) throw new Error(`${shape.name}: ${error.message}`);
      const reply = data as { total: number; total_exact?: boolean };
      return reply.total_exact === false ? `~${reply.total}` : String(reply.total);
    };
    const { sql, params } = asSql({ ...shape.args, page_size: 20 });
    // As the visitor's role, so the live-jobs policies apply as they do through the API.
    const viaSql = () =>
      db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        const result = await tx.query<{ answer: unknown }>(sql, params);
        const answer = result.rows[0]!.answer as { total: number; total_exact?: boolean };
        return answer.total_exact === false ? `~${answer.total}` : String(answer.total);
      });
    const total = await viaJs();
    if ((await viaSql()) !== total) throw new Error(`${shape.name}: supabase-js and SQL disagree`);
    for (let i = 0; i < 5; i += 1) {
      await viaJs();
      await viaSql();
    }
    const js: number[] = [];
    const raw: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      let t = performance.now();
      await viaJs();
      js.push(performance.now() - t);
      t = performance.now();
      await viaSql();
      raw.push(performance.now() - t);
    }
    const a = summary(js);
    const b = summary(raw);
    jsP95.set(shape.name, a.p95);
    console.log(
      `  ${shape.name.padEnd(44)} ${String(total).padStart(6)} |${ms(a.p50)}${ms(a.p95)} |${ms(b.p50)}${ms(b.p95)} | ${(a.p50 / b.p50).toFixed(2)}×  ${(a.p95 / b.p95).toFixed(2)}×`,
    );
  }
  console.log('  targets: p95 ≤ 30 ms through supabase-js, ≤ 1.5× the same SQL');
  printFilterRatios(jsP95);

  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, costs off, timing off, summary off) ${BROWSE_BY_COUNTRY}`,
    ['germany'],
  );
  console.log(
    '\nplan of the browse-by-country page query on PGlite (country = germany, newest first, page 101 of 20):',
  );
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
}

/** The page statement search_jobs runs (as its owner) when a visitor browses one country, on page 101. */
export const BROWSE_BY_COUNTRY = `select j.id, j.title, j.created_at from public.jobs j
  where j.approved is true and j.status = 'published'
    and (j.expires_at is null or j.expires_at > now())
    and not (j.company_id = any ((select private.blocked_account_ids())::uuid[]))
    and j.country >= $1 and j.country <= $1
  order by j.country, j.created_at desc, j.id desc limit 20 offset 2000`;

/** The shapes as plain SQL on PostgreSQL 15 (pgbench, one client, as the anon role), and the plan. */
export function benchSearchShapesOnPostgres15(pg: Postgres15, samples: number): void {
  console.log(`\nthe same shapes as SQL on PostgreSQL 15 (pgbench, 1 client, ${samples} each):`);
  console.log('  shape                                         total |  SQL p50    p95');
  const p95s = new Map<string, number>();
  for (const shape of searchShapes) {
    const args = Object.entries({ ...shape.args, page_size: 20 })
      .map(([name, value]) => `${name} => ${sqlLiteral(value)}`)
      .join(', ');
    const call = `select public.search_jobs(${args})`;
    const answer = JSON.parse(pg.text(`set role anon; ${call}`).trim()) as {
      total: number;
      total_exact?: boolean;
    };
    const total = answer.total_exact === false ? `~${answer.total}` : String(answer.total);
    const latencies = pg.pgbench(`begin;\nset local role anon;\n${call};\ncommit;\n`, samples);
    const t = summary(latencies);
    p95s.set(shape.name, t.p95);
    console.log(
      `  ${shape.name.padEnd(44)} ${String(total).padStart(6)} |${ms(t.p50)}${ms(t.p95)}`,
    );
  }
  printFilterRatios(p95s);
  console.log(
    '\nplan of the browse-by-country page query on PostgreSQL 15 (country = germany, newest first, page 101 of 20):',
  );
  const plan = pg.text(
    `explain (analyze, costs off, timing off, summary off) ${BROWSE_BY_COUNTRY.replaceAll('$1', `'germany'`)}`,
  );
  for (const line of plan.trim().split('\n')) console.log(`  ${line}`);
}

/**
 * `pnpm bench:backend`: the public job search (full-text keyword + country + category + work type,
 * 20 a page, exact count, newest first) through supabase-js against supabase-local, next to the
 * same search as plain SQL on the same PGlite, in the same run; then the load figure (load.ts:
 * closed loop, stepped open loop, users with think time) on PGlite and PostgreSQL 15. Prints
 * figures and targets; never fails on them. BENCH_LOAD_ONLY=1 runs only the load figure,
 * BENCH_LOAD_SECONDS=0 skips it (its other knobs: load.ts); BENCH_POSTGRES15=0 skips PostgreSQL.
 * Last, the Realtime figure (realtime.ts: 1,000 subscribed clients, commit → delivery under 20
 * writers); BENCH_REALTIME=0 skips it, BENCH_REALTIME_ONLY=1 runs only it; BENCH_REALTIME_CLIENTS
 * / BENCH_REALTIME_ROWS change its size (trial runs) and BENCH_REALTIME_CPU_PROF=<dir> writes a CPU
 * profile of its server process.
 */
import { createClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startSupabaseLocal } from '../src/index.js';
import { handleRest } from '../src/rest/index.js';
import { seedJobs } from './seed-jobs.js';
import { benchSearchShapes, benchSearchShapesOnPostgres15 } from './search-shapes.js';
import { printSearchPlansOnPglite, printSearchPlansOnPostgres15 } from './search-plans.js';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { postgres15Available, startPostgres15 } from './postgres15.js';
import { loadOnPglite, loadOnPostgres15 } from './load.js';
import { printLoad } from './load-print.js';
import { printRealtime, realtimeOnPglite, realtimeOnPostgres15 } from './realtime.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const CONCURRENCY = 20;
const CONCURRENT_REQUESTS = Number(process.env.BENCH_CONCURRENT_REQUESTS ?? 400);

/** The job card select of @globalhire/data's searchJobs. */
const JOB_CARD_SELECT =
  'id, title, country, city, location, category, work_type, employment_type, salary_min, salary_max, salary_currency, salary_period, visa_sponsorship, relocation_support, featured, created_at, published_at, company:profiles!jobs_company_id_fkey(company_name, slug)';

const SEARCH = {
  keyword: 'engineer',
  country: 'germany',
  category: 'it',
  workType: 'remote',
} as const;

/** The same search as one hand-written statement: page, company and exact total. */
const RAW_SQL = `
select j.id, j.title, j.country, j.city, j.location, j.category, j.work_type, j.employment_type,
       j.salary_min, j.salary_max, j.salary_currency, j.salary_period, j.visa_sponsorship,
       j.relocation_support, j.featured, j.created_at, j.published_at,
       json_build_object('company_name', p.company_name, 'slug', p.slug) as company,
       count(*) over () as total
from public.jobs j
left join public.profiles p on p.id = j.company_id
where j.approved is true and j.status = 'published' and (j.expires_at is null or j.expires_at > $1)
  and j.search @@ websearch_to_tsquery('english', $2)
  and j.country = $3 and j.category = $4 and j.work_type = $5
order by j.created_at desc, j.id desc
limit 20`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
}

function summary(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main(): Promise<void> {
  const benchDataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const startedAt = performance.now();
  const server = await startSupabaseLocal({
    port: 0,
    host: '127.0.0.1',
    // On disk, as `pnpm start` runs it (an in-memory database has a smaller buffer pool).
    dataDir: benchDataDir,
    quiet: true,
    // Plans of the slow shapes (search-plans.ts) are auto_explain's.
    pgliteExtensions: { auto_explain },
  });
  try {
    console.log(
      `supabase-local started at ${server.url} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
    );
    const seedStart = performance.now();
    await seedJobs(server.db, JOBS);
    const total = await server.db.query<{ n: string }>(
      'select count(*)::text as n from public.jobs',
    );
    console.log(
      `seeded ${JOBS} jobs (${total.rows[0]?.n ?? '?'} in table) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const kept = await server.db.query<{ n: string }>(
      'select count(*)::text as n from private.live_job_counts',
    );
    console.log(`kept facet counts (private.live_job_counts): ${kept.rows[0]?.n ?? '?'} rows`);

    const client = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    });
    const now = () => new Date().toISOString();
    const viaRest = async () => {
      const { data, count, error } = await client
        .from('jobs')
        .select(JOB_CARD_SELECT, { count: 'exact' })
        .eq('approved', true)
        .eq('status', 'published')
        .or(`expires_at.is.null,expires_at.gt.${now()}`)
        .textSearch('search', SEARCH.keyword, { type: 'websearch', config: 'english' })
        .eq('country', SEARCH.country)
        .eq('category', SEARCH.category)
        .eq('work_type', SEARCH.workType)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 19);
      if (error) throw new Error(`search failed: ${error.message}`);
      return { rows: data.length, count: count ?? 0 };
    };
    const viaSql = async () => {
      const result = await server.db.query<{ total: string }>(RAW_SQL, [
        now(),
        SEARCH.keyword,
        SEARCH.country,
        SEARCH.category,
        SEARCH.workType,
      ]);
      return { rows: result.rows.length, count: Number(result.rows[0]?.total ?? 0) };
    };

    // The REST layer alone (no HTTP, no supabase-js): the same request handed to handleRest.
    const inProcess = async () => {
      const query = new URLSearchParams({
        select: JOB_CARD_SELECT.replace(/\s/g, ''),
        approved: 'eq.true',
        status: 'eq.published',
        or: `(expires_at.is.null,expires_at.gt.${now()})`,
        search: `wfts(english).${SEARCH.keyword}`,
        country: `eq.${SEARCH.country}`,
        category: `eq.${SEARCH.category}`,
        work_type: `eq.${SEARCH.workType}`,
        order: 'created_at.desc,id.desc',
        offset: '0',
        limit: '20',
      });
      const res = await handleRest({
        db: server.db,
        method: 'GET',
        path: '/jobs',
        query,
        headers: new Headers({ prefer: 'count=exact' }),
        body: '',
        auth: { role: 'anon', claims: { role: 'anon' } },
      });
      if (res.status >= 300) throw new Error(`search failed: ${res.status} ${res.body ?? ''}`);
    };

    const check = [await viaRest(), await viaSql()];
    console.log(
      `search "${SEARCH.keyword}" in ${SEARCH.country}/${SEARCH.category}/${SEARCH.workType}: REST ${check[0]?.rows} rows of ${check[0]?.count}, SQL ${check[1]?.rows} rows of ${check[1]?.count}`,
    );

    for (let i = 0; i < 20; i += 1) {
      await viaRest();
      await viaSql();
    }
    // Interleaved, so both see the same machine load.
    const rest: number[] = [];
    const sql: number[] = [];
    const layer: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      let t = performance.now();
      await viaRest();
      rest.push(performance.now() - t);
      t = performance.now();
      await viaSql();
      sql.push(performance.now() - t);
      t = performance.now();
      await inProcess();
      layer.push(performance.now() - t);
    }
    const r = summary(rest);
    const s = summary(sql);
    const l = summary(layer);
    console.log(`\njob search, ${SAMPLES} sequential requests each (interleaved):`);
    console.log(`  supabase-js → supabase-local   p50 ${ms(r.p50)}  p95 ${ms(r.p95)}`);
    console.log(`  SQL straight on PGlite         p50 ${ms(s.p50)}  p95 ${ms(s.p95)}`);
    console.log(
      `  ratio REST / SQL               p50 ${(r.p50 / s.p50).toFixed(2)}×  p95 ${(r.p95 / s.p95).toFixed(2)}×`,
    );
    console.log(
      `  (REST layer in process, no HTTP p50 ${ms(l.p50)}  p95 ${ms(l.p95)}: ${(l.p50 / s.p50).toFixed(2)}× the SQL)`,
    );
    console.log(`  targets: p95 ≤ 30 ms, ratio ≤ 1.3×`);

    let next = 0;
    const clients = Array.from({ length: CONCURRENCY }, () =>
      createClient(server.url, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      }),
    );
    const concurrentStart = performance.now();
    await Promise.all(
      clients.map(async () => {
        while (next < CONCURRENT_REQUESTS) {
          next += 1;
          await viaRest();
        }
      }),
    );
    const seconds = (performance.now() - concurrentStart) / 1000;
    console.log(
      `\n${CONCURRENCY} concurrent clients: ${CONCURRENT_REQUESTS} searches in ${seconds.toFixed(2)} s = ${(CONCURRENT_REQUESTS / seconds).toFixed(1)} requests/s`,
    );
    await benchSearchShapes(server.db, client, Number(process.env.BENCH_SHAPE_SAMPLES ?? 100));
    await printSearchPlansOnPglite(server.db);

    if (process.env.BENCH_POSTGRES15 === '0') {
      console.log('\nPostgreSQL 15: skipped (BENCH_POSTGRES15=0)');
    } else if (!postgres15Available()) {
      console.log('\nPostgreSQL 15: not installed (apt-get install postgresql-15), skipped');
    } else {
      const pgStart = performance.now();
      const pg = await startPostgres15();
      try {
        await seedJobs(pg, JOBS);
        console.log(
          `\nPostgreSQL 15 (Debian) cluster with the migrations, seed and ${JOBS} jobs ready in ${((performance.now() - pgStart) / 1000).toFixed(1)} s`,
        );
        benchSearchShapesOnPostgres15(pg, Number(process.env.BENCH_SHAPE_SAMPLES ?? 100));
        printSearchPlansOnPostgres15(pg);
      } finally {
        pg.stop();
      }
    }

    const [load1] = loadavg();
    console.log(
      `machine: ${cpus().length} CPUs, load average ${load1?.toFixed(1) ?? '?'} (other work on the machine inflates every figure)`,
    );
  } finally {
    await server.stop();
    rmSync(benchDataDir, { recursive: true, force: true });
  }
}

const realtimeOnly = process.env.BENCH_REALTIME_ONLY === '1';
// BENCH_LOAD_ONLY=1: only the load figure (trial runs).
if (process.env.BENCH_LOAD_ONLY !== '1' && !realtimeOnly) await main();

if (process.env.BENCH_LOAD_SECONDS !== '0' && !realtimeOnly) {
  // BENCH_LOAD_JOBS: the generated jobs of the load run (default: BENCH_JOBS, 100,000).
  const loadJobs = Number(process.env.BENCH_LOAD_JOBS ?? JOBS);
  const pglite = await loadOnPglite(loadJobs);
  const postgres = await loadOnPostgres15(loadJobs);
  printLoad(pglite, postgres, loadJobs);
}

if (realtimeOnly || (process.env.BENCH_REALTIME !== '0' && process.env.BENCH_LOAD_ONLY !== '1')) {
  const pglite = await realtimeOnPglite();
  const postgres = process.env.BENCH_POSTGRES15 === '0' ? null : await realtimeOnPostgres15();
  printRealtime(pglite, postgres);
}

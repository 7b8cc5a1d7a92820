/**
 * `pnpm bench:alerts`: the job alert fan-out under the worst load a set of accounts can make.
 * supabase-local on PGlite in this process (as `pnpm start` runs it, with its delivery worker);
 * 10,000 instant alerts spread over 500 candidates (20 each, the per-account limit), all
 * matching one job. The job is approved, then the delivery worker's fan-out (fanOutJobAlerts,
 * as each tick runs it) goes on until nothing is queued, while visitors keep asking for the FAQ
 * and the job list through supabase-js. Two runs: keywords people share ("engineer", "kotlin"),
 * then the costliest alerts (every one a 7-word keyword of its own, each parsed with its typo
 * lookup). Prints the approval's latency, the fan-out's duration and emails, and the visitors'
 * latency during it next to an idle baseline. Prints figures; never fails on them.
 *   BENCH_ALERTS (10000)  BENCH_CALL_MS time per fan-out call (the database's default, 20)
 *   BENCH_VISITORS concurrent visitors (4)
 */
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import { createSupabaseClient, type GlobalHireClient } from '@globalhire/data';
import { createServiceClient, fanOutJobAlerts } from '@globalhire/data/delivery';
import { startSupabaseLocal } from '@globalhire/supabase-local';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const CALL_MS = process.env.BENCH_CALL_MS ? Number(process.env.BENCH_CALL_MS) : undefined;
const VISITORS = Number(process.env.BENCH_VISITORS ?? 4);
const PER_ACCOUNT = 20;
const EMPLOYER = '00000000-0000-4000-8000-0000000000e1';
const transport = { transport: WebSocket as unknown as typeof globalThis.WebSocket };

/** The alerts' keywords, from the alert number `a`: each matches the job. */
const scenarios = [
  {
    label: 'shared keywords (5 distinct)',
    keyword: `(array['engineer', 'platform engineer', 'kotlin', 'payments', 'senior engineer'])[1 + a % 5]`,
  },
  {
    label: 'a 7-word keyword of its own per alert',
    keyword: `array_to_string(array(select w from unnest(array['senior', 'platform', 'engineer', 'kotlin',
      'build', 'payment', 'services']) w order by md5(w || u.n || '-' || a)), ' ')`,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function latencyLine(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `${label.padEnd(20)} ${String(sorted.length).padStart(6)} requests  p50 ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  max ${ms(sorted.at(-1) ?? NaN)}`;
}

/** Visitors asking for the FAQ and the job list, one request at a time each, until stopped. */
function visitors(client: GlobalHireClient) {
  const samples: number[] = [];
  let errors = 0;
  let running = true;
  const visitor = async (n: number) => {
    for (let i = n; running; i += 1) {
      const started = performance.now();
      const { error } =
        i % 2 === 0
          ? await client.from('faqs').select()
          : await client
              .from('jobs')
              .select('id, title, country, location, published_at')
              .order('published_at', { ascending: false })
              .limit(20);
      samples.push(performance.now() - started);
      if (error) errors += 1;
    }
  };
  const done = Promise.all(Array.from({ length: VISITORS }, (_, n) => visitor(n)));
  return {
    samples,
    errors: () => errors,
    async stop() {
      running = false;
      await done;
    },
  };
}

const startedAt = performance.now();
const server = await startSupabaseLocal({
  port: 0,
  host: '127.0.0.1',
  inMemory: true,
  quiet: true,
});
try {
  console.log(
    `supabase-local (PGlite, in this process) at ${server.url} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const db = server.db;
  // Candidates straight into auth.users (the sign-up trigger makes their profiles).
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'bench.alerts.' || n || '@mail.example', '', now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('first_name', 'Bench', 'last_name', 'Candidate ' || n, 'user_type', 'candidate'),
       now(), now(), '', '', '', ''
     from generate_series(1, $1::int) n`,
    [Math.ceil(ALERTS / PER_ACCOUNT)],
  );
  const anon = createSupabaseClient(
    { url: server.url, anonKey: server.anonKey },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: transport,
    },
  );
  const worker = createServiceClient(server.url, server.serviceRoleKey, { realtime: transport });

  const idle = visitors(anon);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await idle.stop();
  console.log(`\nother requests (${VISITORS} visitors: FAQ list, job list), nothing else running:`);
  console.log(`  ${latencyLine('idle', idle.samples)}`);

  for (const scenario of scenarios) {
    await db.query(`delete from public.job_alerts where name like 'Bench alert %'`);
    const seedStart = performance.now();
    // Alerts filtered as people set them: some with a country, some with a category, a tenth
    // kept to "Jobs I can likely take".
    await db.query(
      `insert into public.job_alerts (candidate_id, name, frequency, keyword, country, category, likely_takeable)
       select u.id, 'Bench alert ' || a, 'instant', ${scenario.keyword},
         case when a % 3 = 0 then 'canada' end, case when a % 4 = 0 then 'it' end, a % 10 = 0
       from (select id, row_number() over (order by id) as n from auth.users
             where email like 'bench.alerts.%') u
       cross join generate_series(1, $1::int) a
       where (u.n - 1) * $1::int + a <= $2::int`,
      [PER_ACCOUNT, ALERTS],
    );
    const counted = await db.query<{ alerts: number; accounts: number; keywords: number }>(
      `select count(*)::int as alerts, count(distinct candidate_id)::int as accounts,
         count(distinct keyword)::int as keywords
       from public.job_alerts where name like 'Bench alert %'`,
    );
    const c = counted.rows[0]!;
    console.log(
      `\n${scenario.label}: ${c.alerts} instant alerts, ${c.keywords} distinct keywords, over ${c.accounts} candidates (≤ ${PER_ACCOUNT} each), inserted in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const job = await db.query<{ id: number }>(
      `insert into public.jobs (company_id, title, description, category, country, city, location)
       values ($1, 'Senior Platform Engineer (Kotlin)', 'Build payment services in Kotlin.', 'it',
               'canada', 'Toronto', 'Toronto, Canada') returning id`,
      [EMPLOYER],
    );
    const jobId = Number(job.rows[0]!.id);
    const last = await db.query<{ id: number | null }>(
      'select max(id) as id from private.email_outbox',
    );
    const afterId = Number(last.rows[0]?.id ?? 0);
    const alertEmails = async () =>
      (
        await db.query<{ emails: number; recipients: number }>(
          `select count(*)::int as emails, count(distinct to_address)::int as recipients
           from private.email_outbox where id > $1 and kind = 'job_alert'`,
          [afterId],
        )
      ).rows[0]!;

    const approveStart = performance.now();
    const approved = await worker.from('jobs').update({ approved: true }).eq('id', jobId);
    const approval = performance.now() - approveStart;
    if (approved.error) throw new Error(`approving failed: ${approved.error.message}`);
    console.log(
      `  approval (supabase-js update): ${ms(approval)}; alert emails it queued: ${(await alertEmails()).emails}`,
    );

    const busy = visitors(anon);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fanOutStart = performance.now();
    let calls = 0;
    let ticks = 0;
    for (let left = 1; left > 0;) {
      ticks += 1;
      calls += await fanOutJobAlerts(worker, CALL_MS ? { callMs: CALL_MS } : {});
      const queued = await db.query<{ n: number }>(
        'select count(*)::int as n from private.job_alert_fan_out',
      );
      left = queued.rows[0]?.n ?? 0;
    }
    const fanOut = performance.now() - fanOutStart;
    await busy.stop();

    const emails = await alertEmails();
    const matches = await db.query<{ n: number }>(
      'select count(*)::int as n from private.job_alert_matches where job_id = $1',
      [jobId],
    );
    console.log(
      `  fan-out: ${(fanOut / 1000).toFixed(2)} s in ${calls} calls of ≤ ${CALL_MS ?? 20} ms (${ticks} tick(s)); ${matches.rows[0]?.n} matches; ${emails.emails} emails queued for ${emails.recipients} recipients`,
    );
    console.log(`  ${latencyLine('during the fan-out', busy.samples)}`);
    if (busy.errors() > 0) console.log(`  errors: ${busy.errors()}`);
  }
  console.log('\ntarget: the other requests’ p95 ≤ 100 ms during the fan-out');
  const [load1] = loadavg();
  console.log(
    `machine: ${cpus().length} CPUs, load average ${load1?.toFixed(1) ?? '?'} (other work on the machine inflates every figure)`,
  );
} finally {
  await server.stop();
}

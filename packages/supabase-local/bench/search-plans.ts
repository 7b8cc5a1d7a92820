/**
 * The plans of the slow search shapes on both engines: every statement public.search_jobs runs
 * for the shape, as auto_explain logs them (nested statements, actual rows, no timings), as the
 * visitor's role. On PGlite the server must load the auto_explain extension (job-search.ts).
 */
import type { Database } from '../src/db/database.js';
import type { Postgres15 } from './postgres15.js';
import { searchShapes } from './search-shapes.js';

/** The shapes whose plans are printed: those that match thousands of jobs or filter on salary. */
const planned = [
  'keyword with a typo ("enginer")',
  'keyword prefix + country ("soft", germany)',
  'typo + country + salary sort',
  'minimum salary 60,000 GBP',
];

const autoExplain = `load 'auto_explain';
set local auto_explain.log_min_duration = 0;
set local auto_explain.log_nested_statements = on;
set local auto_explain.log_analyze = on;
set local auto_explain.log_timing = off;
set local client_min_messages = log;
set local role anon;`;

const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `array[${value.map((v) => `'${String(v)}'`).join(', ')}]::text[]`
    : typeof value === 'string'
      ? `'${value}'`
      : String(value);

/** `select public.search_jobs(...)` with the bench's own constants written in (never user input). */
function call(args: Record<string, unknown>): string {
  const list = Object.entries({ ...args, page_size: 20 })
    .map(([name, value]) => `${name} => ${literal(value)}`)
    .join(', ');
  return `select public.search_jobs(${list})`;
}

/** auto_explain's messages → the plans of statements that read jobs or search documents. */
function plansOf(messages: string[]): string[] {
  const lines: string[] = [];
  for (const message of messages) {
    const [head = '', ...rest] = message.split('\n');
    const plan = rest.filter((l) => !/^\s*Query Text:/.test(l) && l.trim() !== '');
    // The query text runs over several lines until the plan starts; the plan is what's indented
    // under its first node, which auto_explain prints flush left.
    const start = plan.findIndex((l) => /^[A-Z][A-Za-z ]+( {2}|\s*\(|$)/.test(l));
    const body = start < 0 ? [] : plan.slice(start);
    if (!body.some((l) => /job_search_documents|on jobs|on live_job_counts/.test(l))) continue;
    lines.push(`    ${head.replace(/^.*duration: [\d.]+ ms\s+plan:/, 'statement:').trim()}`);
    for (const l of body) lines.push(`      ${l.replace(/ {2}\(cost=[^)]*\)/, '')}`);
  }
  return lines;
}

export async function printSearchPlansOnPglite(db: Database): Promise<void> {
  console.log('\nplans of the slow shapes on PGlite (every statement search_jobs runs, as anon):');
  for (const shape of searchShapes.filter((s) => planned.includes(s.name))) {
    const messages: string[] = [];
    await db.transaction(async (tx) => {
      await tx.exec(autoExplain);
      await tx.query(call(shape.args), [], {
        onNotice: (notice: { message?: string }) => messages.push(notice.message ?? ''),
      } as never);
    });
    console.log(`  ${shape.name}:`);
    for (const line of plansOf(messages)) console.log(line);
  }
}

export function printSearchPlansOnPostgres15(pg: Postgres15): void {
  console.log(
    '\nplans of the slow shapes on PostgreSQL 15 (every statement search_jobs runs, as anon):',
  );
  for (const shape of searchShapes.filter((s) => planned.includes(s.name))) {
    const log = pg.log(`begin;\n${autoExplain}\n${call(shape.args)};\ncommit;`);
    const messages = log.split(/^(?:psql:\S+ )?LOG:\s+/m).filter((m) => m.includes('plan:'));
    console.log(`  ${shape.name}:`);
    for (const line of plansOf(messages)) console.log(line);
  }
}

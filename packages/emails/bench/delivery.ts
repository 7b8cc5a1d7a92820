// `pnpm bench:backend` (its email part): the delivery worker renders and sends a batch of 1,000
// queued emails into supabase-local's mailbox, as `pnpm start` runs it, and prints how long the
// batch took against its budget (10 s). The rows are application_received emails whose facts
// come from the real trigger's builders (private.email_job, private.email_person), for one
// employer, queued in one statement.
import { cpus, loadavg } from 'node:os';
import WebSocket from 'ws';
import {
  createServiceClient,
  drainOutbox,
  mailboxTransport,
} from '@globalhire/data/delivery';
import { startSupabaseLocal } from '@globalhire/supabase-local';
import { createEmailRenderer } from '../src';

const BATCH = Number(process.env.BENCH_EMAILS ?? 1000);
const BUDGET_SECONDS = 10;

const server = await startSupabaseLocal({ port: 0, host: '127.0.0.1', inMemory: true, quiet: true });
try {
  // What the seed left queued is not part of the batch.
  await server.db.query('update private.email_outbox set sent_at = now() where sent_at is null');
  await server.db.query(
    `select private.notify(j.company_id, 'application_received', 'New application', 'A candidate applied.',
       '/employer/jobs/' || j.id || '/applicants',
       jsonb_build_object('job', private.email_job(j.id), 'applicationId', g,
         'candidate', private.email_person('00000000-0000-4000-8000-0000000000c1'),
         'submittedByGlobalHire', false))
     from generate_series(1, $1) g,
          lateral (select id, company_id from public.jobs order by id limit 1) j`,
    [BATCH],
  );
  const client = createServiceClient(server.url, server.serviceRoleKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const render = createEmailRenderer({
    siteUrl: 'http://localhost:5173',
    from: 'GlobalHire <notifications@globalhire.local>',
  });
  const started = performance.now();
  const report = await drainOutbox(client, {
    send: mailboxTransport(server.url, server.serviceRoleKey),
    render,
    batchSize: 200,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nEmail delivery (PGlite, mailbox transport, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}):` +
      `\n  ${report.sent} emails rendered and sent in ${seconds.toFixed(2)} s` +
      ` (${(report.sent / seconds).toFixed(0)} emails/s, ${((seconds * 1000) / Math.max(report.sent, 1)).toFixed(2)} ms each);` +
      ` budget ${BUDGET_SECONDS} s for ${BATCH}: ${(seconds / BUDGET_SECONDS).toFixed(2)}× of it` +
      (report.failed > 0 ? `\n  ${report.failed} failed` : ''),
  );
  if (report.sent !== BATCH) process.exitCode = 1;
} finally {
  await server.stop();
}

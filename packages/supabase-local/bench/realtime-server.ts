/**
 * The server process of the Realtime figure (bench/realtime.ts forks it): supabase-local on
 * PGlite in memory or on a PostgreSQL URL, its socket limit raised through
 * `config.realtime.maxConcurrentUsers`, with the bench's table. Alone in its process, so its
 * memory and CPU are the server's own; it answers `memory` requests over IPC.
 */
import { startSupabaseLocal } from '../src/index.js';

export interface ServerRequest {
  databaseUrl?: string;
  maxConcurrentUsers: number;
}

export type ServerMessage =
  | { type: 'ready'; url: string; anonKey: string; serviceRoleKey: string; jwtSecret: string }
  | { type: 'memory'; rss: number; heapUsed: number; external: number; cpuMs: number };

/** Whose rows each subscriber may read: the row's own user only, as `notifications`. */
export const benchTable = 'bench_realtime_notes';
const tableSql = `
  create table public.${benchTable} (
    id bigint generated always as identity primary key,
    user_id uuid not null,
    body text not null default '',
    created_at timestamptz not null default now()
  );
  create index on public.${benchTable} (user_id);
  alter table public.${benchTable} enable row level security;
  create policy "own rows" on public.${benchTable} for select to authenticated
    using (user_id = (select auth.uid()));
  grant select on public.${benchTable} to authenticated;
  grant all on public.${benchTable} to service_role;
  alter publication supabase_realtime add table public.${benchTable};`;

const send = (message: ServerMessage) => process.send?.(message);

async function serve(request: ServerRequest): Promise<void> {
  const server = await startSupabaseLocal({
    port: 0,
    host: '127.0.0.1',
    inMemory: true,
    quiet: true,
    seed: false,
    ...(request.databaseUrl ? { databaseUrl: request.databaseUrl } : {}),
    config: { realtime: { maxConcurrentUsers: request.maxConcurrentUsers } },
  });
  await server.db.exec(tableSql);
  process.on('message', (message: { type: string }) => {
    if (message.type === 'memory') {
      // Twice: the first collection can leave garbage a finaliser only just released.
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      const { rss, heapUsed, external } = process.memoryUsage();
      const cpu = process.cpuUsage();
      send({ type: 'memory', rss, heapUsed, external, cpuMs: (cpu.user + cpu.system) / 1000 });
    } else if (message.type === 'stop') {
      // A normal exit, so --cpu-prof writes its profile.
      void server.stop().finally(() => process.exit(0));
    }
  });
  send({
    type: 'ready',
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    jwtSecret: server.jwtSecret,
  });
}

if (process.send) {
  process.once('message', (request: ServerRequest) => {
    serve(request).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}

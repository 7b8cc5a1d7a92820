import { randomUUID } from 'node:crypto';
import type { Database, Transaction } from '../db/database.js';
import { withRequestContext, type RequestAuth } from '../db/request-context.js';

export type Extension = 'broadcast' | 'presence';

/** What the caller may do on a private channel; null = not checked yet. */
export interface Policies {
  broadcastRead: boolean | null;
  broadcastWrite: boolean | null;
  presenceRead: boolean | null;
  presenceWrite: boolean | null;
}

export const uncheckedPolicies = (): Policies => ({
  broadcastRead: null,
  broadcastWrite: null,
  presenceRead: null,
  presenceWrite: null,
});

export interface AuthorizationContext {
  auth: RequestAuth;
  /** The channel name without `realtime:`, which `realtime.topic()` returns to policies. */
  topic: string;
  /** The handshake's `x-*` headers, as hosted Realtime passes them in `request.headers`. */
  headers: Record<string, string>;
}

const request = (context: AuthorizationContext) => ({
  method: 'GET',
  path: '/realtime/v1/websocket',
  headers: context.headers,
});

async function setTopic(tx: Transaction, topic: string): Promise<void> {
  await tx.query(`select set_config('realtime.topic', $1, true)`, [topic]);
}

/**
 * Read access, as hosted Realtime checks it: in one transaction that is rolled back, insert one
 * probe row per extension into `realtime.messages` with the server's own rights, then SELECT them
 * as the caller (role, JWT claims, `realtime.topic`): each probe the caller's policies let them
 * see grants read on its extension.
 */
export async function authorizeRead(
  db: Database,
  context: AuthorizationContext,
  extensions: readonly Extension[],
  policies: Policies,
): Promise<Policies> {
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }));
  const seen = await withRequestContext(db, context.auth, request(context), async (tx) => {
    // Back to the connection's own role for the probes, then to the caller's for the check.
    await tx.query('set local role none');
    for (const probe of probes) {
      await tx.query(
        'insert into realtime.messages (id, topic, extension) values ($1, $2, $3)',
        [probe.id, context.topic, probe.extension],
      );
    }
    await tx.query(`select set_config('role', $1, true)`, [context.auth.role]);
    await setTopic(tx, context.topic);
    const { rows } = await tx.query<{ id: string }>(
      'select id::text as id from realtime.messages where id = any($1::uuid[])',
      [probes.map((p) => p.id)],
    );
    await tx.rollback();
    return new Set(rows.map((r) => r.id));
  });
  const next = { ...policies };
  for (const probe of probes) {
    if (probe.extension === 'broadcast') next.broadcastRead = seen.has(probe.id);
    else next.presenceRead = seen.has(probe.id);
  }
  return next;
}

function isInsufficientPrivilege(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42501';
}

/**
 * Write access: as the caller, INSERT a row for each extension into `realtime.messages` (each
 * in a savepoint; all rolled back). A refusal by RLS or grants denies write on that extension.
 */
export async function authorizeWrite(
  db: Database,
  context: AuthorizationContext,
  policies: Policies,
): Promise<Policies> {
  const allowed = await withRequestContext(db, context.auth, request(context), async (tx) => {
    await setTopic(tx, context.topic);
    const result: Partial<Record<Extension, boolean>> = {};
    for (const extension of ['broadcast', 'presence'] as const) {
      await tx.query('savepoint realtime_write_check');
      try {
        await tx.query(
          'insert into realtime.messages (topic, extension) values ($1, $2)',
          [context.topic, extension],
        );
        result[extension] = true;
      } catch (error) {
        if (!isInsufficientPrivilege(error)) throw error;
        result[extension] = false;
      }
      await tx.query('rollback to savepoint realtime_write_check');
    }
    await tx.rollback();
    return result;
  });
  return { ...policies, broadcastWrite: allowed.broadcast ?? false, presenceWrite: allowed.presence ?? false };
}

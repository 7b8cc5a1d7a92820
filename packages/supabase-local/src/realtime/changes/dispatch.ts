/**
 * One batch of queued changes delivered: matched to bindings (index lookup, then filters),
 * checked against each subscriber's privileges and row-level security (one check per distinct
 * caller and table), and handed to subscribers in the order the changes were made.
 */
import type { Database } from '../../db/database.js';
import type { RequestAuth } from '../../db/request-context.js';
import { describeTables, type QueuedChange, type TableInfo } from './capture.js';
import type { ChangeSubscription } from './hub.js';
import { FilterChecks } from './match.js';
import { buildPayload, identityOf, payloadError } from './payload.js';
import type { Entry, Registry } from './registry.js';
import { visibleRows, type VisibilityRequest } from './rls.js';

/**
 * The roles a caller can have (RequestAuth): their privileges are read with every batch, so a
 * batch need not visit every subscription to learn its callers' roles.
 */
const apiRoles = ['anon', 'authenticated', 'service_role'];

interface Delivery {
  change: number;
  entry: Entry;
  role: string;
  /** Set when row-level security decides: [request, row] of `visibleRows`. */
  check?: [number, number];
}

export async function dispatchChanges(
  db: Database,
  registry: Registry,
  changes: QueuedChange[],
  logError: (line: string) => void,
): Promise<void> {
  const relids = [...new Set(changes.map((c) => c.relid))].filter((r) => registry.has(r));
  if (relids.length === 0) return;
  // Each matched caller read once per batch (also one subscribed while the batch is under way).
  const auths = new Map<ChangeSubscription, RequestAuth>();
  const authOf = (subscription: ChangeSubscription) => {
    let auth = auths.get(subscription);
    if (!auth) auths.set(subscription, (auth = subscription.auth()));
    return auth;
  };
  const roles = new Set<string>(apiRoles);
  const tables = await describeTables(db, relids, apiRoles);

  // Filters: decided now, or by Postgres in one query for the whole batch.
  const checks = new FilterChecks();
  const matched: { change: number; entry: Entry; waits: boolean | number[] }[] = [];
  changes.forEach((change, index) => {
    const table = tables.get(change.relid);
    if (!table || !registry.has(change.relid)) return;
    if (change.type !== 'DELETE' && table.primaryKey.length === 0) {
      // Supabase sends its "no primary key" error to every subscriber of the table.
      for (const entry of registry.all(change.relid, change.type)) {
        matched.push({ change: index, entry, waits: true });
      }
      return;
    }
    const values = change.type === 'DELETE' ? identityOf(change, table) : (change.record ?? {});
    for (const entry of registry.candidates(change.relid, change.type, values)) {
      const waits = checks.judge(entry, values);
      if (waits !== false) matched.push({ change: index, entry, waits });
    }
  });
  await checks.run(db);

  // Privileges and row-level security, per role and per distinct caller.
  const requests: VisibilityRequest[] = [];
  const requestOf = new Map<string, number>();
  const rowOf = new Map<string, number>();
  const deliveries: Delivery[] = [];
  for (const { change: index, entry, waits } of matched) {
    if (waits !== true && !checks.passed(waits as number[])) continue;
    const change = changes[index] as QueuedChange;
    const table = tables.get(change.relid) as TableInfo;
    const auth = authOf(entry.subscription);
    if (!roles.has(auth.role)) continue;
    const delivery: Delivery = { change: index, entry, role: auth.role };
    if (change.type === 'DELETE') {
      // Deletes cannot be checked against row-level security (the row is gone): as Supabase,
      // they reach any subscriber whose role may select from the table, with the key only.
      if (!table.readable[auth.role]) continue;
    } else if (!payloadError(change, table, auth.role) && table.rowSecurity) {
      const callerKey = `${change.relid}:${JSON.stringify([auth.role, auth.claims])}`;
      let request = requestOf.get(callerKey);
      if (request === undefined) {
        request = requests.push({ auth, table, rows: [] }) - 1;
        requestOf.set(callerKey, request);
      }
      const rowKey = `${request}:${index}`;
      let row = rowOf.get(rowKey);
      if (row === undefined) {
        row = (requests[request] as VisibilityRequest).rows.push(change.record ?? {}) - 1;
        rowOf.set(rowKey, row);
      }
      delivery.check = [request, row];
    }
    deliveries.push(delivery);
  }
  const visible = await visibleRows(db, requests, (message, request) =>
    logError(
      `realtime: row-level security check on ${request.table.schema}.${request.table.table} failed: ${message}`,
    ),
  );

  // In the order the changes were made; one payload per change and role.
  const payloads = new Map<string, Record<string, unknown>>();
  for (const delivery of deliveries.sort((a, b) => a.change - b.change)) {
    if (delivery.check && !visible[delivery.check[0]]?.has(delivery.check[1])) continue;
    // Unsubscribed while the batch was under way.
    if (!registry.contains(delivery.entry)) continue;
    const change = changes[delivery.change] as QueuedChange;
    const key = `${delivery.change}:${delivery.role}`;
    let payload = payloads.get(key);
    if (!payload) {
      payload = buildPayload(change, tables.get(change.relid) as TableInfo, delivery.role);
      payloads.set(key, payload);
    }
    try {
      delivery.entry.subscription.deliver(delivery.entry.bindingId, payload);
    } catch (error) {
      logError(`realtime: delivering a change failed: ${String(error)}`);
    }
  }
}

import type { GlobalHireClient } from '../client';

// Clients that must never open a socket: stories and tests talk to mocks that have no Realtime.
const inert = new WeakSet<GlobalHireClient>();

/** Makes every subscription on this client a no-op (no socket is opened). */
export function disableLiveUpdates<C extends GlobalHireClient>(client: C): C {
  inert.add(client);
  return client;
}

export function liveUpdatesEnabled(client: GlobalHireClient): boolean {
  return !inert.has(client);
}

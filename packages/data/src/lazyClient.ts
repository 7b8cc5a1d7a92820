import type { SupabaseClientOptions } from '@supabase/supabase-js';
import type { GlobalHireClient } from './client';
import { publicObjectUrl, rememberClientConfig, type SupabaseConfig } from './clientConfig';

type Step = { kind: 'get'; key: string } | { kind: 'call'; args: unknown[] };

// Roots whose calls build PostgREST queries: they are lazy thenables, run when awaited (as in
// supabase-js), because filters are chained onto them after the first call.
const queryRoots = new Set(['from', 'rpc', 'schema']);

/**
 * A Supabase client that fetches supabase-js (about 55 KB of gzipped JavaScript) on its first
 * use instead of with the page, so a server-rendered page hydrates without it.
 *
 * It has the client's shape: `client.from('jobs').select().eq(…)` records the chain and replays
 * it on the real client when awaited; `client.auth.getSession()`, `client.storage.from(b).upload(…)`
 * and `client.functions.invoke(…)` start at once and return promises, as they do on the real
 * client. Two synchronous calls are answered without supabase-js: `storage.from(b).getPublicUrl()`
 * and `auth.onAuthStateChange()` (its listener is attached when the client has loaded). Any other
 * synchronous API (realtime channels) throws: load the client with `loadSupabaseClient` first.
 */
export function createLazySupabaseClient(
  config: SupabaseConfig,
  options: SupabaseClientOptions<'public'> = {},
): GlobalHireClient {
  let loading: Promise<GlobalHireClient> | undefined;
  const load = () =>
    (loading ??= import('./client').then(({ createSupabaseClient }) =>
      createSupabaseClient(config, options),
    ));

  const execute = (steps: Step[]) => load().then((real) => replay(real, steps));

  const node = (steps: Step[]): unknown =>
    new Proxy(function lazySupabaseCall() {}, {
      get(_target, key) {
        if (typeof key === 'symbol') return undefined;
        if (key === 'then') {
          // The client itself is not a promise; a recorded query chain is.
          if (steps.length === 0) return undefined;
          return (resolve: (value: unknown) => unknown, reject: (reason: unknown) => unknown) =>
            execute(steps).then(resolve, reject);
        }
        return node([...steps, { kind: 'get', key }]);
      },
      apply(_target, _this, args: unknown[]) {
        const path = steps
          .filter((step): step is Extract<Step, { kind: 'get' }> => step.kind === 'get')
          .map((step) => step.key);
        const calls = [...steps, { kind: 'call' as const, args }];
        if (queryRoots.has(path[0]!)) return node(calls);
        if (path[0] === 'storage' && path.length === 2 && path[1] === 'from') return node(calls);
        if (path.join('.') === 'auth.onAuthStateChange') return subscribeWhenLoaded(load, args);
        if (path[0] === 'storage' && path.at(-1) === 'getPublicUrl') {
          const bucketCall = steps.find((step) => step.kind === 'call') as { args: unknown[] };
          const bucket = String(bucketCall.args[0]);
          return { data: { publicUrl: publicObjectUrl(config, bucket, String(args[0])) } };
        }
        if (path[0] === 'auth' || path[0] === 'storage' || path[0] === 'functions')
          return execute(calls);
        throw new Error(
          `client.${path.join('.')}() is not available before the Supabase client has loaded.`,
        );
      },
    });

  const client = node([]) as GlobalHireClient;
  lazyClients.set(client, load);
  rememberClientConfig(client, config);
  return client;
}

const lazyClients = new WeakMap<GlobalHireClient, () => Promise<GlobalHireClient>>();

/** The real supabase-js client behind a lazy one (loading it now), or the client itself. */
export function loadSupabaseClient(client: GlobalHireClient): Promise<GlobalHireClient> {
  return lazyClients.get(client)?.() ?? Promise.resolve(client);
}

function replay(real: GlobalHireClient, steps: Step[]): unknown {
  let owner: unknown;
  let value: unknown = real;
  for (const step of steps) {
    if (step.kind === 'get') {
      owner = value;
      value = (value as Record<string, unknown>)[step.key];
    } else {
      value = (value as (...args: unknown[]) => unknown).apply(owner, step.args);
      owner = undefined;
    }
  }
  return value;
}

function subscribeWhenLoaded(load: () => Promise<GlobalHireClient>, args: unknown[]) {
  let unsubscribed = false;
  let unsubscribe: (() => void) | undefined;
  void load().then((real) => {
    if (unsubscribed) return;
    const callback = args[0] as Parameters<GlobalHireClient['auth']['onAuthStateChange']>[0];
    const { data } = real.auth.onAuthStateChange(callback);
    unsubscribe = () => data.subscription.unsubscribe();
  });
  return {
    data: {
      subscription: {
        unsubscribe: () => {
          unsubscribed = true;
          unsubscribe?.();
        },
      },
    },
  };
}

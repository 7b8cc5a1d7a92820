import WebSocket from 'ws';
import { createSupabaseClient, type GlobalHireClient } from '../src/client';
import { startTestServer, demoAccounts, type TestServer } from '../../supabase-local/test/helpers/index.js';

export { demoAccounts };
export type Persona = keyof typeof demoAccounts;

export interface Backend {
  server: TestServer;
  /** A visitor's client (anon key, no session). */
  anon(): GlobalHireClient;
  /** A client signed in as a demo account, with that account's user id. */
  as(persona: Persona): Promise<{ client: GlobalHireClient; userId: string }>;
  stop(): Promise<void>;
}

/** supabase-local restored from the seeded dump, with clients made the product's way. */
export async function startBackend(): Promise<Backend> {
  const server = await startTestServer();
  const make = () =>
    createSupabaseClient(
      { url: server.url, anonKey: server.anonKey },
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      },
    );
  return {
    server,
    anon: make,
    async as(persona) {
      const client = make();
      const { data, error } = await client.auth.signInWithPassword(demoAccounts[persona]);
      if (error) throw new Error(`sign-in as ${persona} failed: ${error.message}`);
      return { client, userId: data.user.id };
    },
    stop: () => server.stop(),
  };
}

import WebSocket from 'ws';
import { createSupabaseClient, type GlobalHireClient } from '../src/client';
import {
  enrolTotp,
  startTestServer,
  stepUpAgain,
  demoAccounts,
  type EnrolledFactor,
  type TestServer,
  type TestServerOptions,
} from '@globalhire/supabase-local/testing';

export { demoAccounts };
export type Persona = keyof typeof demoAccounts;

export interface Backend {
  server: TestServer;
  /** A visitor's client (anon key, no session). */
  anon(): GlobalHireClient;
  /**
   * A client signed in as a demo account, with that account's user id. The admin signs in with a
   * second factor (RLS needs an aal2 session): a TOTP factor enrolled on the first call, a code
   * of it verified on each later one.
   */
  as(persona: Persona): Promise<{ client: GlobalHireClient; userId: string }>;
  /** The demo account signed in with its password alone (an aal1 session). */
  withPasswordOnly(persona: Persona): Promise<{ client: GlobalHireClient; userId: string }>;
  stop(): Promise<void>;
}

/** supabase-local restored from the seeded dump, with clients made the product's way. */
export async function startBackend(options: TestServerOptions = {}): Promise<Backend> {
  const server = await startTestServer(options);
  const make = () =>
    createSupabaseClient(
      { url: server.url, anonKey: server.anonKey },
      {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      },
    );
  const withPasswordOnly = async (persona: Persona) => {
    const client = make();
    const { data, error } = await client.auth.signInWithPassword(demoAccounts[persona]);
    if (error) throw new Error(`sign-in as ${persona} failed: ${error.message}`);
    return { client, userId: data.user.id };
  };
  let adminFactor: Promise<EnrolledFactor> | null = null;
  return {
    server,
    anon: make,
    withPasswordOnly,
    async as(persona) {
      if (persona !== 'admin') return withPasswordOnly(persona);
      if (adminFactor) {
        const factor = await adminFactor;
        const signedIn = await withPasswordOnly(persona);
        await stepUpAgain(server.server.db, signedIn.client, factor);
        return signedIn;
      }
      const signedIn = await withPasswordOnly(persona);
      adminFactor = enrolTotp(signedIn.client);
      await adminFactor;
      return signedIn;
    },
    stop: () => server.stop(),
  };
}

import { createClient, type Session, type SupabaseClient, type User } from '@supabase/supabase-js';
import { inject } from 'vitest';
import WebSocket from 'ws';
import {
  startSupabaseLocal,
  type ConfigOverrides,
  type StartOptions,
  type SupabaseLocal,
} from '../../src/index.js';
import type {} from './provided-context.js';
import { fetchFromAddress } from './local-address.js';
import { enrolTotp, stepUpAgain, type EnrolledFactor } from './mfa.js';
import { cloneTemplate } from './postgres-databases.js';

export type { Session, SupabaseClient, User } from '@supabase/supabase-js';

/** Options for a test client; `auth` and `global` go to createClient as they are. */
export interface TestClientOptions {
  /** Which API key the client sends (default 'anon'). */
  key?: 'anon' | 'service_role';
  auth?: { autoRefreshToken?: boolean; detectSessionInUrl?: boolean };
  global?: { headers?: Record<string, string> };
  /** Connect from this loopback address (e.g. '127.0.0.2') instead of 127.0.0.1. */
  from?: string;
}

export interface SignedIn {
  client: SupabaseClient;
  session: Session;
  user: User;
}

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The running server (its db, mailbox, config…). */
  server: SupabaseLocal;
  /** A fresh supabase-js client without a session (persistSession off, ws realtime transport). */
  client(options?: TestClientOptions): SupabaseClient;
  /** A supabase-js client with the service-role key (bypasses RLS). */
  serviceClient(): SupabaseClient;
  /** A new client signed in with email and password; throws if sign-in fails. */
  signInAs(email: string, password: string): Promise<SignedIn>;
  /**
   * A new client signed in with password and a TOTP code (an aal2 session), as admins must be:
   * the account's first call enrols a factor, later calls verify a code of it.
   */
  signInWithSecondFactor(email: string, password: string): Promise<SignedIn & EnrolledFactor>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Settings over config.toml, e.g. `{ auth: { email: { enableConfirmations: false } } }`. */
  config?: ConfigOverrides;
  /** Start from this tarball instead of the shared migrated+seeded dump. */
  restoreFrom?: string;
  jwtSecret?: string;
  /** Edge Functions served at /functions/v1/<name>. */
  functions?: StartOptions['functions'];
  /** Keep the data (stored files under `<dataDir>/storage`) in this directory instead of memory. */
  dataDir?: string;
}

/** Demo accounts seeded by supabase/seed.sql (local use only). */
export const demoAccounts = {
  admin: { email: 'admin@globalhire.local', password: 'globalhire-demo' },
  employer: { email: 'employer@globalhire.local', password: 'globalhire-demo' },
  candidate: { email: 'candidate@globalhire.local', password: 'globalhire-demo' },
} as const;

/**
 * Every test signs in from 127.0.0.1, many times a minute: the product's limits (hosted
 * Supabase's, in config.toml) are raised here, through config; a test of the limits sets its own.
 */
function withTestRateLimits(config: ConfigOverrides = {}): ConfigOverrides {
  const generous = {
    signInSignUps: 100_000,
    tokenRefresh: 100_000,
    tokenVerifications: 100_000,
    failedSignInsPerAccount: 100_000,
    mfaChallengeAndVerify: 100_000,
    failedMfaVerificationsPerFactor: 100_000,
  };
  return {
    ...config,
    auth: { ...config.auth, rateLimit: { ...generous, ...config.auth?.rateLimit } },
  };
}

/**
 * Serves the migrated and seeded database (built once by the globalSetup) on a random free port:
 * restored into a fresh in-memory PGlite, or, when the tests run on PostgreSQL 15, a fresh copy
 * of the template database (dropped by `stop`).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const postgres = options.restoreFrom === undefined ? inject('supabaseLocalPostgres') : null;
  const database = postgres ? await cloneTemplate(postgres.adminUrl, postgres.template) : null;
  let server: SupabaseLocal;
  try {
    server = await startSupabaseLocal({
      port: 0,
      ...(options.dataDir === undefined ? { inMemory: true } : { dataDir: options.dataDir }),
      ...(database
        ? { databaseUrl: database.url, poolSize: 4 }
        : { restoreFrom: options.restoreFrom ?? inject('supabaseLocalDump') }),
      quiet: true,
      config: withTestRateLimits(options.config),
      ...(options.jwtSecret ? { jwtSecret: options.jwtSecret } : {}),
      ...(options.functions ? { functions: options.functions } : {}),
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  const client = (opts: TestClientOptions = {}): SupabaseClient =>
    createClient(server.url, opts.key === 'service_role' ? server.serviceRoleKey : server.anonKey, {
      auth: {
        persistSession: false,
        autoRefreshToken: opts.auth?.autoRefreshToken ?? false,
        detectSessionInUrl: opts.auth?.detectSessionInUrl ?? false,
      },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      ...(opts.global || opts.from
        ? { global: { ...opts.global, ...(opts.from ? { fetch: fetchFromAddress(opts.from) } : {}) } }
        : {}),
    });
  const signInAs = async (email: string, password: string): Promise<SignedIn> => {
    const signedIn = client();
    const { data, error } = await signedIn.auth.signInWithPassword({ email, password });
    if (error || !data.session)
      throw new Error(`Sign-in as ${email} failed: ${error?.message ?? 'no session'}`);
    return { client: signedIn, session: data.session, user: data.user };
  };
  // Each account's factor, enrolled once per server (concurrent sign-ins share the enrolment).
  const factors = new Map<string, Promise<EnrolledFactor>>();
  return {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    server,
    client,
    serviceClient: () => client({ key: 'service_role' }),
    signInAs,
    async signInWithSecondFactor(email, password) {
      const key = email.toLowerCase();
      const known = factors.get(key);
      if (known) {
        const factor = await known;
        const signedIn = await signInAs(email, password);
        const session = await stepUpAgain(server.db, signedIn.client, factor);
        return { ...signedIn, ...factor, session };
      }
      const signedIn = await signInAs(email, password);
      const enrolment = enrolTotp(signedIn.client);
      factors.set(key, enrolment);
      const { session, ...factor } = await enrolment;
      return { ...signedIn, ...factor, session };
    },
    stop: async () => {
      await server.stop();
      await database?.drop();
    },
  };
}

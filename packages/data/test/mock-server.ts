import { setupServer } from 'msw/node';
import WebSocket from 'ws';
import type { RequestHandler } from 'msw';
import { createSupabaseClient, type GlobalHireClient } from '../src/client';
import { MOCK_ANON_KEY, MOCK_SUPABASE_URL } from '../src/mocks';

/** A supabase-js client pointed at the MSW mocks, as Storybook stories make it. */
export function mockClient(): GlobalHireClient {
  return createSupabaseClient(
    { url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    },
  );
}

export function startMockServer(handlers: RequestHandler[] = []) {
  return setupServer(...handlers);
}

import { createServiceClient } from '@globalhire/data/delivery';
import { inviteUserFunction } from '@globalhire/data/functions';
import type { EdgeFunction } from '@globalhire/supabase-local';
import WebSocket from 'ws';

/**
 * The project's Edge Functions (supabase/functions/*) as `pnpm start` serves them: supabase-local
 * runs their shared logic in process at /functions/v1/<name>, where hosted Supabase runs the Deno
 * entries. deliver-emails is not here: locally the email worker does its job every second.
 */
export function localFunctions(siteUrl: string): Record<string, EdgeFunction> {
  return {
    'invite-user': inviteUserFunction({
      siteUrl,
      makeClient: (url, key, authorization) =>
        // A session-less client with the key; acting as the caller when given their Authorization.
        createServiceClient(url, key, {
          realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
          ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
        }),
    }),
  };
}

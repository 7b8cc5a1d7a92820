import {
  createServiceClient,
  mailboxTransport,
  startDeliveryWorker,
  type DeliveryWorker,
} from '@globalhire/data/delivery';
import { createEmailRenderer } from '@globalhire/emails';
import WebSocket from 'ws';

interface Backend {
  url: string;
  serviceRoleKey: string;
}

/**
 * The delivery worker of `pnpm start` / `pnpm dev`: drains `private.email_outbox` into
 * supabase-local's mailbox every second. A failure is logged once until it changes, not every second.
 */
export function startEmailWorker(backend: Backend, siteUrl: string): DeliveryWorker {
  let lastError = '';
  return startDeliveryWorker(
    createServiceClient(backend.url, backend.serviceRoleKey, {
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    }),
    {
      send: mailboxTransport(backend.url, backend.serviceRoleKey),
      render: createEmailRenderer({
        siteUrl,
        from: 'GlobalHire <notifications@globalhire.local>',
        replyTo: 'support@globalhire.local',
      }),
      intervalMs: 1000,
      onDrain: (report) => {
        if (report.failed > 0)
          console.error(
            `[email worker] ${report.failed} email(s) failed; retrying. Last error: ${report.lastError}`,
          );
        lastError = '';
      },
      onError: (error) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastError) console.error(`[email worker] ${message}`);
        lastError = message;
      },
    },
  );
}

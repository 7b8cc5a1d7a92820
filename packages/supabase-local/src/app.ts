import { Hono } from 'hono';
import { registerAuthRoutes } from './auth/routes.js';
import type { ServerContext } from './context.js';
import { requireApiKey } from './http/api-key.js';
import { supabaseCors } from './http/cors.js';
import { registerFunctionRoutes, type EdgeFunction } from './http/functions.js';
import { registerRestRoutes } from './http/rest-route.js';
import { mailboxGuard } from './mailbox/guard.js';
import { registerMailboxRoutes } from './mailbox/routes.js';
import { registerStorageRoutes } from './storage/routes.js';

/** The HTTP surface of supabase-local: the Supabase gateway's routes over one database. */
export function createApp(
  ctx: ServerContext,
  logError: (line: string) => void,
  functions: Record<string, EdgeFunction> = {},
): Hono {
  const app = new Hono();
  // CORS as Supabase's gateway answers it, for the APIs; never for the local mailbox.
  app.use('*', (c, next) => (c.req.path.startsWith('/mailbox') ? next() : supabaseCors(c, next)));
  app.use('/mailbox', mailboxGuard(ctx.mailboxExposed));
  app.use('/mailbox/*', mailboxGuard(ctx.mailboxExposed));
  app.use('/rest/v1/*', requireApiKey(ctx));
  app.use('/auth/v1/*', requireApiKey(ctx));
  registerRestRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerStorageRoutes(app, ctx);
  registerMailboxRoutes(app, ctx);
  registerFunctionRoutes(app, ctx, functions);
  app.get('/', (c) =>
    c.json({
      name: 'supabase-local',
      rest: '/rest/v1',
      auth: '/auth/v1',
      storage: '/storage/v1',
      functions: '/functions/v1',
      mailbox: '/mailbox',
    }),
  );
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    logError(
      `error: ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}

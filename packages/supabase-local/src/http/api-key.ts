import type { MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context.js';

/**
 * Supabase's gateway refuses REST and Auth calls without a project API key before they reach
 * the service: `{"message":"No API key found in request"}` / `{"message":"Invalid API key"}`.
 */
export function requireApiKey(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || isOpenRoute(c.req.method, c.req.path)) return next();
    const apikey = c.req.header('apikey') ?? new URL(c.req.url).searchParams.get('apikey');
    if (!apikey) {
      return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401);
    }
    if (apikey !== ctx.keys.anonKey && apikey !== ctx.keys.serviceRoleKey) {
      return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
    }
    return next();
  };
}

/** Routes the gateway leaves open: email links are followed in a browser without a key; the public keys. */
function isOpenRoute(method: string, path: string): boolean {
  return method === 'GET' && (path === '/auth/v1/verify' || path === '/auth/v1/.well-known/jwks.json');
}

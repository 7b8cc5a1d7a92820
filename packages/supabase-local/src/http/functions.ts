import type { Context, Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { verifyJwt } from '../jwt.js';

/** What Supabase gives every Edge Function in its environment. */
export interface EdgeFunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

/**
 * An Edge Function run in this process: the request as the gateway forwards it (JWT checked),
 * and the environment a deployed function reads with Deno.env.
 */
export type EdgeFunction = (request: Request, env: EdgeFunctionEnv) => Promise<Response>;

/**
 * `/functions/v1/<name>`: the functions the host passed to startSupabaseLocal, behind the
 * gateway's `verify_jwt` check (401 "Missing authorization header" / "Invalid JWT") and its 404
 * for an unknown name, as Supabase answers them.
 */
export function registerFunctionRoutes(
  app: Hono,
  ctx: ServerContext,
  functions: Record<string, EdgeFunction>,
): void {
  const handle = async (c: Context) => {
    const fn = Object.hasOwn(functions, c.req.param('name') as string)
      ? functions[c.req.param('name') as string]
      : undefined;
    if (!fn) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    const authorization = c.req.header('authorization');
    if (!authorization) return c.json({ code: 401, message: 'Missing authorization header' }, 401);
    const token = /^bearer\s+(.+)$/i.exec(authorization.trim())?.[1] ?? '';
    if (!(await verifyJwt(ctx.jwtSecret, token, ctx.signingKeys)).ok) {
      return c.json({ code: 401, message: 'Invalid JWT' }, 401);
    }
    return fn(c.req.raw, {
      SUPABASE_URL: ctx.publicUrl(),
      SUPABASE_ANON_KEY: ctx.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    });
  };
  app.all('/functions/v1/:name', handle);
  app.all('/functions/v1/:name/*', handle);
}

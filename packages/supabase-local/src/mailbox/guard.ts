import type { MiddlewareHandler } from 'hono';
import { clientAddress } from '../http/body.js';
import { isLoopbackHost } from '../jwt-secret.js';

/**
 * The mailbox holds every password-reset and confirmation link, so it answers only people on this
 * machine: no CORS (a web page in the user's browser cannot read it), a loopback Host header (a
 * DNS-rebound name is refused) and a loopback caller, unless the server was started with the
 * mailbox exposed on purpose. Its page may not be framed.
 */
export function mailboxGuard(exposed: boolean): MiddlewareHandler {
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '');
    const caller = clientAddress(c.env).replace(/^::ffff:/, '');
    const local = isLoopbackHost(host) && (caller === 'unknown' || isLoopbackHost(caller));
    if (!exposed && !local) {
      return c.json(
        {
          message:
            'The mailbox answers only on this machine (SUPABASE_LOCAL_MAILBOX_EXPOSED=1 opens it).',
        },
        403,
      );
    }
    await next();
    c.header('X-Frame-Options', 'DENY');
    // Added to a route's own policy (an attachment's sandbox), never in place of it.
    c.header('Content-Security-Policy', "frame-ancestors 'none'", { append: true });
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
  };
}

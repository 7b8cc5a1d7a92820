import { reply, requireUser, type AuthCall, type AuthReply } from './call.js';
import { authErrors } from './errors.js';

/** POST /auth/v1/logout?scope=global|local|others: ends sessions (their refresh tokens go with them). */
export async function logout(call: AuthCall): Promise<AuthReply> {
  const scope = call.query.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw authErrors.validation(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(call);
  const db = call.ctx.db;
  if (scope === 'global' || sessionId === null) {
    await db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  } else if (scope === 'local') {
    await db.query(`delete from auth.sessions where id::text = $1`, [sessionId]);
  } else {
    await db.query(`delete from auth.sessions where user_id = $1 and id::text <> $2`, [user.id, sessionId]);
  }
  return reply(204, null);
}

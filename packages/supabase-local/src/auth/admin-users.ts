import type { Context } from 'hono';
import { metadataField, parseBanDuration, requireAdmin, userFromPath } from './admin-call.js';
import { reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { authErrors } from './errors.js';
import { insertUser, unknowablePassword } from './new-user.js';
import { refuseCommonPassword } from './common-passwords.js';
import { checkPasswordStrength, hashPassword, validateEmail } from './passwords.js';
import { applyEmailChange } from './user.js';
import { findUserByEmail, findUserById, userJson, type Queryable, type UserRow } from './users.js';

/** GoTrue's validatePhone: E.164 digits, stored without the plus. */
function validatePhone(value: unknown): string {
  const phone = typeof value === 'string' ? value.replace(/[\s()+-]/g, '') : '';
  if (!/^[1-9]\d{7,14}$/.test(phone)) {
    throw authErrors.validation('Invalid phone number format (E.164 required)');
  }
  return phone;
}

async function phoneTaken(db: Queryable, phone: string, exceptId: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users where phone = $1 and deleted_at is null and id is distinct from $2::uuid`,
    [phone, exceptId],
  );
  return rows.length > 0;
}

async function setBan(db: Queryable, userId: string, seconds: number | null): Promise<void> {
  await db.query(
    `update auth.users set banned_until = case when $2::float8 is null or $2::float8 = 0 then null
       else now() + make_interval(secs => $2::float8) end, updated_at = now() where id = $1`,
    [userId, seconds],
  );
}

async function reload(db: Queryable, id: string): Promise<Record<string, unknown>> {
  return userJson(db, (await findUserById(db, id)) as UserRow);
}

/** GET /auth/v1/admin/users?page&per_page&filter: newest first, with Link and X-Total-Count. */
export async function listUsers(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const page = call.query.get('page') || '1';
  const perPage = call.query.get('per_page') || '50';
  if (!/^\d+$/.test(page) || !/^\d+$/.test(perPage)) {
    throw authErrors.validation(
      `Bad Pagination Parameters: strconv.ParseUint: parsing "${/^\d+$/.test(page) ? perPage : page}": invalid syntax`,
    );
  }
  const p = Math.max(1, Number(page));
  const per = Math.max(1, Number(perPage));
  const filter = call.query.get('filter') ?? '';
  const where = `aud = 'authenticated' and deleted_at is null
    and ($1 = '' or email ilike '%' || $1 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const { db } = call.ctx;
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from auth.users where ${where}`,
    [filter],
  );
  const total = count.rows[0]?.n ?? 0;
  const { rows } = await db.query<{ id: string }>(
    `select id from auth.users where ${where} order by created_at desc, id limit $2 offset $3`,
    [filter, per, (p - 1) * per],
  );
  const users = [];
  for (const row of rows) users.push(await reload(db, row.id));
  return paginated(call.c, { users, aud: 'authenticated' }, p, per, total);
}

function paginated(
  c: Context,
  body: unknown,
  page: number,
  perPage: number,
  total: number,
): Response {
  const lastPage = Math.ceil(total / perPage);
  const url = new URL(c.req.url);
  const base = `${url.origin}${url.pathname}`;
  const link = (n: number) => {
    const query = new URLSearchParams(url.search);
    query.set('page', String(n));
    // Go's url.Values.Encode sorts the keys (supabase-js reads the first value as the page).
    const sorted = new URLSearchParams(
      [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    return `<${base}?${sorted.toString()}>`;
  };
  const links = [];
  if (page < lastPage) links.push(`${link(page + 1)}; rel="next"`);
  links.push(`${link(lastPage)}; rel="last"`);
  return c.json(body, 200, { Link: links.join(', '), 'X-Total-Count': String(total) });
}

/** GET /auth/v1/admin/users/:id */
export async function getUserById(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const user = await userFromPath(call);
  return reply(200, await userJson(call.ctx.db, user));
}

/** POST /auth/v1/admin/users {email, phone, password, email_confirm, user_metadata, app_metadata, role, ban_duration, id} */
export async function createUser(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const { ctx, body } = call;
  const emailInput = stringField(body, 'email') ?? '';
  const phoneInput = stringField(body, 'phone') ?? '';
  if (emailInput === '' && phoneInput === '') {
    throw authErrors.validation('Cannot create a user without either an email or phone');
  }
  const email = emailInput ? validateEmail(emailInput) : null;
  const phone = phoneInput ? validatePhone(phoneInput) : null;
  if (email && (await findUserByEmail(ctx.db, email))) throw authErrors.emailExists();
  if (phone && (await phoneTaken(ctx.db, phone, null))) {
    throw authErrors.phoneExists();
  }
  const password = stringField(body, 'password');
  if (password !== undefined && new TextEncoder().encode(password).byteLength > 72) {
    throw authErrors.validation('Password cannot be longer than 72 characters');
  }
  if (password) await refuseCommonPassword(password);
  const id = stringField(body, 'id');
  if (
    id !== undefined &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
  ) {
    throw authErrors.validation('ID must conform to the uuid v4 format');
  }
  const ban = parseBanDuration(body.ban_duration);
  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];
  const appMetadata = { provider: providers[0], providers, ...metadataField(body, 'app_metadata') };
  const encrypted = password ? await hashPassword(password) : await unknowablePassword();
  return ctx.db.transaction(async (tx) => {
    const userId = await insertUser(tx, {
      ...(id ? { id } : {}),
      email,
      phone,
      encryptedPassword: encrypted,
      emailConfirmed: body.email_confirm === true,
      phoneConfirmed: body.phone_confirm === true,
      appMetadata,
      userMetadata: metadataField(body, 'user_metadata') ?? {},
      role: stringField(body, 'role') || 'authenticated',
    });
    if (ban !== undefined) await setBan(tx, userId, ban);
    return reply(200, await reload(tx, userId));
  });
}

/** PUT /auth/v1/admin/users/:id: only the attributes given change; metadata is merged (null drops a key). */
export async function updateUserById(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const { ctx, body } = call;
  const user = await userFromPath(call);
  const email = stringField(body, 'email') ? validateEmail(body.email) : undefined;
  const phone = stringField(body, 'phone') ? validatePhone(body.phone) : undefined;
  const ban = parseBanDuration(body.ban_duration);
  const password =
    body.password === undefined || body.password === null
      ? undefined
      : await hashPassword(
          await checkPasswordStrength(body.password, ctx.config.auth.minimumPasswordLength),
        );
  const userMetadata = metadataField(body, 'user_metadata');
  const appMetadata = metadataField(body, 'app_metadata');
  return ctx.db.transaction(async (tx) => {
    const role = stringField(body, 'role');
    if (role) await tx.query(`update auth.users set role = $2 where id = $1`, [user.id, role]);
    if (body.email_confirm === true) {
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
        [user.id],
      );
    }
    if (password !== undefined) {
      await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [
        user.id,
        password,
      ]);
    }
    if (email !== undefined && email !== user.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      await applyEmailChange(tx, user.id, email);
    }
    if (phone !== undefined) {
      await tx.query(
        `update auth.users set phone = $2, phone_confirmed_at = case when $3 then now() else phone_confirmed_at end where id = $1`,
        [user.id, phone, body.phone_confirm === true],
      );
    }
    for (const [column, value] of [
      ['raw_app_meta_data', appMetadata],
      ['raw_user_meta_data', userMetadata],
    ] as const) {
      if (value === undefined) continue;
      await tx.query(
        `update auth.users set ${column} = jsonb_strip_nulls(coalesce(${column}, '{}'::jsonb) || $2::jsonb) where id = $1`,
        [user.id, value],
      );
    }
    if (ban !== undefined) await setBan(tx, user.id, ban);
    await tx.query(`update auth.users set updated_at = now() where id = $1`, [user.id]);
    return reply(200, await reload(tx, user.id));
  });
}

/** DELETE /auth/v1/admin/users/:id {should_soft_delete}: `{}`. */
export async function deleteUser(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const user = await userFromPath(call);
  const soft = call.body.should_soft_delete === true;
  await call.ctx.db.transaction(async (tx) => {
    if (!soft) {
      try {
        await tx.query(`delete from auth.users where id = $1`, [user.id]);
      } catch {
        // GoTrue's answer when the database refuses (a row of the project still references the user).
        throw authErrors.databaseError('Database error deleting user');
      }
      return;
    }
    // GoTrue's soft delete: the row stays, unusable (its email and phone freed), with no sessions or factors.
    await tx.query(
      `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
         raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
      [user.id],
    );
    await tx.query(`delete from auth.identities where user_id = $1`, [user.id]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1`, [user.id]);
    await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  });
  return reply(200, {});
}

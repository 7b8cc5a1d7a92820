import { metadataField, requireAdmin } from './admin-call.js';
import { reply, stringField, type AuthCall, type AuthReply } from './call.js';
import { issueEmailToken, sendAuthEmail, type AuthEmailKind } from './emails.js';
import { authErrors } from './errors.js';
import { insertUser, unknowablePassword } from './new-user.js';
import { checkPasswordStrength, hashPassword, validateEmail } from './passwords.js';
import { resolveRedirect } from './redirect.js';
import { findUserByEmail, findUserById, userJson, type Queryable, type UserRow } from './users.js';

const linkTypes = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];

async function newEmailUser(
  tx: Queryable,
  email: string,
  encryptedPassword: string | null,
  data: Record<string, unknown>,
): Promise<string> {
  return insertUser(tx, {
    email,
    encryptedPassword,
    emailConfirmed: false,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: data,
  });
}

/**
 * POST /auth/v1/admin/generate_link {type, email, password?, new_email?, data?, redirect_to?}:
 * the link an email would carry, without sending it: the user's fields plus action_link,
 * email_otp, hashed_token, verification_type and redirect_to, as GoTrue answers.
 */
export async function generateLink(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const { ctx, body } = call;
  const email = validateEmail(body.email);
  let type = stringField(body, 'type') ?? '';
  if (!linkTypes.includes(type)) {
    throw authErrors.validation(`Invalid email action link type requested: ${type}`);
  }
  const redirectTo = resolveRedirect(
    ctx.config,
    stringField(body, 'redirect_to') ?? call.query.get('redirect_to'),
  );
  const data = metadataField(body, 'data') ?? {};
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    if (type === 'magiclink') type = 'signup';
    if (type === 'recovery' || type.startsWith('email_change')) {
      throw authErrors.emailNotFound();
    }
  }
  let password: string | null = null;
  if (type === 'signup' && !existing) {
    const given = stringField(body, 'password');
    password = given
      ? await hashPassword(await checkPasswordStrength(given, ctx.config.auth.minimumPasswordLength))
      : await unknowablePassword();
  }
  const newEmail = type.startsWith('email_change') ? validateEmail(body.new_email) : null;
  if (type === 'email_change_current') {
    throw authErrors.validation('Enable secure email change to generate link for current email');
  }
  const result = await ctx.db.transaction(async (tx) => {
    if ((type === 'invite' || type === 'signup') && existing?.email_confirmed_at)
      throw authErrors.emailExists();
    if (newEmail) {
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== existing?.id) throw authErrors.emailExists();
    }
    const userId = existing?.id ?? (await newEmailUser(tx, email, password, data));
    if (type === 'signup' && existing) {
      await tx.query(
        `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
        [userId, data],
      );
    }
    if (newEmail)
      await tx.query(`update auth.users set email_change = $2 where id = $1`, [userId, newEmail]);
    const kind: AuthEmailKind =
      type === 'email_change_new' ? 'email_change' : (type as AuthEmailKind);
    const token = await issueEmailToken(ctx, tx, kind, userId, newEmail ?? email, redirectTo);
    const user = await userJson(tx, (await findUserById(tx, userId)) as UserRow);
    return {
      ...user,
      action_link: token.link,
      email_otp: token.otp,
      hashed_token: token.tokenHash,
      verification_type: type,
      redirect_to: redirectTo,
    };
  });
  return reply(200, result);
}

/** POST /auth/v1/invite {email, data} (`auth.admin.inviteUserByEmail`): the invitation email; the user. */
export async function invite(call: AuthCall): Promise<AuthReply> {
  await requireAdmin(call);
  const { ctx, body } = call;
  const email = validateEmail(body.email);
  const data = metadataField(body, 'data') ?? {};
  const redirectTo = resolveRedirect(
    ctx.config,
    call.query.get('redirect_to') ?? stringField(body, 'redirect_to'),
  );
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) throw authErrors.emailExists();
    const userId = existing?.id ?? (await newEmailUser(tx, email, null, data));
    await sendAuthEmail(ctx, tx, {
      kind: 'invite',
      userId,
      to: email,
      currentEmail: email,
      redirectTo,
    });
    return reply(200, await userJson(tx, (await findUserById(tx, userId)) as UserRow));
  });
}

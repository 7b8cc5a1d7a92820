import type { Hono } from 'hono';
import type { ServerContext } from '../context.js';
import { generateLink, invite } from './admin-links.js';
import { createUser, deleteUser, getUserById, listUsers, updateUserById } from './admin-users.js';
import { authRoute, reply } from './call.js';
import { magicLink } from './magic-link.js';
import { reauthenticate } from './reauthenticate.js';
import { logout } from './logout.js';
import { challengeFactor, enrollFactor, unenrollFactor, verifyFactor } from './mfa.js';
import { recover, resend } from './recover.js';
import { signup } from './signup.js';
import { token } from './token.js';
import { getUser, updateUser } from './user.js';
import { verifyGet, verifyPost } from './verify.js';

/** `/auth/v1/*`: GoTrue's endpoints that supabase-js uses (email accounts, MFA, anonymous, admin). */
export function registerAuthRoutes(app: Hono, ctx: ServerContext): void {
  const route = (handler: Parameters<typeof authRoute>[1]) => authRoute(ctx, handler);
  app.post('/auth/v1/signup', route(signup));
  app.post('/auth/v1/token', route(token));
  app.get('/auth/v1/user', route(getUser));
  app.put('/auth/v1/user', route(updateUser));
  app.post('/auth/v1/logout', route(logout));
  app.post('/auth/v1/recover', route(recover));
  app.post('/auth/v1/resend', route(resend));
  app.post('/auth/v1/verify', route(verifyPost));
  app.get('/auth/v1/verify', route(verifyGet));
  app.post('/auth/v1/factors', route(enrollFactor));
  app.post('/auth/v1/factors/:id/challenge', route(challengeFactor));
  app.post('/auth/v1/factors/:id/verify', route(verifyFactor));
  app.delete('/auth/v1/factors/:id', route(unenrollFactor));
  app.post('/auth/v1/otp', route(magicLink));
  app.get('/auth/v1/reauthenticate', route(reauthenticate));
  app.post('/auth/v1/invite', route(invite));
  app.post('/auth/v1/admin/generate_link', route(generateLink));
  app.get('/auth/v1/admin/users', route(listUsers));
  app.post('/auth/v1/admin/users', route(createUser));
  app.get('/auth/v1/admin/users/:id', route(getUserById));
  app.put('/auth/v1/admin/users/:id', route(updateUserById));
  app.delete('/auth/v1/admin/users/:id', route(deleteUser));
  app.get(
    '/auth/v1/settings',
    route(async () =>
      reply(200, {
        external: { email: ctx.config.auth.email.enableSignup, phone: false, anonymous_users: ctx.config.auth.enableAnonymousSignIns },
        disable_signup: !ctx.config.auth.enableSignup,
        mailer_autoconfirm: !ctx.config.auth.email.enableConfirmations,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      }),
    ),
  );
  // GoTrue's public keys: the asymmetric signing keys' public halves (none with HS256 alone).
  app.get('/auth/v1/.well-known/jwks.json', (c) =>
    c.json({ keys: ctx.signingKeys.map((key) => key.publicJwk) }, 200, {
      'Cache-Control': 'public, max-age=600',
    }),
  );
  app.get(
    '/auth/v1/health',
    route(async () => reply(200, { version: 'supabase-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' })),
  );
}

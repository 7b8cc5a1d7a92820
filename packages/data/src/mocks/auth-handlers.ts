import type { Session, User } from '@supabase/supabase-js';
import { HttpResponse } from 'msw';
import { profiles } from './fixtures/accounts';
import { defineCall } from './scenario';
import { authError, authUrl } from './wire';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token shaped like GoTrue's (supabase-js decodes its claims); the signature is not checked by mocks. */
function mockAccessToken(user: User, expiresAt: number, aal: 'aal1' | 'aal2'): string {
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const claims = base64url({
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aud: 'authenticated',
    exp: expiresAt,
    iat: expiresAt - 3600,
    aal,
    session_id: 'mock-session',
    is_anonymous: false,
  });
  return `${header}.${claims}.mock-signature`;
}

export function mockUser(profile: {
  id: string;
  email: string | null;
  user_type: string;
  first_name: string | null;
  last_name: string | null;
}): User {
  return {
    id: profile.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: profile.email ?? undefined,
    phone: '',
    email_confirmed_at: '2026-01-05T10:00:00Z',
    confirmed_at: '2026-01-05T10:00:00Z',
    last_sign_in_at: '2026-03-01T10:00:00Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {
      user_type: profile.user_type,
      first_name: profile.first_name,
      last_name: profile.last_name,
    },
    identities: [],
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    is_anonymous: false,
  };
}

/**
 * A signed-in session. Admins sign in with two factors, so an admin's session is aal2 unless the
 * story asks for the password-only step (`{ aal: 'aal1' }`).
 */
export function mockSession(user: User, options: { aal?: 'aal1' | 'aal2' } = {}): Session {
  // Far in the future so the client never tries to refresh during a story.
  const expiresAt = 4_102_444_800;
  const aal = options.aal ?? (user.user_metadata.user_type === 'admin' ? 'aal2' : 'aal1');
  return {
    access_token: mockAccessToken(user, expiresAt, aal),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'mock-refresh-token',
    user,
  };
}

const candidateUser = mockUser(profiles.candidate);

/** A just-registered user as GoTrue returns it: with its email identity (none means the address was taken). */
const newCandidateUser: User = {
  ...candidateUser,
  identities: [
    {
      identity_id: '00000000-0000-4000-9000-00000000000c',
      id: candidateUser.id,
      user_id: candidateUser.id,
      identity_data: { email: candidateUser.email, sub: candidateUser.id, email_verified: false },
      provider: 'email',
      created_at: '2026-03-01T10:00:00Z',
      last_sign_in_at: '2026-03-01T10:00:00Z',
      updated_at: '2026-03-01T10:00:00Z',
    },
  ],
};

export const authHandlers = {
  signIn: defineCall<Session | null>({
    method: 'post',
    url: authUrl('token'),
    matches: (url) => url.searchParams.get('grant_type') === 'password',
    respond: (_request, session) =>
      session
        ? HttpResponse.json(session)
        : authError(400, 'invalid_credentials', 'Invalid login credentials'),
    fixture: mockSession(candidateUser),
    empty: null,
  }),
  signUp: defineCall<User | null>({
    method: 'post',
    url: authUrl('signup'),
    // Email confirmation is on: GoTrue answers with the user and no session.
    respond: (_request, user) =>
      user
        ? HttpResponse.json({
            ...user,
            email_confirmed_at: undefined,
            confirmed_at: undefined,
            confirmation_sent_at: '2026-03-01T10:00:00Z',
          })
        : authError(422, 'user_already_exists', 'User already registered'),
    fixture: newCandidateUser,
    empty: null,
  }),
  signOut: defineCall<null>({
    method: 'post',
    url: authUrl('logout'),
    respond: () => new HttpResponse(null, { status: 204 }),
    fixture: null,
    empty: null,
  }),
  recover: defineCall<null>({
    method: 'post',
    url: authUrl('recover'),
    respond: () => HttpResponse.json({}),
    fixture: null,
    empty: null,
  }),
  user: defineCall<User | null>({
    method: 'all',
    url: authUrl('user'),
    respond: (_request, user) =>
      user
        ? HttpResponse.json(user)
        : authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
    fixture: candidateUser,
    empty: null,
  }),
};

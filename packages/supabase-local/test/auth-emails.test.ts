import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/index.js';
import { defaultSupabaseDir } from '../src/paths.js';
import {
  codeIn,
  followLink,
  latestMailTo,
  linkIn,
  signUpConfirmed,
  startTestServer,
  type TestServer,
} from './helpers/index.js';

// The project's Auth emails (supabase/config.toml's [auth.email.template.*]) as supabase-local
// sends them: its subject, its HTML with the values filled in, a text part carrying the link.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ config: { auth: { email: { securePasswordChange: true } } } });
});
afterAll(async () => {
  await t?.stop();
});

const template = (name: string) => readFileSync(join(defaultSupabaseDir(), 'templates', `${name}.html`), 'utf8');
const escaped = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The checks every templated email passes: its own design, the values in, no placeholder left. */
function expectDesigned(mail: MailMessage, heading: string) {
  expect(mail.html).toContain('class="gh-brand"');
  expect(mail.html).toContain(heading);
  expect(mail.html).not.toContain('{{');
  expect(mail.text).toContain(heading);
  expect(mail.text).not.toContain('{{');
}

/** Follows the mail's link; returns the fragment's type once the link signed someone in. */
async function linkSignsIn(mail: MailMessage): Promise<string | null> {
  const followed = await followLink(linkIn(mail));
  expect(followed.status).toBe(303);
  expect(followed.fragment.get('access_token')).toBeTruthy();
  return followed.fragment.get('type');
}

describe('the project templates', () => {
  it('sends the sign-up confirmation in the project design, its link confirming the address', async () => {
    const email = "o'hara&co@example.com";
    const { error } = await t.client().auth.signUp({
      email,
      password: 'sign up password 1',
      options: { emailRedirectTo: 'http://localhost:5173/email-confirmed' },
    });
    expect(error).toBeNull();
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Confirm your email address for GlobalHire');
    expectDesigned(mail, 'Confirm your email address');
    // The address is escaped in the HTML; the link is an attribute, its & written &amp;.
    expect(mail.html).toContain(`Confirm that ${escaped(email)} is your email address`);
    expect(mail.html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[0-9a-f]+&amp;type=signup&amp;redirect_to=/);
    expect(mail.text).toContain(`Confirm that ${email} is your email address`);
    // No page of the site asks for the emailed code, so the email offers none.
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(mail.html).toBe(
      template('confirmation')
        .replaceAll('{{ .Email }}', escaped(email))
        .replaceAll('{{ .ConfirmationURL }}', escaped(linkIn(mail))),
    );
    expect(await linkSignsIn(mail)).toBe('signup');
    const signIn = await t.client().auth.signInWithPassword({ email, password: 'sign up password 1' });
    expect(signIn.error).toBeNull();
  });

  it('sends the recovery email, saying to ignore it when it was not asked for', async () => {
    const email = 'recovers.designed@example.com';
    await signUpConfirmed(t.client(), t.url, email, 'old password 1');
    await t.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/reset-password' });
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Reset your GlobalHire password');
    expectDesigned(mail, 'Reset your password');
    expect(mail.text).toContain('If it was not you, ignore this email: your password stays as it is.');
    expect(await linkSignsIn(mail)).toBe('recovery');
  });

  it('sends the invitation through the admin API', async () => {
    const email = 'invited.designed@example.com';
    const { error } = await t.serviceClient().auth.admin.inviteUserByEmail(email, {
      redirectTo: 'http://localhost:5173/reset-password?invited=1',
    });
    expect(error).toBeNull();
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('You are invited to GlobalHire');
    expectDesigned(mail, 'You are invited to GlobalHire');
    expect(mail.text).toContain('Accept the invitation');
    expect(await linkSignsIn(mail)).toBe('invite');
  });

  it('sends the sign-in link', async () => {
    const email = 'signs.in.by.link@example.com';
    await signUpConfirmed(t.client(), t.url, email, 'link password 1');
    await t.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Your GlobalHire sign-in link');
    expectDesigned(mail, 'Sign in to GlobalHire');
    expect(await linkSignsIn(mail)).toBe('magiclink');
  });

  it('sends the email change to the new address, naming the old and the new one', async () => {
    const client = t.client();
    await signUpConfirmed(client, t.url, 'moving.from@example.com', 'moving password 1');
    expect((await client.auth.updateUser({ email: 'moving.to@example.com' })).error).toBeNull();
    const mail = await latestMailTo(t.url, 'moving.to@example.com');
    expect(mail.subject).toBe('Confirm your new email address for GlobalHire');
    expectDesigned(mail, 'Confirm your new email address');
    expect(mail.text).toContain('from moving.from@example.com to moving.to@example.com');
    expect(await linkSignsIn(mail)).toBe('email_change');
    const moved = await t.client().auth.signInWithPassword({ email: 'moving.to@example.com', password: 'moving password 1' });
    expect(moved.error).toBeNull();
  });

  it('sends the reauthentication code, which the password change accepts', async () => {
    const email = 'reauthenticates@example.com';
    await t.serviceClient().auth.admin.createUser({ email, password: 'careful password 1', email_confirm: true });
    const { client, session } = await t.signInAs(email, 'careful password 1');
    // A session over a day old must confirm with the code (secure_password_change).
    const sessionId = JSON.parse(atob(session.access_token.split('.')[1]!)).session_id as string;
    await t.server.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [sessionId]);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Your GlobalHire confirmation code');
    expectDesigned(mail, 'Confirm it is you');
    expect(mail.text).toMatch(/To confirm it is you, enter this code: \d{6}/);
    const nonce = codeIn(mail);
    expect(mail.html).toContain(`>${nonce}</strong>`);
    expect((await client.auth.updateUser({ password: 'careful password 2', nonce })).error).toBeNull();
  });
});

describe('a kind without a template of its own', () => {
  it('keeps the default wording, under the subject config.toml gives it', async () => {
    const custom = await startTestServer({
      config: { auth: { email: { templates: { magic_link: { subject: 'Sign in as {{ .Email }}', content: null } } } } },
    });
    try {
      const email = 'default.wording@example.com';
      await signUpConfirmed(custom.client(), custom.url, email, 'default password 1');
      const sent = await custom.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
      expect(sent.error).toBeNull();
      const mail = await latestMailTo(custom.url, email);
      expect(mail.subject).toBe(`Sign in as ${email}`);
      expect(mail.text).toContain('Follow this link to login:');
      expect(mail.text).toMatch(/Alternatively, enter the code: \d{6}/);
    } finally {
      await custom.stop();
    }
  });
});

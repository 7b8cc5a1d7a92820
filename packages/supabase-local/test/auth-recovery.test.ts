import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followLink, latestMailTo, linkIn, mailTo, signUpConfirmed, startTestServer, type TestServer } from './helpers/index.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.stop();
});

describe('password recovery', () => {
  it('mails a link that signs the user in for a password change', async () => {
    const email = 'forgetful@example.com';
    await signUpConfirmed(t.client(), t.url, email, 'old password 1');
    const client = t.client();
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/reset-password' });
    expect(sent.error).toBeNull();

    const mail = await latestMailTo(t.url, email);
    expect(mail.subject).toBe('Reset your GlobalHire password');
    const followed = await followLink(linkIn(mail));
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith('http://localhost:5173/reset-password#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('recovery');

    const { error } = await client.auth.setSession({
      access_token: followed.fragment.get('access_token') as string,
      refresh_token: followed.fragment.get('refresh_token') as string,
    });
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'new password 2' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'new password 2' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: 'old password 1' })).error?.code).toBe(
      'invalid_credentials',
    );
    // The link was used up.
    expect((await followLink(linkIn(mail))).fragment.get('error_code')).toBe('otp_expired');
  });

  it('verifies a recovery token_hash through verifyOtp', async () => {
    const email = 'recovers.in.app@example.com';
    await signUpConfirmed(t.client(), t.url, email, 'old password 1');
    await t.client().auth.resetPasswordForEmail(email);
    const tokenHash = new URL(linkIn(await latestMailTo(t.url, email))).searchParams.get('token') as string;
    const client = t.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const { data, error } = await t.client().auth.resetPasswordForEmail('stranger@example.com');
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailTo(t.url, 'stranger@example.com')).toHaveLength(0);
  });
});

describe('changing the email address', () => {
  it('confirms the new address through a link sent to it', async () => {
    const client = t.client();
    await signUpConfirmed(client, t.url, 'old.address@example.com', 'some password 1');
    const { data, error } = await client.auth.updateUser({ email: 'new.address@example.com' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('old.address@example.com');
    expect(data.user?.new_email).toBe('new.address@example.com');

    const mail = await latestMailTo(t.url, 'new.address@example.com');
    expect(mail.subject).toBe('Confirm your new email address for GlobalHire');
    const followed = await followLink(linkIn(mail));
    expect(followed.fragment.get('type')).toBe('email_change');
    expect((await t.client().auth.signInWithPassword({ email: 'new.address@example.com', password: 'some password 1' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email: 'old.address@example.com', password: 'some password 1' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('refuses an address another account holds with 422 email_exists', async () => {
    const client = t.client();
    await signUpConfirmed(client, t.url, 'holder.one@example.com', 'some password 1');
    await signUpConfirmed(t.client(), t.url, 'holder.two@example.com', 'some password 2');
    const { error } = await client.auth.updateUser({ email: 'holder.two@example.com' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});

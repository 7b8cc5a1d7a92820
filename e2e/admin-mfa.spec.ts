import { expect, test } from './support/test';
import { freshTotpCode, rememberSecret, setupKeyOnScreen, totpCode } from './support/admin';
import { uniqueEmail } from './support/accounts';
import { anonClient, serviceClient } from './support/backend';
import { linkIn, waitForMail } from './support/mailbox';
import { expectPath, logIn, mainHeading, toast } from './support/site';

// A new admin account per run, so its first sign-in is the enrolment whatever ran before.
const admin = { email: uniqueEmail('admin-mfa'), password: 'second-factor-2026' };
let secret = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const signUp = await anonClient().auth.signUp({
    email: admin.email,
    password: admin.password,
    options: { data: { user_type: 'candidate', first_name: 'Mara', last_name: 'Okafor' } },
  });
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up: ${signUp.error?.message}`);
  // Confirm the address as the new user would, from the mailbox.
  const confirmed = await fetch(linkIn(await waitForMail(admin.email, 'signup')), {
    redirect: 'manual',
  });
  expect(confirmed.status).toBeLessThan(400);
  // Only the system makes admins.
  const { error } = await serviceClient()
    .from('profiles')
    .update({ user_type: 'admin' })
    .eq('id', signUp.data.user.id);
  if (error) throw new Error(`promote: ${error.message}`);
});

test('a new admin sets up an authenticator app, then signs in with password and code', async ({
  page,
}) => {
  await logIn(page, admin.email, admin.password);
  await expectPath(page, '/login/two-factor');
  await expect(mainHeading(page)).toHaveText('Set up two-step sign-in');
  await expect(
    page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  secret = await setupKeyOnScreen(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  rememberSecret(admin.email, secret);

  // A wrong code is refused beside the field, and what was typed stays.
  const codeField = page.getByRole('textbox', { name: '6-digit code' });
  const wrong = totpCode(secret, Date.now() - 10 * 60_000);
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
  await expect(codeField).toHaveValue(wrong);

  await codeField.fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(toast(page, 'Authenticator app added')).toBeVisible();
  await expectPath(page, '/admin');
  await expect(mainHeading(page)).toHaveText('Admin Dashboard');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(toast(page, 'Signed out')).toBeVisible();

  // The next sign-in asks for a code after the password.
  await logIn(page, admin.email, admin.password);
  await expectPath(page, '/login/two-factor');
  await expect(mainHeading(page)).toHaveText('Enter your sign-in code');
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectPath(page, '/admin');
  await expect(mainHeading(page)).toHaveText('Admin Dashboard');
});

test('with a password alone the admin screens and admin writes are refused', async ({ page }) => {
  expect(secret).not.toBe('');
  // The site: admin screens send the half-signed-in admin to the code step, and back after it.
  await logIn(page, admin.email, admin.password);
  await expectPath(page, '/login/two-factor');
  await page.goto('/admin/jobs');
  await expectPath(page, '/login/two-factor');
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Manage All Jobs' })).toHaveCount(0);

  // The code finishes the sign-in and the admin lands where they were going.
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expectPath(page, '/admin/jobs');

  // The database: a new session at aal1 (supabase-js) cannot approve a pending job nor read the
  // inbox; verifying a code there ends other password-only sessions, so it comes after the page's.
  const service = serviceClient();
  const company = (
    await service.from('profiles').select('id').eq('email', 'employer@globalhire.local').single()
  ).data!.id;
  const { data: job, error: jobError } = await service
    .from('jobs')
    .insert({
      company_id: company,
      title: `MFA check ${Date.now()}`,
      description: 'A job waiting for an admin.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
    })
    .select('id')
    .single();
  if (jobError) throw new Error(`job: ${jobError.message}`);
  const api = anonClient();
  const signedIn = await api.auth.signInWithPassword(admin);
  expect(signedIn.error).toBeNull();
  const refused = await api.from('jobs').update({ approved: true }).eq('id', job.id).select('id');
  expect(refused.data ?? []).toEqual([]);
  expect((await service.from('jobs').select('approved').eq('id', job.id).single()).data).toEqual({
    approved: null,
  });
  expect((await api.from('contact_messages').select('id')).data).toEqual([]);

  // The same client after a code: the write goes through.
  const factors = await api.auth.mfa.listFactors();
  const stepped = await api.auth.mfa.challengeAndVerify({
    factorId: factors.data!.totp[0]!.id,
    code: await freshTotpCode(secret),
  });
  expect(stepped.error).toBeNull();
  const approved = await api
    .from('jobs')
    .update({ approved: true })
    .eq('id', job.id)
    .select('approved');
  expect(approved.data).toEqual([{ approved: true }]);
});

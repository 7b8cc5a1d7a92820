import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demoAccounts, demoPassword } from './accounts';
import { logIn } from './site';

/** The current code of a base32 TOTP secret (RFC 6238: SHA1, 6 digits, 30 s), as an authenticator app shows it. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({
    timestamp: at,
  });
}

/**
 * A code the server has not seen yet: a code works once, so a sign-in soon after another uses
 * the next step's code (accepted with one step of clock skew), or waits for it to be near, as
 * a person would wait for the app to show a new code. The last step used is kept beside the
 * secret, for a spec in a restarted worker.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const file = stepFile(secret);
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -1;
  const step = Math.max(Math.floor(Date.now() / 30_000), last + 1);
  // The server accepts the current step and the one after it: wait until `step` is one of them.
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait + 500));
  writeFileSync(file, String(step), { mode: 0o600 });
  return totpCode(secret, step * 30_000);
}

function stepFile(secret: string): string {
  const id = createHash('sha256').update(secret).digest('hex').slice(0, 16);
  return join(runDir(), `e2e-totp-step-${id}`);
}

/**
 * Where the suite keeps each admin's authenticator secret once enrolled: inside the run's data
 * directory (removed with it), so a spec in a restarted worker still knows it.
 */
function secretFile(email: string): string {
  return join(runDir(), `e2e-totp-${email.replace(/[^a-z0-9]/gi, '_')}`);
}

function runDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the suite through e2e/playwright.config.ts');
  return dir;
}

export function rememberedSecret(email: string): string | null {
  const file = secretFile(email);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export function rememberSecret(email: string, secret: string): void {
  writeFileSync(secretFile(email), secret, { mode: 0o600 });
}

/** The enrol screen's setup key, as the admin would copy it into an app (spaces removed). */
export async function setupKeyOnScreen(page: Page): Promise<string> {
  const shown = await page.getByTestId('totp-secret').textContent();
  return (shown ?? '').replace(/\s/g, '');
}

/**
 * After the password: the second step, as an admin would do it. The first time the account has no
 * authenticator, so the test reads the setup key from the screen, remembers it and enters a code;
 * later sign-ins enter a code of the remembered key.
 */
export async function completeSecondFactor(page: Page, email: string) {
  const heading = page.getByRole('heading', {
    level: 1,
    name: /Set up two-step sign-in|Enter your sign-in code/,
  });
  await expect(heading).toBeVisible();
  let secret: string;
  let submit: string;
  if ((await heading.textContent())?.startsWith('Set up')) {
    secret = await setupKeyOnScreen(page);
    rememberSecret(email, secret);
    submit = 'Verify and continue';
  } else {
    const known = rememberedSecret(email);
    if (!known) throw new Error(`${email} has an authenticator this run did not enrol`);
    secret = known;
    submit = 'Verify';
  }
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/two-factor/);
}

/** Signs the demo admin in through the site: password, then the authenticator code. */
export async function logInAsAdmin(
  page: Page,
  email: string = demoAccounts.admin,
  password: string = demoPassword,
) {
  await logIn(page, email, password);
  await completeSecondFactor(page, email);
}

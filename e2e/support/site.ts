import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The toast with this title, inside the notifications region (the screen-reader announcement of
 * the same text lives elsewhere in the page and is not what a sighted user reads).
 */
export function toast(page: Page, title: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(title, { exact: typeof title === 'string' });
}

/** The page's one h1. */
export function mainHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

/** Signs in through the login form as a person would. */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  type: 'candidate' | 'employer' = 'candidate',
) {
  await page.goto(`/login?type=${type}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Waits for the path (query and hash ignored). */
export async function expectPath(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
  );
}

/**
 * Makes the next visits load the app as they do for a signed-in visitor (a stored session is
 * what the bootstrap looks for; this one is empty, so supabase-js finds no user and drops it):
 * React then hydrates the server's HTML, and a mismatch would show.
 */
export async function asIfSignedIn(page: Page) {
  await page.evaluate(() => {
    const payload = JSON.parse(document.getElementById('globalhire-page')?.textContent ?? '{}') as {
      supabase?: { url?: string };
    };
    const host = new URL(payload.supabase?.url ?? window.location.origin).hostname.split('.')[0];
    localStorage.setItem(`sb-${host}-auth-token`, '{}');
  });
}

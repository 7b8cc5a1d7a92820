/**
 * The public pages hydrate on intent (apps/site/src/main.tsx, boot/hydrateOnIntent.ts): an
 * anonymous visitor's server-rendered page loads only the bootstrap; the app arrives at the first
 * sign of intent and replays what the visitor did meanwhile; a visitor with a session gets the app
 * at once. The app's chunks are held back a moment here, so what is done "before hydration" is.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { expectPath, logIn } from './support/site';

/** The app's scripts for this page, as the server names them to the bootstrap. */
const appScripts = async (page: Page) =>
  ((await page.locator('script[data-app]').getAttribute('data-app')) ?? '')
    .split(' ')
    .filter(Boolean);

/** Records script requests, and delays the app's start so the visitor acts before hydration. */
function watchScripts(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  void page.route('**/assets/startApp-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  return requested;
}

const html = (page: Page) => page.locator('html');

test('an anonymous visitor loads no app before acting; a click made before hydration is replayed', async ({
  page,
}) => {
  const requested = watchScripts(page);
  await page.goto('/jobs/1');
  await page.waitForLoadState('networkidle');
  const app = await appScripts(page);
  expect(app.length).toBeGreaterThan(5);
  expect(requested.filter((path) => app.includes(path))).toEqual([]);
  await expect(html(page)).toHaveAttribute('data-hydration', 'on-intent');
  await expect(html(page)).not.toHaveAttribute('data-hydrated');
  // Apply Now works as HTML: the visitor's link to log in first.
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fjobs%2F1',
  );

  // The theme toggle is a button React handles: the click is held until the app has the page.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html(page)).toHaveAttribute('data-hydrated', '');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'dark');
  expect(requested).toEqual(expect.arrayContaining(app));

  // Replayed once: a second click turns it back.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test('text typed and a search submitted before hydration are kept', async ({ page }) => {
  watchScripts(page);
  await page.goto('/');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await keyword.fill('engineer');
  await expect(html(page)).not.toHaveAttribute('data-hydrated');
  await expect(html(page)).toHaveAttribute('data-hydrated', '');
  await expect(keyword).toHaveValue('engineer');
  // A choice re-renders the form from React's state: the typed text is in it.
  const location = page.getByRole('combobox', { name: 'Location' });
  const country = (await location.locator('option').nth(1).getAttribute('value')) ?? '';
  await location.selectOption(country);
  await expect(keyword).toHaveValue('engineer');

  // Typed and submitted before the app has arrived: searched once it has.
  await page.goto('/');
  await keyword.fill('nurse');
  await keyword.press('Enter');
  await expectPath(page, '/jobs');
  await expect(page).toHaveURL(/[?&]q=nurse\b/);
});

test('a signed-in visitor gets the app at once, without an interaction', async ({ page }) => {
  await logIn(page, demoAccounts.candidate, demoPassword);
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key)),
  );
  const requested = watchScripts(page);
  await page.goto('/jobs/1');
  await expect(html(page)).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  expect(requested).toEqual(expect.arrayContaining(await appScripts(page)));
  // Their header, not a visitor's.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
});

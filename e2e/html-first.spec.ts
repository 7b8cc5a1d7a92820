/**
 * Public pages answer as HTML (apps/site/src/main.tsx, boot/enhance.ts): a visitor without a
 * session gets the server's page and a bootstrap of a few KB, never the app; their taps are
 * answered by the browser (links, GET forms, `<details>`, popovers) and by the bootstrap's
 * listeners. A visitor with a session, and a page that is a form only the app can send, get the
 * app at once.
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

function watchScripts(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  return requested;
}

const html = (page: Page) => page.locator('html');

test('a visitor without a session never loads the app on a public page, and every tap is answered', async ({
  page,
}) => {
  const requested = watchScripts(page);
  await page.goto('/jobs/1');
  await page.waitForLoadState('networkidle');
  const app = await appScripts(page);
  expect(app.length).toBeGreaterThan(5);
  await expect(html(page)).toHaveAttribute('data-enhanced', '');

  // The colour-scheme toggle switches without the app, and its icon is the scheme's.
  const toggle = page.getByRole('banner').locator('button[data-color-scheme-toggle]');
  const before = await html(page).getAttribute('data-color-scheme');
  await toggle.click();
  await expect(html(page)).not.toHaveAttribute('data-color-scheme', before ?? '');
  await toggle.click();

  // Apply Now is the visitor's link to log in, coming back to the application.
  const apply = page.getByRole('link', { name: 'Apply Now' });
  await expect(apply).toHaveAttribute('href', /^\/login\?returnTo=/);
  expect(requested.filter((path) => app.includes(path))).toEqual([]);
  await expect(html(page)).not.toHaveAttribute('data-hydrated');
});

test('the job search applies a filter as soon as it is ticked, and keeps the address clean', async ({
  page,
}) => {
  const requested = watchScripts(page);
  await page.goto('/jobs');
  const app = await appScripts(page);
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('engineer');
  await page.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
  await expect(page).toHaveURL(/\/jobs\?q=engineer$/);
  await page.getByRole('checkbox', { name: 'Visa sponsorship' }).check();
  await expect(page).toHaveURL(/[?&]q=engineer\b/);
  await expect(page).toHaveURL(/[?&]visa=1\b|[?&]visa=true\b|[?&]visa=on\b|visa/);
  await expect(page.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeChecked();
  expect(requested.filter((path) => app.includes(path))).toEqual([]);
});

test('a navigation shows at once that it has started', async ({ page }) => {
  // The old page reports the bar itself: the test runner waits for a navigation to end before
  // reading a page, and this one is held back until the bar has shown.
  let showed: () => void = () => {};
  const barShown = new Promise<void>((resolve) => (showed = resolve));
  await page.exposeFunction('reportNavigating', () => showed());
  await page.goto('/faqs');
  await page.evaluate(() =>
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-navigating'))
        (window as unknown as { reportNavigating: () => void }).reportNavigating();
    }).observe(document.documentElement, { attributes: true }),
  );
  await page.route(/\/jobs$/, async (route) => {
    await barShown;
    await route.continue();
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Find a Job' })
    .first()
    .click({ noWaitAfter: true });
  await barShown;
  await expectPath(page, '/jobs');
  // The new page has no bar.
  await expect(html(page)).not.toHaveAttribute('data-navigating');
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

test('a page that is a form only the app can send loads the app for a visitor', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(html(page)).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
});

test('a sign-in sent before the app has arrived is held, never sent as an address', async ({
  page,
}) => {
  await page.route('**/assets/startApp-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  // Reached as a visitor does, not waiting for the app as the tests' goto does.
  await page.goto('/');
  await page.evaluate(() => window.location.assign('/login'));
  await page.waitForURL('**/login', { waitUntil: 'domcontentloaded' });
  await expect(html(page)).not.toHaveAttribute('data-hydrated');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.candidate);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(html(page)).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
});

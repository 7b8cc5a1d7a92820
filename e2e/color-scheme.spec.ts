/**
 * Dark mode on the site: it follows the system setting, the header's toggle overrides it and is
 * remembered, and a server-rendered page is drawn in the remembered scheme without waiting for
 * the app's JavaScript (no flash of the other scheme).
 */
import { expect, test, type Page } from '@playwright/test';

// tokens.ts: the page background of each theme.
const background = { light: 'rgb(248, 250, 252)', dark: 'rgb(11, 18, 32)' };

const pageLook = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector('h1')!).color,
    chosen: document.documentElement.getAttribute('data-color-scheme'),
  }));

test('follows the system setting, even before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/jobs');
  const look = await pageLook(page);
  expect(look.background).toBe(background.dark);
  expect(look.heading).not.toBe('rgb(15, 23, 42)');
  await context.close();
});

test('the header toggle switches, is remembered, and a reload draws the choice at once', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const banner = page.getByRole('banner');
  const toDark = banner.getByRole('button', { name: 'Switch to dark theme' });
  const toLight = banner.getByRole('button', { name: 'Switch to light theme' });
  await expect(toDark).toBeVisible();
  expect((await pageLook(page)).background).toBe(background.light);

  // Keyboard: focus it and press Space. The page is the server's HTML: no app is needed.
  await toDark.focus();
  await page.keyboard.press('Space');
  await expect(toLight).toBeVisible();
  expect(await pageLook(page)).toMatchObject({ background: background.dark, chosen: 'dark' });
  expect(await page.evaluate(() => localStorage.getItem('globalhire-color-scheme'))).toBe('dark');

  // Without the app's JavaScript the head script alone draws the remembered scheme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  expect(await pageLook(page)).toMatchObject({ background: background.dark, chosen: 'dark' });
  await page.unroute('**/assets/*.js');

  // Choosing the system's scheme again forgets the choice: the page follows the system again.
  await page.reload();
  // The reloaded page draws the choice at once: its button offers the light theme.
  await toLight.click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('globalhire-color-scheme')))
    .toBeNull();
  await expect(toDark).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await pageLook(page)).background).toBe(background.dark);
});

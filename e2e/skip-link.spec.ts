import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { expectPath, logIn, mainHeading } from './support/site';

/** One Tab from the top of the page, then Enter: focus is in the page's main region. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expect(main).toBeFocused();
  // The next Tab continues inside the page, past the header or the panel menu.
  await page.keyboard.press('Tab');
  await expect(main.locator(':focus')).toHaveCount(1);
}

test('the first Tab on a public page offers Skip to content, which lands in the page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText('Your next job could be abroad');
  await skipToContent(page);
});

test('a panel page offers Skip to content first too, past the side menu', async ({ page }) => {
  await logIn(page, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(page, '/employer/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard Overview');
  // From the top of a freshly loaded panel page, as a keyboard user arrives.
  await page.reload();
  await expect(mainHeading(page)).toHaveText('Dashboard Overview');
  await skipToContent(page);
});

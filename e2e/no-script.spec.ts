/**
 * Every public journey once with JavaScript turned off: what a visitor does before any script
 * runs (or on a browser that runs none) is answered by HTML alone — links, GET forms, `<details>`
 * and popovers. The pages are the server's.
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('search from the home page, refine, sort and page through the jobs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Keyword' }).first().fill('engineer');
  await page.getByRole('searchbox', { name: 'Keyword' }).first().press('Enter');
  await expect(page).toHaveURL(/\/jobs\?.*q=engineer/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A filter and the search button: the server answers with the filtered list.
  const form = page.locator('form#job-search');
  await form.getByRole('checkbox', { name: 'Visa sponsorship' }).check();
  await form.locator('button[type="submit"]').first().click();
  await expect(page).toHaveURL(/[?&]q=engineer\b/);
  await expect(page).toHaveURL(/[?&]visa=/);
  await expect(form.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeChecked();

  // The sort, with its own button when no script submits it.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=newest\b/);

  // Paging is links.
  await page.goto('/jobs');
  const next = page.getByRole('link', { name: /Next/ });
  if (await next.count()) {
    await next.first().click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
  }
});

test('on a phone the keyword comes first and the filters open natively', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/jobs');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  const filters = page.locator('main summary', { hasText: 'Filters' });
  await expect(keyword).toBeVisible();
  await expect(filters).toBeVisible();
  const [keywordBox, filtersBox] = [await keyword.boundingBox(), await filters.boundingBox()];
  expect(keywordBox!.y).toBeLessThan(filtersBox!.y);
  await expect(page.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeHidden();
  await filters.click();
  await expect(page.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeVisible();

  // The site menu is a popover.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'About Us' }).last()).toBeVisible();
  await context.close();
});

test('a job: Save and Apply Now lead to login and back', async ({ page }) => {
  await page.goto('/jobs');
  const save = page.locator('[data-slot="job-card"] [data-slot="job-card-save"]').first();
  await save.click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnTo') ?? '')).toMatch(
    /save=\d+/,
  );

  await page.goto('/jobs/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/jobs/1?apply=1');
});

test('the FAQ opens one question at a time', async ({ page }) => {
  await page.goto('/faqs');
  const questions = page.locator('main details');
  await questions.nth(0).locator('summary').click();
  await expect(questions.nth(0)).toHaveAttribute('open', '');
  await questions.nth(1).locator('summary').click();
  await expect(questions.nth(1)).toHaveAttribute('open', '');
  await expect(questions.nth(0)).not.toHaveAttribute('open', '');
});

test('employers, a company, the blog and an article read as HTML', async ({ page }) => {
  for (const path of ['/employers', '/blog', '/about', '/fees', '/candidates']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/employers');
  await page.locator('main a[href^="/employers/"]').first().click();
  await expect(page).toHaveURL(/\/employers\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').last().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a visitor's citizenships are kept by the site's server", async ({ page }) => {
  await page.goto('/jobs/1');
  const panel = page.getByRole('region', { name: 'Can I work here?' });
  await panel
    .getByRole('combobox', { name: 'Your citizenships' })
    .selectOption({ label: 'Ireland' });
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/1#your-citizenships$/);
  const remove = page
    .getByRole('region', { name: 'Can I work here?' })
    .getByRole('button', { name: 'Remove Ireland' });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(
    page
      .getByRole('region', { name: 'Can I work here?' })
      .getByRole('button', { name: 'Remove Ireland' }),
  ).toHaveCount(0);
});

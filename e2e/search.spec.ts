import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin';
import { serviceClient } from './support/backend';
import { expectPath, toast } from './support/site';

// The job search against the seeded catalogue: partial words, typos, sorting by converted
// salary and the counts beside the filter options. Assertions name the spec's sample jobs or
// compare the page with itself, never the size of the whole seed.

const results = (page: Page) => page.getByRole('region', { name: /jobs? found|Showing/ });

/** The count in a results heading: '12 jobs found', 'Showing 1–20 of 45 jobs', '1 job found'. */
const countInHeading = (heading: string) =>
  Number(
    (/of ([\d,]+) jobs|^([\d,]+) jobs? found/.exec(heading) ?? [])
      .slice(1)
      .find(Boolean)
      ?.replace(/,/g, ''),
  );

test('a partial word finds the job: "soft" finds Senior Software Engineer', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('soft');
  await page.getByRole('searchbox', { name: 'Keyword' }).press('Enter');
  await expect(page).toHaveURL(/q=soft/);
  await expect(results(page).getByRole('link', { name: 'Senior Software Engineer' })).toBeVisible();
  // With a keyword the results are ranked by relevance, the default.
  await expect(
    page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked'),
  ).toHaveText('Relevance');
});

test('a typo finds the job: "Software enginer" finds Senior Software Engineer', async ({
  page,
}) => {
  await page.goto('/jobs?q=Software%20enginer');
  await expect(results(page).getByRole('link', { name: 'Senior Software Engineer' })).toBeVisible();
  await page.goto('/jobs?q=enginer&country=canada&category=it');
  await expect(results(page).getByRole('link', { name: 'Senior Software Engineer' })).toBeVisible();
});

test('sorting by salary orders the jobs by their salary converted into one currency', async ({
  page,
}) => {
  await page.goto('/jobs?currency=USD');
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Salary: high to low' });
  await expect(page).toHaveURL(/sort=salary/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('salary');

  // Each card's yearly salary in US dollars: the '≈ $…' beside a foreign salary, or its own.
  const salaries = results(page).locator('[data-fact="salary"]');
  await expect(salaries.first()).toBeVisible();
  const texts = await salaries.allTextContents();
  const yearlyUsd = texts.map((text) => {
    const shown = text.includes('≈') ? text.slice(text.indexOf('≈')) : text;
    const amounts = [...shown.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    return Math.max(...amounts);
  });
  expect(yearlyUsd.length).toBeGreaterThan(3);
  for (const value of yearlyUsd) expect(value).toBeGreaterThan(0);
  expect(yearlyUsd).toEqual([...yearlyUsd].sort((a, b) => b - a));
  // Foreign salaries show their converted value beside them.
  expect(texts.some((text) => /≈ \$/.test(text))).toBe(true);
});

test('a filter option’s count is the number of results after choosing it', async ({ page }) => {
  await page.goto('/jobs');
  const location = page.getByRole('combobox', { name: 'Location' });
  const canada = location.getByRole('option', { name: /^Canada \(\d[\d,]*\)$/ });
  await expect(canada).toHaveCount(1);
  const count = Number(
    /\(([\d,]+)\)/.exec((await canada.textContent()) ?? '')![1]!.replace(/,/g, ''),
  );
  expect(count).toBeGreaterThan(0);
  await location.selectOption('canada');
  await expect(page).toHaveURL(/country=canada/);
  const heading = results(page).getByRole('heading', { level: 2 });
  // The address changes before the new results arrive: wait for the heading to show them.
  await expect.poll(async () => countInHeading((await heading.textContent()) ?? '')).toBe(count);

  // Then a second filter: the work type's count, with Canada applied, is again the result count.
  const workType = page.getByRole('combobox', { name: 'Work Type' });
  const hybrid = workType.getByRole('option', { name: /^Hybrid \(\d[\d,]*\)$/ });
  const hybridCount = Number(
    /\(([\d,]+)\)/.exec((await hybrid.textContent()) ?? '')![1]!.replace(/,/g, ''),
  );
  await workType.selectOption('hybrid');
  await expect(page).toHaveURL(/type=hybrid/);
  await expect(heading).toHaveText(
    new RegExp(`(^${hybridCount} jobs? found|of ${hybridCount} jobs)`),
  );
  await expect(results(page).getByRole('link', { name: 'Senior Software Engineer' })).toBeVisible();
});

test('bad values in the link are ignored with a note, never an error', async ({ page }) => {
  await page.goto(
    `/jobs?q=${encodeURIComponent('!!!')}&salary=abc&currency=XYZ&sort=cheapest&page=10000`,
  );
  const note = page.getByRole('status').filter({ hasText: 'Part of this link was ignored' });
  await expect(note).toContainText('Ignored salary "abc": not a number');
  await expect(note).toContainText('Ignored currency "XYZ": not a currency we convert');
  await expect(note).toContainText('Ignored keyword "!!!": no letters or numbers');
  await expect(page.getByRole('heading', { name: 'No jobs on page 10,000' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test.describe('the admin keeps the exchange rates', () => {
  let savedRate: number;
  test.beforeAll(async () => {
    const { data, error } = await serviceClient()
      .from('exchange_rates')
      .select('per_usd')
      .eq('currency', 'NZD')
      .single();
    if (error) throw new Error(`seeded NZD rate: ${error.message}`);
    savedRate = Number(data.per_usd);
  });
  test.afterAll(async () => {
    await serviceClient()
      .from('exchange_rates')
      .update({ per_usd: savedRate })
      .eq('currency', 'NZD');
  });

  test('a bad rate is refused in the field; a good one is saved', async ({ page }) => {
    await logInAsAdmin(page);
    await expectPath(page, '/admin');
    await page.getByRole('link', { name: 'Exchange Rates' }).click();
    await expectPath(page, '/admin/exchange-rates');
    const row = page.getByRole('row').filter({ hasText: 'NZD' });
    await row.getByRole('button', { name: 'Edit rate: NZD' }).click();
    const field = row.getByRole('textbox', { name: 'NZD per US dollar' });
    await expect(field).toBeFocused();
    await field.fill('-2');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('The rate must be more than 0.')).toBeVisible();
    await expect(field).toHaveValue('-2');

    await field.fill('1.7345');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Rate saved')).toBeVisible();
    await expect(row).toContainText('1.7345');
    const { data } = await serviceClient()
      .from('exchange_rates')
      .select('per_usd')
      .eq('currency', 'NZD')
      .single();
    expect(Number(data?.per_usd)).toBe(1.7345);
  });
});

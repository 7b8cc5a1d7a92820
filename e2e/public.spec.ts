import { expect, test } from './support/test';
import { demoAccounts, demoPassword, uniqueEmail } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, mainHeading, toast } from './support/site';

test('a visitor searches from the home page, narrows the results with filters and opens a job', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'IT, Software & Data' });
  await page.getByRole('button', { name: 'Search Jobs' }).click();

  // The search lands on /jobs with the filter in the URL, answered by the server.
  await expectPath(page, '/jobs');
  expect(new URL(page.url()).searchParams.get('category')).toBe('it');
  const results = page.getByRole('region', { name: /jobs? found|Showing/ });
  await expect(results.getByRole('link', { name: 'Senior Software Engineer' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  await expect(
    results.getByRole('link', { name: 'Registered Nurse - Emergency Department' }),
  ).toHaveCount(0);

  // Each option carries its count of jobs with the other filters, e.g. 'United Kingdom (1)'.
  await page.getByRole('combobox', { name: 'Location' }).selectOption('united-kingdom');
  await expect(page).toHaveURL(/country=united-kingdom/);
  await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Senior Software Engineer' })).toHaveCount(0);

  // No remote IT job in the UK: Remote is not offered, as choosing it would find nothing.
  const workType = page.getByRole('combobox', { name: 'Work Type' });
  await expect(workType.getByRole('option', { name: /^Hybrid \(1\)$/ })).toHaveCount(1);
  await expect(workType.getByRole('option', { name: /^Remote/ })).toHaveCount(0);
  await workType.selectOption('hybrid');
  await expect(page).toHaveURL(/type=hybrid/);
  await expect(results.getByRole('link', { name: 'Data Analyst' })).toBeVisible();

  // Back in history is the previous search, as the URL holds the filters.
  await page.goBack();
  await expect(page).not.toHaveURL(/type=hybrid/);
  await expect(page.getByRole('combobox', { name: 'Work Type' })).toHaveValue('');
  await results.getByRole('link', { name: 'Data Analyst' }).click();
  await expectPath(page, '/jobs/3');
  await expect(mainHeading(page)).toHaveText('Data Analyst');
});

test('a keyword typed in the filters searches titles and descriptions', async ({ page }) => {
  await page.goto('/jobs');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await keyword.fill('nurse');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/q=nurse/);
  await expect(
    page.getByRole('link', { name: 'Registered Nurse - Emergency Department' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Data Analyst' })).toHaveCount(0);
  // Only the description of the Toronto job mentions the LMIA work permit.
  await keyword.fill('LMIA');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/q=LMIA/);
  await expect(page.getByRole('link', { name: 'Senior Software Engineer' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Registered Nurse - Emergency Department' }),
  ).toHaveCount(0);
});

test.describe('paging through many results', () => {
  const title = (n: number) => `Glassblower Apprentice ${String(n).padStart(2, '0')}`;
  const count = 21;

  test.beforeAll(async () => {
    // Twenty-one approved openings from the demo employer (Maple Tech Solutions): more than a page.
    const client = serviceClient();
    const { data: employer, error: findError } = await client
      .from('profiles')
      .select('id')
      .eq('slug', 'maple-tech-solutions')
      .single();
    if (findError) throw new Error(`demo employer: ${findError.message}`);
    const rows = Array.from({ length: count }, (_, i) => ({
      company_id: employer.id,
      title: title(i + 1),
      description: 'Learn the craft of furnace glassblowing in our Galway studio.',
      category: 'manufacturing',
      country: 'ireland',
      location: 'Galway, Ireland',
      approved: true,
    }));
    const { error } = await client.from('jobs').insert(rows);
    if (error) throw new Error(`inserting jobs: ${error.message}`);
  });

  test.afterAll(async () => {
    await serviceClient().from('jobs').delete().like('title', 'Glassblower Apprentice %');
  });

  test('Next and Previous move between pages of twenty', async ({ page }) => {
    await page.goto('/jobs?q=glassblower');
    const openings = page.getByRole('link', { name: /^Glassblower Apprentice/ });
    await expect(page.getByRole('heading', { name: /of 21 jobs/ })).toBeVisible();
    await expect(openings).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Job results pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(openings).toHaveCount(1);
    // Newest first: the first one inserted is the last one listed.
    await expect(openings).toHaveText([title(1)]);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(openings).toHaveCount(20);
  });
});

test('a job page shows the posting, its employer and structured data; Apply Now asks a visitor to log in first', async ({
  page,
}) => {
  await page.goto('/jobs/1');
  await expect(mainHeading(page)).toHaveText('Senior Software Engineer');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'JobPosting');
  expect(posting, 'schema.org JobPosting on the page').toBeDefined();
  expect(posting?.title).toBe('Senior Software Engineer');

  await page.getByRole('link', { name: 'Employer Profile' }).click();
  await expectPath(page, '/employers/maple-tech-solutions');
  await expect(mainHeading(page)).toHaveText('Maple Tech Solutions');
  await page.goBack();

  await page
    .getByRole('link', { name: 'Apply Now' })
    .or(page.getByRole('button', { name: 'Apply Now' }))
    .click();
  await expectPath(page, '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.candidate);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signed in, the candidate is back on the job they wanted, its application open unless they
  // have applied already; the address forgets the request.
  await expectPath(page, '/jobs/1');
  await expect(page.locator('main h1')).toHaveText('Senior Software Engineer');
  await expect(page).not.toHaveURL(/apply=1/);
});

test('an unknown job says so and leads back to the jobs', async ({ page }) => {
  await page.goto('/jobs/987654');
  await expect(mainHeading(page)).toHaveText('Job not found.');
  await page.getByRole('link', { name: 'Browse all jobs' }).click();
  await expectPath(page, '/jobs');
});

test('the FAQs are searched over questions and answers, one open at a time', async ({ page }) => {
  await page.goto('/faqs');
  // Each question is a disclosure's summary (its h2 inside), which opens the answer below it.
  const questions = page.getByRole('main').locator('details > summary:visible');
  await expect(questions).toHaveCount(13);

  // 'visa' is in one question and in several answers only: the search reads both, in any case.
  const { data: faqs, error } = await serviceClient()
    .from('faqs')
    .select('question, answer')
    .eq('status', 'published')
    .order('position');
  expect(error).toBeNull();
  const aboutVisas = (faqs ?? []).filter((faq) =>
    `${faq.question} ${faq.answer}`.toLowerCase().includes('visa'),
  );
  expect(aboutVisas.length).toBeGreaterThan(1);
  const search = page.getByLabel('Search FAQs');
  await search.fill('VISA');
  await expect(questions).toHaveCount(aboutVisas.length);
  await expect(questions).toHaveText(aboutVisas.map((faq) => faq.question));
  await search.fill('visa');
  await expect(questions).toHaveCount(aboutVisas.length);
  await search.fill('no question mentions this zebra');
  await expect(page.getByText('No questions match your search.')).toBeVisible();

  await search.fill('');
  await expect(questions).toHaveCount(13);
  const items = page.getByRole('main').locator('details:visible');
  const expanded = page.getByRole('main').locator('details[open]');
  await questions.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(expanded).toHaveCount(1);
  await questions.nth(2).click();
  await expect(items.nth(2)).toHaveAttribute('open', '');
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
  await expect(expanded).toHaveCount(1);

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expectPath(page, '/contact');
});

test('a visitor sends a contact message; it is stored and the form starts again', async ({
  page,
}) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Amara Okafor');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Subject' }).fill('Sponsorship for nurses');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Do your hospital partners sponsor nurses with three years of experience?');
  await page.getByRole('button', { name: /Send Message/ }).click();

  await expect(toast(page, 'Message Sent!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  const { data, error } = await serviceClient()
    .from('contact_messages')
    .select('name, subject')
    .eq('email', email);
  expect(error).toBeNull();
  expect(data).toEqual([{ name: 'Amara Okafor', subject: 'Sponsorship for nurses' }]);
});

import { expect, test } from './support/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, uniqueEmail } from './support/accounts';
import { serviceClient } from './support/backend';
import { mailTo, waitForMail } from './support/mailbox';
import { expectPath, mainHeading, toast } from './support/site';

/** Letters only, so searches match the word as typed. */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

// A real 1×1 PNG, so the browser draws the cover.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor writes through the contact form; an admin reads it in the inbox and replies by email', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const email = uniqueEmail('contact');
  const subject = `Nursing in Canada ${word}`;

  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  await visitor.getByRole('textbox', { name: 'Full Name' }).fill('Amara Okafor');
  await visitor.getByRole('textbox', { name: 'Email' }).fill(email);
  await visitor.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await visitor
    .getByRole('textbox', { name: 'Message' })
    .fill('Do your hospital partners in Canada sponsor nurses?');
  await visitor.getByRole('button', { name: /Send Message/ }).click();
  await expect(toast(visitor, 'Message Sent!')).toBeVisible();

  // Every admin is told, in the app and by email.
  // (The admin's mailbox also holds the seeded messages' notices: look for this one.)
  await expect
    .poll(
      async () =>
        (await mailTo(demoAccounts.admin)).some(
          (mail) => mail.kind === 'contact_message' && mail.subject === `New contact message: ${subject}`,
        ),
      { message: 'the admin is emailed about the new message', timeout: 15_000 },
    )
    .toBe(true);

  await logInAsAdmin(page);
  await expectPath(page, '/admin');
  await page.getByRole('link', { name: 'Inbox' }).first().click();
  await expectPath(page, '/admin/inbox');
  await expect(mainHeading(page)).toHaveText('Inbox');
  // New messages come first: this one is the newest.
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(subject);
  await expect(firstRow.getByText('New')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: subject }).click();
  await expect(mainHeading(page)).toHaveText(subject);
  await expect(page.getByText('Do your hospital partners in Canada sponsor nurses?')).toBeVisible();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription(
    /Write a reply before sending it\./,
  );
  await page
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Yes: two of our partners in Toronto sponsor nurses. We will send you their roles.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(toast(page, 'Reply sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();
  await expect(page.getByText('Handled', { exact: true })).toBeVisible();

  // The delivery worker puts the reply in the sender's mailbox.
  const reply = await waitForMail(email, 'contact_reply');
  expect(reply.subject).toBe(`Re: ${subject}`);
  expect(reply.text).toContain('two of our partners in Toronto sponsor nurses');
  expect(reply.text).toContain('Do your hospital partners in Canada sponsor nurses?');
  // The sender was also told we have their message, in our words.
  const received = await waitForMail(email, 'contact_received');
  expect(received.subject).toBe('We received your message');
  expect(received.text).toContain(subject);
  await visitor.close();
});

test('the admin writes and publishes an article with a cover; a visitor reads it on the blog', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const title = `Relocating with Children ${word}`;
  const slug = `relocating-with-children-${word}`;

  await logInAsAdmin(page);
  await expectPath(page, '/admin');
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'New article' }).click();
  await expectPath(page, '/admin/content/articles/new');

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Relocation Advice');
  await page.getByRole('textbox', { name: 'Author' }).fill('GlobalHire Team');
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Schools, childcare and paperwork.');
  await page
    .getByRole('textbox', { name: /^Body/ })
    .fill('## Schools first\n\nApply for a **school place** before you fly.');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Preview' }).getByRole('heading', { name: 'Schools first' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();

  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(
    page.getByText('This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.'),
  ).toBeVisible();
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: png });
  const cover = page.getByRole('img', { name: 'Current cover of the article' });
  await expect(cover).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expectPath(page, /^\/admin\/content\/articles\/\d+$/);

  // A draft is not on the blog.
  const visitor = await browser.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByText('Article not found.')).toBeVisible();

  // A new title keeps the address.
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title}: A Guide`);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read it on the blog' })).toHaveAttribute(
    'href',
    `/blog/${slug}`,
  );

  await visitor.goto(`/blog/${slug}`);
  await expect(mainHeading(visitor)).toHaveText(`${title}: A Guide`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Schools first' })).toBeVisible();
  const image = visitor.locator('article img').first();
  await expect(image).toHaveAttribute(
    'src',
    /\/storage\/v1\/object\/public\/article-images\/covers\//,
  );
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await visitor.close();
});

test('the admin moves an FAQ to the top; the FAQ page shows the new order', async ({
  page,
  browser,
}) => {
  const { data, error } = await serviceClient()
    .from('faqs')
    .select('question')
    .eq('status', 'published')
    .order('position');
  expect(error).toBeNull();
  const [first, second] = (data ?? []).map((faq) => faq.question);

  await logInAsAdmin(page);
  await expectPath(page, '/admin');
  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Edit and order FAQs' }).click();
  await expect(mainHeading(page)).toHaveText('FAQs');
  const up = page.getByRole('button', { name: `Move up: ${second}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'moved to position 1' })).toHaveText(
    `"${second}" moved to position 1 of ${await page
      .getByRole('list', { name: /^FAQs in the order/ })
      .getByRole('listitem')
      .count()}.`,
  );
  await expect(page.getByRole('button', { name: `Move down: ${second}` })).toBeFocused();

  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/faqs');
    const questions = visitor.getByRole('main').locator('details > summary');
    await expect(questions.nth(0)).toHaveText(second!, { timeout: 2000 });
    await expect(questions.nth(1)).toHaveText(first!, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  // Put it back, so the demo order is as seeded.
  await page.getByRole('button', { name: `Move down: ${second}` }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`moved to position 2 of`));
  await visitor.close();
});

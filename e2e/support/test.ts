import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test`, with every `page.goto` waiting until the page is ready for a visitor:
 * hydrated by React (`<html data-hydrated>`), or a public page that stays the server's HTML for a
 * visitor without a session, with the bootstrap's listeners in place (`<html data-enhanced>`,
 * apps/site/src/boot/enhance.ts), as a person finds it.
 * Documents that are not the app (sitemap.xml, robots.txt) are not waited for.
 */
export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, provide) => {
    await provide(interactiveContext(context));
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => interactiveContext(await newContext(options));
      browser.newPage = async (options) => interactivePage(await newPage(options));
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

const patched = new WeakSet<object>();

function interactiveContext(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => interactivePage(await newPage());
  return context;
}

function interactivePage(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') ||
        document.documentElement.hasAttribute('data-enhanced') ||
        !document.getElementById('root'),
    );
    return response;
  };
  return page;
}

import { expect, test } from './support/test';
import { publicSiteRoutes } from '../scripts/lib/siteRoutes';
import { concretePath } from './support/routes';
import { expectPath, mainHeading } from './support/site';

/** Where a visitor really lands and what the h1 says, where the spec or the seed fixes it. */
const expected: Record<string, { path?: string; search?: string; heading?: string | RegExp }> = {
  '/jobs/:id': { heading: 'Senior Software Engineer' },
  '/employers': { heading: 'Empower Your Hiring Globally' },
  '/employers/:slug': { heading: 'Maple Tech Solutions' },
  '/employers-login': { path: '/login', search: '?type=employer', heading: 'Employer Login' },
  '/blog/:id': { heading: 'How to Write a CV That International Employers Read' },
  '/login': { heading: 'Candidate Login' },
  // A visitor is asked to sign in first and comes back afterwards.
  '/dashboard': { path: '/login', search: '?returnTo=%2Fdashboard', heading: 'Candidate Login' },
};

const notHeadings = ['Page not found', 'Something went wrong'];

test.describe('every public route shows its heading', () => {
  for (const { path: route } of publicSiteRoutes()) {
    test(route, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const want = expected[route] ?? {};

      await page.goto(concretePath(route));

      const heading = mainHeading(page);
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      if (want.heading) await expect(heading).toHaveText(want.heading);
      else await expect(heading).toHaveText(/\S/);
      for (const text of notHeadings) await expect(heading).not.toHaveText(text);
      if (want.path) {
        await expectPath(page, want.path);
        if (want.search) expect(new URL(page.url()).search).toBe(want.search);
      }
      // Every page names itself for the tab and for search results.
      await expect(page).toHaveTitle(/GlobalHire/);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    });
  }
});

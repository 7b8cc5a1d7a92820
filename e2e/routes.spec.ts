import { expect, test } from './support/test';
import { violations, watchViolations } from './support/csp';
import { publicSiteRoutes } from '@globalhire/tooling/site/routes';
import { concretePath } from './support/routes';
import { asIfSignedIn, expectPath, mainHeading } from './support/site';

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

/**
 * One visit per public route, as a visitor: the heading and title the server sends; then the same
 * page again as the app hydrates it for a visitor with a session: no Content-Security-Policy
 * violation (a refused chunk or inline script), no hydration mismatch and no uncaught error.
 */
test.describe('every public route shows its heading and hydrates within the policy', () => {
  for (const { path: route } of publicSiteRoutes()) {
    test(route, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // Hydration mismatches and policy refusals are console errors in production React/Chromium.
        if (message.type() === 'error' && !/status of 40[14]/.test(message.text()))
          errors.push(message.text());
      });
      await watchViolations(page);
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

      // The app hydrates the same HTML for a visitor with a session (a mismatch or a refused chunk
      // would show).
      await asIfSignedIn(page);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(heading).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), 'policy violations').toEqual([]);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    });
  }
});

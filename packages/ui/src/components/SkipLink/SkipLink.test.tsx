import { SkipLink } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

function Page() {
  return (
    <>
      <SkipLink targetId="main">Skip to content</SkipLink>
      <nav>
        <a href="/jobs">Find a Job</a>
      </nav>
      <main id="main">
        <a href="/apply">Apply</a>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('takes no space until focused, then shows over the page', async () => {
    await render(<Page />);
    const link = page.getByRole('link', { name: 'Skip to content' });
    expect(link.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    expect(link.element().getBoundingClientRect().width).toBeGreaterThan(40);
  });

  it('moves focus to the main region, so the next Tab is inside the page', async () => {
    await render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Apply' })).toHaveFocus();
  });
});

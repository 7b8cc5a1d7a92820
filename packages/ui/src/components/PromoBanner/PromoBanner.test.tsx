import { Alert, PromoBanner } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('PromoBanner', () => {
  it('is a section named by its heading, with the body and the action', async () => {
    await render(
      <PromoBanner title="Upgrade to Premium" action={<a href="/employer/plans">View plans</a>}>
        More postings and featured slots.
      </PromoBanner>,
    );
    const promo = page.getByRole('region', { name: 'Upgrade to Premium' });
    await expect.element(promo).toHaveTextContent('More postings and featured slots.');
    await expect
      .element(promo.getByRole('link', { name: 'View plans' }))
      .toHaveAttribute('href', '/employer/plans');
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Upgrade to Premium' }))
      .toBeVisible();
  });

  it('is not a live region: a promotion is never announced like an alert', async () => {
    await render(<PromoBanner title="Try featured jobs" />);
    expect(page.getByRole('status').elements()).toHaveLength(0);
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });

  it('hides the illustration from assistive technology', async () => {
    const { container } = await render(
      <PromoBanner title="Try featured jobs" illustration={<svg data-testid="art" />} />,
    );
    expect(container.querySelector('[data-testid="art"]')!.closest('[aria-hidden]')).not.toBeNull();
  });

  it('looks unlike an info Alert', async () => {
    const { container } = await render(
      <>
        <Alert tone="info" title="Note" />
        <PromoBanner title="Offer" />
      </>,
    );
    const alert = getComputedStyle(container.querySelector('[data-slot="alert"]')!);
    const promo = getComputedStyle(container.querySelector('[data-slot="promo-banner"]')!);
    expect(promo.backgroundImage).toContain('gradient');
    expect(alert.backgroundImage).toBe('none');
    expect(promo.borderInlineStartWidth).not.toBe(alert.borderInlineStartWidth);
  });
});

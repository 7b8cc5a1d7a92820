import { BenefitCard } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('BenefitCard', () => {
  it('titles the card with the element it is asked for and hides the icon from screen readers', async () => {
    const screen = await render(
      <BenefitCard
        title="Faster hiring"
        description="Shortlists in days."
        titleAs="h4"
        icon={<svg data-testid="icon" />}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 4, name: 'Faster hiring' }))
      .toBeVisible();
    expect(
      screen.container
        .querySelector('[data-testid="icon"]')
        ?.parentElement?.getAttribute('aria-hidden'),
    ).toBe('true');
    await expect.element(page.getByText('Shortlists in days.')).toBeVisible();
  });
});

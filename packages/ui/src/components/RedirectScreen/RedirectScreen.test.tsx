import { RedirectScreen } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('RedirectScreen', () => {
  it('announces its message once, as a status', async () => {
    const { container } = await render(
      <RedirectScreen message="Redirecting to your dashboard..." />,
    );
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Redirecting to your dashboard...');
    expect(container.textContent?.match(/Redirecting/g)).toHaveLength(1);
    expect(page.getByRole('status').elements()).toHaveLength(1);
  });

  it('is busy and fills the viewport', async () => {
    const { container } = await render(<RedirectScreen message="Redirecting..." />);
    const screen = container.querySelector('[data-slot="redirect-screen"]')!;
    expect(screen).toHaveAttribute('aria-busy', 'true');
    expect(screen.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  });
});

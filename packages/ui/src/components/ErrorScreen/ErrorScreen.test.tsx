import { ErrorScreen, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('ErrorScreen', () => {
  it("says the product's fixed texts by default and goes home to /", async () => {
    await render(<ErrorScreen onRefresh={() => undefined} />);
    await expect.element(page.getByRole('main')).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Something went wrong');
    await expect.element(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('calls onRefresh once per click', async () => {
    const onRefresh = vi.fn();
    await render(<ErrorScreen onRefresh={onRefresh} />);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('goes home through the app link component', async () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a data-router-link href={`/app${href}`} {...props}>
        {children}
      </a>
    );
    await render(
      <UIProvider linkComponent={RouterLink}>
        <ErrorScreen
          onRefresh={() => undefined}
          homeHref="/employer/dashboard"
          homeLabel="Back to dashboard"
        />
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Back to dashboard' }))
      .toHaveAttribute('href', '/app/employer/dashboard');
  });

  it('shows details as preformatted text', async () => {
    const { container } = await render(
      <ErrorScreen onRefresh={() => undefined} details={'TypeError: boom\n    at Page'} />,
    );
    expect(container.querySelector('pre')?.textContent).toBe('TypeError: boom\n    at Page');
  });
});

import { Button, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Button', () => {
  it('is a non-submitting button unless told, and calls onClick', async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Save</Button>);
    const button = page.getByRole('button', { name: 'Save' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy, and named by the loading label', async () => {
    const onClick = vi.fn();
    await render(
      <Button loading loadingLabel="Logging in..." onClick={onClick}>
        Login
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Logging in...' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its width when it starts loading', async () => {
    const { rerender } = await render(<Button loadingLabel="Logging in...">Login</Button>);
    const idleWidth = page.getByRole('button').element().getBoundingClientRect().width;
    await rerender(
      <Button loading loadingLabel="Logging in...">
        Login
      </Button>,
    );
    await expect.element(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
    expect(page.getByRole('button').element().getBoundingClientRect().width).toBe(idleWidth);
  });

  it('loading without a loading label keeps the label as its accessible name', async () => {
    await render(<Button loading>Save changes</Button>);
    await expect
      .element(page.getByRole('button', { name: 'Save changes' }))
      .toHaveAttribute('aria-busy', 'true');
  });

  it('asChild puts the button look and content on the child element', async () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a data-router-link href={`/app${href}`} {...props}>
        {children}
      </a>
    );
    await render(
      <UIProvider>
        <Button asChild tone="neutral" icon={<svg data-testid="icon" />}>
          <RouterLink href="/jobs">Browse jobs</RouterLink>
        </Button>
      </UIProvider>,
    );
    const link = page.getByRole('link', { name: 'Browse jobs' });
    await expect.element(link).toHaveAttribute('href', '/app/jobs');
    await expect.element(link).toHaveAttribute('data-slot', 'button');
    await expect.element(link).toHaveAttribute('data-router-link');
    expect(link.element().querySelector('[data-testid="icon"]')).not.toBeNull();
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('asChild merges className and handlers with the child', async () => {
    const onButtonClick = vi.fn();
    const onChildClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <Button asChild className="from-button" onClick={onButtonClick}>
        <a href="#details" className="from-child" onClick={onChildClick}>
          Details
        </a>
      </Button>,
    );
    const link = page.getByRole('link', { name: 'Details' });
    await expect.element(link).toHaveClass('from-button');
    await expect.element(link).toHaveClass('from-child');
    await link.click();
    expect(onChildClick).toHaveBeenCalledTimes(1);
    expect(onButtonClick).toHaveBeenCalledTimes(1);
  });
});

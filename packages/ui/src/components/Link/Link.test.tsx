import { Link, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
  <a data-router-link="" href={href} {...props}>
    {children}
  </a>
);

describe('Link', () => {
  it('renders a plain anchor without a provider', async () => {
    await render(<Link href="/jobs">Jobs</Link>);
    const link = page.getByRole('link', { name: 'Jobs' });
    await expect.element(link).toHaveAttribute('href', '/jobs');
    await expect.element(link).not.toHaveAttribute('data-router-link');
  });

  it('renders through the provider link component with its props and class', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <UIProvider linkComponent={RouterLink}>
        <Link href="/about" className="extra" aria-current="page" onClick={onClick}>
          About
        </Link>
      </UIProvider>,
    );
    const link = page.getByRole('link', { name: 'About' });
    await expect.element(link).toHaveAttribute('data-router-link');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
    await expect.element(link).toHaveAttribute('data-slot', 'link');
    await expect.element(link).toHaveClass('extra');
    await link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('external links skip the router, open a new tab and announce it', async () => {
    await render(
      <UIProvider linkComponent={RouterLink}>
        <Link href="https://example.org/" external>
          Partner site
        </Link>
      </UIProvider>,
    );
    const link = page.getByRole('link', { name: 'Partner site (opens in a new tab)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(link).not.toHaveAttribute('data-router-link');
  });

  it('uses the given externalLabel', async () => {
    await render(
      <Link href="https://example.org/" external externalLabel="(new window)">
        Docs
      </Link>,
    );
    await expect.element(page.getByRole('link', { name: 'Docs (new window)' })).toBeInTheDocument();
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
  ])('shows a link to an unsafe address (%s) as text, never as an anchor', async (href) => {
    await render(
      <Link href={href} external>
        example.com
      </Link>,
    );
    await expect.element(page.getByText('example.com')).toBeInTheDocument();
    expect(document.querySelector('a')).toBeNull();
  });

  it('keeps web, mail and phone links', async () => {
    await render(
      <>
        <Link href="https://example.com" external>
          Web
        </Link>
        <Link href="mailto:hr@example.com">Mail</Link>
        <Link href="tel:+441234">Phone</Link>
      </>,
    );
    for (const name of ['Web', 'Mail', 'Phone'])
      await expect.element(page.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
  });
});

import { LinkCard, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('LinkCard', () => {
  it('is one link named by its title; the call to action is decoration', async () => {
    await render(
      <LinkCard
        title="For Employers"
        href="/login?type=employer"
        description="Post jobs."
        cta="Employer login"
      />,
    );
    const links = page.getByRole('link').elements();
    expect(links).toHaveLength(1);
    await expect
      .element(page.getByRole('link', { name: 'For Employers' }))
      .toHaveAttribute('href', '/login?type=employer');
    await expect.element(page.getByText('Employer login')).toHaveAttribute('aria-hidden', 'true');
  });

  it('covers the whole card with its link, through the app link component', async () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a {...rest} href={href} data-router-link="">
        {children}
      </a>
    );
    await render(
      <UIProvider linkComponent={RouterLink}>
        <LinkCard title="Find a Job" href="/jobs" />
      </UIProvider>,
    );
    const link = page.getByRole('link', { name: 'Find a Job' });
    await expect.element(link).toHaveAttribute('data-router-link');
    await expect.element(link).toHaveAttribute('data-card-link');
  });
});

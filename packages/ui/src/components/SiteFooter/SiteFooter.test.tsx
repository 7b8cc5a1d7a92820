import { SiteFooter, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const groups = [
  { title: 'Company', links: [{ label: 'About', href: '/about' }] },
  { title: 'For Employers', links: [{ label: 'Post a Job', href: '/post-job' }] },
];

describe('SiteFooter', () => {
  it('writes the copyright line from the year it is given', async () => {
    await render(
      <SiteFooter groups={groups} year={2031} copyright="GlobalHire. All rights reserved." />,
    );
    await expect.element(page.getByText('© 2031 GlobalHire. All rights reserved.')).toBeVisible();
  });

  it('names each link list by its group title', async () => {
    await render(<SiteFooter groups={groups} year={2025} copyright="GlobalHire." />);
    await expect
      .element(
        page.getByRole('list', { name: 'For Employers' }).getByRole('link', { name: 'Post a Job' }),
      )
      .toHaveAttribute('href', '/post-job');
  });

  it('gives icon-only social links their names, with a network glyph or a custom icon', async () => {
    await render(
      <SiteFooter
        groups={groups}
        year={2025}
        copyright="GlobalHire."
        socialLinks={[
          { label: 'GlobalHire on LinkedIn', href: 'https://example.com/in', network: 'linkedin' },
          {
            label: 'Our newsletter',
            href: '/newsletter',
            icon: <svg data-testid="custom-icon" aria-hidden="true" />,
          },
        ]}
        socialLabel="Follow us"
      />,
    );
    const social = page.getByRole('navigation', { name: 'Follow us' });
    const linkedIn = social.getByRole('link', { name: 'GlobalHire on LinkedIn' });
    await expect.element(linkedIn).toBeVisible();
    expect(linkedIn.element().querySelector('[data-network="linkedin"]')).not.toBeNull();
    await expect
      .element(social.getByRole('link', { name: 'Our newsletter' }).getByTestId('custom-icon'))
      .toBeInTheDocument();
  });

  it('routes its links through the app link component', async () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a {...rest} href={href} data-router-link="">
        {children}
      </a>
    );
    await render(
      <UIProvider linkComponent={RouterLink}>
        <SiteFooter
          groups={groups}
          year={2025}
          copyright="GlobalHire."
          legalLinks={[{ label: 'Terms of Service', href: '/terms' }]}
        />
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('link', { name: 'About' }))
      .toHaveAttribute('data-router-link');
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Legal' })
          .getByRole('link', { name: 'Terms of Service' }),
      )
      .toHaveAttribute('data-router-link');
  });
});

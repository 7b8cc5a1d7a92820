import { PanelLayout, UIProvider, matchActiveHref, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const adminHrefs = [
  '/admin',
  '/admin/jobs/new',
  '/admin/jobs',
  '/admin/employers',
  '/admin/content',
];

describe('matchActiveHref', () => {
  it('picks the exact page', () => {
    expect(matchActiveHref(adminHrefs, '/admin/employers')).toBe('/admin/employers');
    expect(matchActiveHref(adminHrefs, '/admin')).toBe('/admin');
  });

  it('gives a nested page to its closest menu entry', () => {
    expect(matchActiveHref(adminHrefs, '/admin/jobs/42')).toBe('/admin/jobs');
    expect(matchActiveHref(adminHrefs, '/admin/jobs/new')).toBe('/admin/jobs/new');
    expect(matchActiveHref(adminHrefs, '/admin/analytics')).toBe('/admin');
  });

  it('matches whole path segments only', () => {
    expect(matchActiveHref(adminHrefs, '/admin/jobsearch')).toBe('/admin');
    expect(matchActiveHref(['/employer/jobs'], '/employer/jobs-archive')).toBeUndefined();
  });

  it('ignores trailing slashes, queries and hashes', () => {
    expect(matchActiveHref(adminHrefs, '/admin/content/')).toBe('/admin/content');
    expect(matchActiveHref(['/admin/jobs?status=pending'], '/admin/jobs')).toBe(
      '/admin/jobs?status=pending',
    );
    expect(matchActiveHref(adminHrefs, '/admin/jobs#top')).toBe('/admin/jobs');
  });

  it('finds nothing outside the menu', () => {
    expect(matchActiveHref(adminHrefs, '/jobs')).toBeUndefined();
    expect(matchActiveHref([], '/admin')).toBeUndefined();
  });
});

const links = [
  { href: '/employer/dashboard', label: 'Dashboard Overview' },
  { href: '/employer/jobs', label: 'My Job Listings' },
];

const renderPanel = (props: Partial<Parameters<typeof PanelLayout>[0]> = {}) =>
  render(
    <PanelLayout
      title="Employer Panel"
      links={links}
      logoutLabel="Logout"
      onLogout={() => undefined}
      {...props}
    >
      <h1>Page</h1>
    </PanelLayout>,
  );

describe('PanelLayout', () => {
  it('marks only the active link as the current page', async () => {
    await renderPanel({ activeHref: '/employer/jobs' });
    const nav = page.getByRole('navigation', { name: 'Employer Panel' });
    await expect
      .element(nav.getByRole('link', { name: 'My Job Listings' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(nav.getByRole('link', { name: 'Dashboard Overview' }))
      .not.toHaveAttribute('aria-current');
  });

  it('links to the notifications page with the unread count, and without one when all are read', async () => {
    const { container, rerender } = await renderPanel({
      notifications: { href: '/employer/notifications', unreadCount: 120 },
    });
    const link = page.getByRole('link', { name: 'Notifications 99+ unread' });
    await expect.element(link).toHaveAttribute('href', '/employer/notifications');
    await expect.element(link).toHaveTextContent('99+');
    await rerender(
      <PanelLayout
        title="Employer Panel"
        links={links}
        logoutLabel="Logout"
        onLogout={() => undefined}
        notifications={{ href: '/employer/notifications', unreadCount: 0 }}
      >
        <h1>Page</h1>
      </PanelLayout>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Notifications', exact: true }))
      .toBeVisible();
    expect(container.querySelector('[data-slot="panel-unread-count"]')).toBeNull();
  });

  it('shows a menu item’s count as a badge read with its words, and none at zero', async () => {
    await renderPanel({
      links: [
        ...links,
        { href: '/employer/messages', label: 'Messages', count: 3, countLabel: 'unread' },
        { href: '/employer/support', label: 'Support', count: 0 },
      ],
    });
    const nav = page.getByRole('navigation', { name: 'Employer Panel' });
    const messages = nav.getByRole('link', { name: 'Messages 3 unread' });
    await expect.element(messages).toBeVisible();
    await expect
      .element(messages.element().querySelector('[data-slot="panel-link-count"]') as HTMLElement)
      .toHaveTextContent('3');
    await expect.element(nav.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
  });

  it('marks nothing when no link is active', async () => {
    const { container } = await renderPanel();
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('shows the company only when there is one', async () => {
    const { container, rerender } = await renderPanel();
    expect(container.querySelector('[data-slot="panel-company"]')).toBeNull();
    await rerender(
      <PanelLayout
        title="Employer Panel"
        companyName="Northwind Health"
        links={links}
        logoutLabel="Logout"
        onLogout={() => undefined}
      >
        <h1>Page</h1>
      </PanelLayout>,
    );
    expect(container.querySelector('[data-slot="panel-company"]')).toHaveTextContent(
      'Northwind Health',
    );
  });

  it('puts the page in the main landmark and names the menu as asked', async () => {
    await renderPanel({ navLabel: 'Employer menu' });
    await expect
      .element(page.getByRole('main').getByRole('heading', { name: 'Page' }))
      .toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Employer menu' })).toBeVisible();
  });

  it('Logout calls onLogout, and is busy while signing out', async () => {
    const onLogout = vi.fn();
    const { rerender } = await renderPanel({ onLogout });
    await page.getByRole('button', { name: 'Logout' }).click();
    expect(onLogout).toHaveBeenCalledTimes(1);
    await rerender(
      <PanelLayout
        title="Employer Panel"
        links={links}
        logoutLabel="Logout"
        onLogout={onLogout}
        logoutPending
        logoutPendingLabel="Logging out..."
      >
        <h1>Page</h1>
      </PanelLayout>,
    );
    await expect.element(page.getByRole('button', { name: 'Logging out...' })).toBeDisabled();
  });

  it('menu links go through the app link component', async () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a data-router-link href={`/app${href}`} {...props}>
        {children}
      </a>
    );
    await render(
      <UIProvider linkComponent={RouterLink}>
        <PanelLayout
          title="Employer Panel"
          links={links}
          logoutLabel="Logout"
          onLogout={() => undefined}
        >
          <h1>Page</h1>
        </PanelLayout>
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('link', { name: 'My Job Listings' }))
      .toHaveAttribute('href', '/app/employer/jobs');
  });

  it('on a wide screen shows the sidebar and hides the menu button', async () => {
    await renderPanel();
    await expect.element(page.getByRole('navigation')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('on a phone hides the sidebar behind a menu button that opens a drawer', async () => {
    await page.viewport(375, 812);
    try {
      await renderPanel({ activeHref: '/employer/jobs' });
      await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Employer Panel' });
      await expect.element(drawer).toBeVisible();
      await expect
        .element(drawer.getByRole('link', { name: 'My Job Listings' }))
        .toHaveAttribute('aria-current', 'page');
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    } finally {
      await page.viewport(1280, 800);
    }
  });
});

import { SiteHeader, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const navLinks = [
  { label: 'Find a Job', href: '/jobs' },
  { label: 'Employers', href: '/employers' },
  { label: 'About Us', href: '/about' },
];

const logo = <a href="/">GlobalHire</a>;

/** The menu sheet, open or not (a closed popover is out of the accessibility tree). */
const sheet = () => page.elementLocator(document.querySelector('[data-slot="site-header-menu"]')!);

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('SiteHeader', () => {
  it('marks only the link for currentHref as the current page', async () => {
    await render(<SiteHeader logo={logo} navLinks={navLinks} currentHref="/employers" />);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .element(nav.getByRole('link', { name: 'Employers' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(nav.getByRole('link', { name: 'Find a Job' }))
      .not.toHaveAttribute('aria-current');
  });

  it('lets a link claim the current page itself, e.g. a job page under Find a Job', async () => {
    await render(
      <SiteHeader
        logo={logo}
        navLinks={[{ ...navLinks[0]!, current: true }, navLinks[1]!]}
        currentHref="/jobs/42"
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Find a Job' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('renders navigation through the app link component', async () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a {...rest} href={href} data-router-link="">
        {children}
      </a>
    );
    await render(
      <UIProvider linkComponent={RouterLink}>
        <SiteHeader
          logo={logo}
          navLinks={navLinks}
          actions={[{ label: 'Login', href: '/login' }]}
        />
      </UIProvider>,
    );
    await expect
      .element(page.getByRole('link', { name: 'About Us' }))
      .toHaveAttribute('data-router-link');
    await expect
      .element(page.getByRole('link', { name: 'Login' }))
      .toHaveAttribute('data-router-link');
  });

  it('a button action in the menu runs its handler and closes the menu', async () => {
    await page.viewport(375, 812);
    const onLogout = vi.fn();
    await render(
      <SiteHeader
        logo={logo}
        navLinks={navLinks}
        actions={[{ label: 'Logout', onClick: onLogout }]}
      />,
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Logout' }).click();
    expect(onLogout).toHaveBeenCalledTimes(1);
    await expect.element(sheet()).not.toBeVisible();
  });

  it('opens from the menu button, comes next in the tab order, and Escape closes it', async () => {
    await page.viewport(375, 812);
    await render(<SiteHeader logo={logo} navLinks={navLinks} />);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(menu).toBeVisible();
    await userEvent.keyboard('{Tab}');
    expect(menu.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Tab}');
    await expect.element(menu.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(sheet()).not.toBeVisible();
    await expect.element(menuButton).toHaveFocus();
  });

  it('a tap outside the sheet closes it', async () => {
    await page.viewport(768, 1024);
    await render(<SiteHeader logo={logo} navLinks={navLinks} />);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // The overlay at the start edge, beside the sheet.
    await userEvent.click(page.elementLocator(document.body), {
      position: { x: 20, y: 600 },
      force: true,
    });
    await expect.element(sheet()).not.toBeVisible();
  });

  it('tabbing out of the sheet closes it', async () => {
    await page.viewport(375, 812);
    await render(
      <>
        <SiteHeader
          logo={logo}
          navLinks={navLinks}
          actions={[{ label: 'Login', href: '/login' }]}
        />
        <a href="#main">The page</a>
      </>,
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    menu.getByRole('link', { name: 'Login' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(sheet()).not.toBeVisible();
    await expect.element(page.getByRole('link', { name: 'The page' })).toHaveFocus();
  });

  it('hides the menu when the window widens to desktop, where the full bar shows', async () => {
    await page.viewport(375, 812);
    await render(<SiteHeader logo={logo} navLinks={navLinks} />);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.viewport(1280, 800);
    await expect.element(sheet()).not.toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Narrow again: the menu stays closed until it is asked for.
    await page.viewport(375, 812);
    await expect.element(sheet()).not.toBeVisible();
  });

  it('uses the given menu labels', async () => {
    await page.viewport(375, 812);
    await render(
      <SiteHeader logo={logo} navLinks={navLinks} menuLabel="Open menu" closeMenuLabel="Close" />,
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Open menu' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect.element(sheet()).not.toBeVisible();
  });
});

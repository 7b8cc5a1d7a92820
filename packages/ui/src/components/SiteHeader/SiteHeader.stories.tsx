import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Link, SiteHeader, ThemeToggle, vars } from '@globalhire/ui';

const logo = (
  <Link href="/" tone="inherit" underline="hover" weight="bold" aria-label="GlobalHire home">
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.small,
        fontSize: vars.fontSize.h4,
      }}
    >
      <Globe2 aria-hidden="true" color={vars.color.tone.brand.text} />
      GlobalHire
    </span>
  </Link>
);

const navLinks = [
  { label: 'Find a Job', href: '/jobs' },
  { label: 'Employers', href: '/employers' },
  { label: 'Candidates', href: '/candidates' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

const meta = {
  title: 'Navigation/SiteHeader',
  id: 'components-siteheader',
  component: SiteHeader,
  tags: ['visual-mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    navLinks,
    currentHref: '/jobs',
    actions: [
      { label: 'Login', href: '/login' },
      { label: 'Register', href: '/register', emphasis: 'primary' },
    ],
    navLabel: 'Main',
    menuLabel: 'Menu',
    closeMenuLabel: 'Close menu',
    sticky: true,
  },
  argTypes: { logo: { control: false } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Find a Job' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Employers' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    // On desktop the menu button is not displayed, so it is out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** Signed in: the account actions change; Logout is a button, not a link. */
export const SignedIn: Story = {
  args: {
    currentHref: '/',
    actions: [
      { label: 'Dashboard', href: '/dashboard', emphasis: 'primary' },
      { label: 'Logout', onClick: fn() },
    ],
  },
};

/** Phones and tablets: the links fold into a menu button. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/**
 * The menu is a native popover sheet: it works from the server's HTML, before any script. The
 * sheet comes next in the tab order; its close button (or Escape, or a tap outside) closes it.
 */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('popovertarget');

    await step('the menu button opens the sheet', async () => {
      await userEvent.click(menuButton);
      const menu = await canvas.findByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      const nav = within(menu).getByRole('navigation', { name: 'Main' });
      await expect(within(nav).getByRole('link', { name: 'Find a Job' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('the close button closes it', async () => {
      const menu = canvas.getByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(menuButton).toBeVisible();
    });
  },
  tags: ['!dev'],
};

/** Following a link in the menu closes it. */
export const MobileMenuLinkCloses: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const menu = await canvas.findByRole('dialog', { name: 'Menu' });
    const link = within(menu).getByRole('link', { name: 'Candidates' });
    // Keep the story on its page: the click is what matters, not the navigation.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
  tags: ['!dev'],
};

/** The open menu as it looks (kept open for the screenshot). */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await canvas.findByRole('dialog', { name: 'Menu' });
  },
};

/** Right to left the sheet opens from the left edge. */
export const RightToLeftMobileMenuOpen: Story = {
  ...MobileMenuOpen,
  globals: { direction: 'rtl', viewport: { value: 'mobile' } },
  tags: ['!dev'],
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkMobileMenuOpen: Story = {
  ...MobileMenuOpen,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  tags: ['!dev'],
};

/** `tools` stay in the bar at every width, beside the menu button: here the site's theme switch. */
export const WithThemeToggle: Story = {
  args: { tools: <ThemeToggle onClick={fn()} /> },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Switch to dark theme' });
    await expect(toggle).toBeVisible();
  },
};

/** No account actions (e.g. while the session loads) and no current page. */
export const Empty: Story = { args: { actions: [], currentHref: undefined } };

export const LongContent: Story = {
  args: {
    navLinks: [
      ...navLinks,
      { label: 'Visa & Relocation Guides', href: '/blog/visa-guides' },
      { label: 'Our Fees', href: '/fees' },
    ],
    actions: [
      { label: 'Employer Login', href: '/login?type=employer' },
      { label: 'Register your CV', href: '/register?type=candidate', emphasis: 'primary' },
    ],
  },
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: SignedIn.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: SignedIn.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};

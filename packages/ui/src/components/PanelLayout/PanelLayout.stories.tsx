import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessagesSquare } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading, PanelLayout, Stack, Text, ThemeToggle, UIProvider } from '@globalhire/ui';
import {
  AdminDashboardContent,
  InertLink,
  globalHireLogo,
  adminLinks,
  applicantLinks,
  employerLinks,
} from './PanelLayout.fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Layout/PanelLayout',
  id: 'components-panellayout',
  component: PanelLayout,
  tags: ['visual-mobile'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <UIProvider linkComponent={InertLink}>
        <Story />
      </UIProvider>
    ),
  ],
  args: {
    title: 'Admin Panel',
    logo: globalHireLogo,
    links: adminLinks,
    activeHref: '/admin',
    logoutLabel: 'Logout',
    onLogout: fn(),
    menuLabel: 'Menu',
    closeMenuLabel: 'Close menu',
    children: <AdminDashboardContent />,
  },
  argTypes: { links: { control: false }, children: { control: false }, logo: { control: false } },
} satisfies Meta<typeof PanelLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unread count in the header on every panel page, linking to the notifications page. */
export const WithUnreadNotifications: Story = {
  args: { notifications: { href: '/admin/notifications', unreadCount: 3 } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notifications 3 unread' });
    await expect(link).toHaveAttribute('href', '/admin/notifications');
    await expect(link).toHaveTextContent('3');
  },
};

/** `tools` sit in the panel's header: the sidebar on desktop, the top bar on a phone. */
export const WithThemeToggle: Story = {
  args: {
    notifications: { href: '/admin/notifications', unreadCount: 3 },
    tools: <ThemeToggle onClick={fn()} />,
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // In the dark theme the toggle offers the light one.
    const toggles = within(canvasElement).getAllByRole('button', { name: 'Switch to light theme' });
    const shown = toggles.filter((toggle) => toggle.checkVisibility());
    await expect(shown).toHaveLength(1);
  },
};

/** The admin panel: the current page is marked, and Logout signs out. */
export const Admin: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin Panel' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Manage All Jobs' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The employer panel shows the company under its title. */
export const Employer: Story = {
  args: {
    title: 'Employer Panel',
    companyName: 'Northwind Health',
    links: employerLinks,
    activeHref: '/employer/jobs',
    children: (
      <Stack space="small">
        <Heading level={2} as="h1">
          My Job Listings
        </Heading>
        <Text tone="muted">Jobs you posted, with their applicants.</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const sidebar = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="panel-sidebar"]')!,
    );
    await expect(sidebar.getByText('Northwind Health')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Job Listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Applicant: Story = {
  args: {
    title: 'Applicant Panel',
    links: applicantLinks,
    activeHref: '/applicant/dashboard',
    children: (
      <Stack space="small">
        <Heading level={2} as="h1">
          Welcome back, Amara Okafor!
        </Heading>
        <Text tone="muted">Here is where your applications stand.</Text>
      </Stack>
    ),
  },
};

/** A menu item with a count: unread messages on the Messages entry, beside the header's bell. */
export const WithMenuCount: Story = {
  args: {
    title: 'Applicant Panel',
    links: [
      ...applicantLinks.slice(0, 3),
      {
        href: '/applicant/messages',
        label: 'Messages',
        icon: <MessagesSquare />,
        count: 4,
        countLabel: 'unread',
      },
      ...applicantLinks.slice(3),
    ],
    activeHref: '/applicant/dashboard',
    notifications: { href: '/applicant/notifications', unreadCount: 1 },
  },
  play: async ({ canvasElement }) => {
    const sidebar = within(
      canvasElement.querySelector<HTMLElement>('[data-slot="panel-sidebar"]')!,
    );
    await expect(sidebar.getByRole('link', { name: 'Messages 4 unread' })).toHaveAttribute(
      'href',
      '/applicant/messages',
    );
  },
};

/** Signing out: the button is busy until it finishes. */
export const LoggingOut: Story = {
  args: { logoutPending: true, logoutPendingLabel: 'Logging out...' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Logging out/ });
    await expect(button).toBeDisabled();
  },
};

/** On small screens the menu sits behind a button, in a drawer that traps focus. */
export const MobileMenu: Story = {
  globals: mobile,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });

    await step('the menu opens as a dialog named by the panel title', async () => {
      await userEvent.click(menuButton);
      const drawer = await body.findByRole('dialog', { name: 'Admin Panel' });
      await expect(drawer).toBeVisible();
      await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Tab keeps focus inside the drawer', async () => {
      const drawer = body.getByRole('dialog');
      for (let press = 0; press < adminLinks.length + 4; press += 1) {
        await userEvent.tab();
        await expect(drawer).toContainElement(document.activeElement as HTMLElement);
      }
      await userEvent.tab({ shift: true });
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(menuButton).toHaveFocus();
    });
    await step('following a link closes the drawer', async () => {
      await userEvent.click(menuButton);
      const drawer = await body.findByRole('dialog');
      await userEvent.click(within(drawer).getByRole('link', { name: 'Candidates List' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    await step('Logout in the drawer signs out and closes it', async () => {
      await userEvent.click(menuButton);
      const drawer = await body.findByRole('dialog');
      await userEvent.click(within(drawer).getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
  },
  tags: ['!dev'],
};

/** The drawer as it looks open on a phone. */
export const MobileMenuOpen: Story = {
  tags: ['visual-after-play'],
  globals: mobile,
  args: {
    title: 'Employer Panel',
    companyName: 'Northwind Health',
    links: employerLinks,
    activeHref: '/employer/dashboard',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Employer Panel' });
  },
};

export const LongContent: Story = {
  args: {
    title: 'Employer Panel',
    companyName: 'St Vincent’s Hospital Sydney and Affiliated Regional Health Services',
    links: [
      ...employerLinks,
      { href: '/employer/jobs/drafts', label: 'Drafts waiting for review by your hiring managers' },
    ],
    activeHref: '/employer/jobs/drafts',
  },
};

export const NarrowViewport: Story = { globals: mobile };

/** The first Tab reaches 'Skip to content'; following it moves focus past the menu to the page. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(skip.getBoundingClientRect().width).toBeGreaterThan(40));
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('id', 'main');
    // The next Tab lands in the page, not in the menu.
    await userEvent.tab();
    await expect(main.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
  tags: ['!dev'],
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkNarrowViewport: Story = { globals: { theme: 'dark', ...mobile }, tags: ['!dev'] };

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: WithUnreadNotifications.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: WithUnreadNotifications.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};

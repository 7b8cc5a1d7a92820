import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerNotificationsPage from './EmployerNotificationsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);
const slow = { timeout: 8000 };
const mocks = (extra: RequestHandler[] = []) => ({
  msw: { handlers: [employer, ...extra, ...defaultHandlers] },
});

const meta = {
  title: 'Pages/Employer/Notifications',
  component: PageStory,
  args: {
    page: EmployerNotificationsPage,
    path: '/employer/notifications',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', ...mocks() },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread first, then read; the panel header shows the unread count; preferences below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Notifications' }, slow);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'New application' }),
    ).toHaveAttribute('href', '/employer/jobs/1/applicants');
    await expect(items[1]).toHaveTextContent('Reason: Add the salary range');
    await expect(page.getAllByRole('button', { name: /^Mark as read:/ })).toHaveLength(2);
    await expect(
      await page.findByRole('link', { name: 'Notifications 2 unread' }, slow),
    ).toHaveAttribute('href', '/employer/notifications');
    await expect(
      await page.findByText('2 unread. Open one to go to what it is about.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('checkbox', { name: 'Email me about notifications' }, slow),
    ).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Plans activated' })).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'New applications to your jobs' }),
    ).toBeChecked();
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('list', { name: 'Notifications' }, slow);
    const button = await page.findByRole('button', { name: 'Mark all as read' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expectToast('All notifications marked as read', '2 notifications marked as read.');
  },
};

export const SavePreferences: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Jobs approved' }, slow));
    await userEvent.click(page.getByRole('button', { name: 'Save preferences' }));
    await expectToast('Email preferences saved', /kinds you ticked/);
  },
};

export const Empty: Story = {
  parameters: mocks([
    handlers.notifications.empty(),
    handlers.unreadNotifications.empty(),
    handlers.notificationPreferences.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No notifications yet', {}, slow)).toBeInTheDocument();
    await expect(await page.findByText('You are all caught up.', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(
      await page.findByRole('link', { name: 'Notifications' }, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: mocks([handlers.notifications.loading(), handlers.notificationPreferences.loading()]),
};

export const Failed: Story = {
  parameters: mocks([
    handlers.notifications.error(500),
    handlers.notificationPreferences.error(500),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Your notifications could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(
      await page.findByText('Your email preferences could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

/** More than a page: Next and Previous page through. */
export const Paged: Story = {
  parameters: mocks([
    handlers.notifications(
      Array.from({ length: 45 }, (_, i) => ({
        ...fixtures.notifications[2]!,
        id: 100 - i,
        title: `Job approved ${i + 1}`,
      })),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Page 1 of 3', {}, slow)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: /Next/ }));
    await expect(
      await page.findByRole('link', { name: 'Job approved 21' }, slow),
    ).toBeInTheDocument();
  },
};

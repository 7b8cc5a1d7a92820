import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import AdminNotificationsPage from './AdminNotificationsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const AdminFrame = () => <PanelFrame role="admin" />;
const submitted = {
  id: 9,
  kind: 'job_submitted',
  title: 'Job waiting for approval',
  body: 'Maple Tech Solutions submitted "DevOps Engineer" for review.',
  link: '/admin/jobs/approvals',
  read_at: null,
  created_at: '2026-03-10T08:30:00+00:00',
};

const meta = {
  title: 'Pages/Admin/Notifications',
  component: PageStory,
  args: {
    page: AdminNotificationsPage,
    path: '/admin/notifications',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        handlers.profile(fixtures.profiles.admin),
        handlers.notifications([submitted]),
        handlers.unreadNotifications(1),
        ...defaultHandlers,
      ],
    },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A job waiting for review links to the approvals screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Job waiting for approval' }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/admin/jobs/approvals');
    await expect(
      page.getByRole('checkbox', { name: 'Jobs waiting for approval' }),
    ).toBeInTheDocument();
  },
};

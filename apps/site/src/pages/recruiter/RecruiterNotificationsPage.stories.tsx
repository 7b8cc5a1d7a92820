import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import RecruiterNotificationsPage from './RecruiterNotificationsPage';
import { PageStory } from '../../testing/PageStory';
import { asRecruiter, recruiterMocks, slow } from './recruiterStoryMocks';

const decided = {
  id: 21,
  kind: 'proposal_decided',
  title: 'Proposal declined',
  body: 'Priya Sharma declined "Java Developer" at Liffey Infrastructure: I would rather not move to Ireland this year.',
  link: '/recruiter/candidates/00000000-0000-4000-8000-0000000000c1',
  read_at: null,
  created_at: '2026-03-04T08:45:00+00:00',
};
const assigned = {
  id: 20,
  kind: 'caseload_assigned',
  title: 'New candidate on your caseload',
  body: 'Priya Sharma enrolled in the managed service and is assigned to you.',
  link: '/recruiter/candidates/00000000-0000-4000-8000-0000000000c1',
  read_at: '2026-02-27T10:00:00+00:00',
  created_at: '2026-02-27T09:30:00+00:00',
};

const meta = {
  title: 'Pages/Recruiter/Notifications',
  component: PageStory,
  args: { page: RecruiterNotificationsPage, path: '/recruiter/notifications', ...asRecruiter },
  parameters: {
    layout: 'fullscreen',
    ...recruiterMocks([
      handlers.notifications([decided, assigned]),
      handlers.unreadNotifications(1),
      handlers.notificationPreferences.empty(),
    ]),
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A candidate's decision links to their workspace; the recruiter's email kinds are listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Proposal declined' }, slow),
    ).toHaveAttribute('href', '/recruiter/candidates/00000000-0000-4000-8000-0000000000c1');
    await expect(
      await page.findByRole('checkbox', { name: 'Candidates approving or declining proposals' }, slow),
    ).toBeChecked();
    await expect(page.getByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  },
};

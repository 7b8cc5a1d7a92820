import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localTimeZone } from '@globalhire/data';
import { handlers, restUrl } from '@globalhire/data/mocks';
import ApplicantNotificationsPage from './ApplicantNotificationsPage';
import { PageStory } from '../../testing/PageStory';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';
import { expectToast } from '../../testing/toasts';

const statusChange = {
  id: 7,
  kind: 'application_status',
  title: 'Application update',
  body: 'Your application for "Senior Software Engineer" is now: Shortlisted.',
  link: '/applicant/applications',
  read_at: null,
  created_at: '2026-03-10T08:30:00+00:00',
};

const meta = {
  title: 'Pages/Applicant/Notifications',
  component: PageStory,
  args: {
    page: ApplicantNotificationsPage,
    path: '/applicant/notifications',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...candidateMocks([
      handlers.notifications([statusChange]),
      handlers.unreadNotifications(1),
      handlers.notificationPreferences.empty(),
    ]),
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The candidate's status changes; every email kind on until they choose otherwise. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Application update' }, slow),
    ).toHaveAttribute('href', '/applicant/applications');
    await expect(
      await page.findByRole('checkbox', { name: 'Changes to your application status' }, slow),
    ).toBeChecked();
    await expect(page.getByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: candidateMocks([
    handlers.notifications.empty(),
    handlers.unreadNotifications.empty(),
  ]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No notifications yet', {}, slow),
    ).toBeInTheDocument();
  },
};

const savedPreferences = fn();

/** No zone saved yet: the browser's is shown, and Save keeps the one chosen. */
export const EmailTimeZone: Story = {
  parameters: candidateMocks([
    handlers.notificationPreferences.empty(),
    // Notes what was sent, then lets the preferences mock answer.
    http.post(restUrl('notification_preferences'), async ({ request }) => {
      savedPreferences(await request.clone().json());
    }),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const zone = await page.findByRole('combobox', { name: 'Time zone for emails' }, slow);
    await expect(zone).toHaveValue(localTimeZone());
    await userEvent.selectOptions(zone, 'Asia/Tokyo');
    await userEvent.click(page.getByRole('button', { name: 'Save preferences' }));
    await expectToast('Email preferences saved', /kinds you ticked/);
    await expect(savedPreferences).toHaveBeenCalledWith(
      expect.objectContaining({ email_enabled: true, time_zone: 'Asia/Tokyo' }),
    );
  },
};

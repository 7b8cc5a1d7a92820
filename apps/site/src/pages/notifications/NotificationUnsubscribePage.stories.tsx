import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultHandlers, handlers, rpcUrl } from '@globalhire/data/mocks';
import NotificationUnsubscribePage from './NotificationUnsubscribePage';
import { PageStory } from '../../testing/PageStory';

const slow = { timeout: 8000 };
const token = 'dee5f611be0c4f8d9277a1b5a26ab2ebc17e0ef1c7c54f488cee3ecf37d615bb';
const mocks = (call = handlers.unsubscribeNotificationEmail()) => ({
  msw: { handlers: [call, ...defaultHandlers] },
});

const meta = {
  title: 'Pages/Notifications/Unsubscribe',
  component: PageStory,
  args: {
    page: NotificationUnsubscribePage,
    path: '/notifications/unsubscribe',
    url: `/notifications/unsubscribe?token=${token}&kind=interview_invited`,
  },
  parameters: { layout: 'fullscreen', ...mocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const unsubscribeButton = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Unsubscribe' }, slow);

const unsubscribeCalls = fn();

/** Signed out, from the email: names the emails, and changes nothing until the button. */
export const Default: Story = {
  parameters: {
    msw: {
      handlers: [
        // Notes each call, then lets the mock answer.
        http.post(rpcUrl('unsubscribe_notification_email'), () => void unsubscribeCalls()),
        handlers.unsubscribeNotificationEmail(),
        ...defaultHandlers,
      ],
    },
  },
  beforeEach: () => unsubscribeCalls.mockClear(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Unsubscribe from these emails?' }, slow),
    ).toBeVisible();
    await expect(page.getByText('Emails about: Interview invitations')).toBeVisible();
    await expect(await unsubscribeButton(canvasElement)).toBeEnabled();
    // Opening the link (as a mail scanner does) turned nothing off.
    await expect(unsubscribeCalls).not.toHaveBeenCalled();
  },
};

/** The button pressed: that kind of email is off; signed out, a way to log in. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await unsubscribeButton(canvasElement));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Emails turned off' }, slow),
    ).toBeVisible();
    await expect(
      page.getByText(/You will get no more emails about: Interview invitations\./),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** Signed in: the done state leads to the person's own email preferences. */
export const DoneSignedIn: Story = {
  args: { as: 'candidate' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await unsubscribeButton(canvasElement));
    await expect(
      await page.findByRole('link', { name: 'Manage email preferences' }, slow),
    ).toHaveAttribute('href', '/applicant/notifications');
  },
};

/** A token no account has: not valid, nothing changed. */
export const Invalid: Story = {
  parameters: mocks(handlers.unsubscribeNotificationEmail.empty()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await unsubscribeButton(canvasElement));
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'This unsubscribe link is not valid' },
        slow,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Nothing was changed/)).toBeVisible();
  },
};

/** A cut link: not valid at once, without asking the server. */
export const IncompleteLink: Story = {
  args: { url: `/notifications/unsubscribe?token=${token}` },
  parameters: mocks(handlers.unsubscribeNotificationEmail.error(500)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'This unsubscribe link is not valid' },
        slow,
      ),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  },
};

/** The server failed: says so; the button tries again. */
export const ServerError: Story = {
  parameters: mocks(handlers.unsubscribeNotificationEmail.error(500)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await unsubscribeButton(canvasElement));
    await expect(
      await page.findByText('These emails could not be turned off.', undefined, slow),
    ).toBeVisible();
    await expect(await unsubscribeButton(canvasElement)).toBeEnabled();
  },
};

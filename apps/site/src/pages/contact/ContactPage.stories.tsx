import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, handlers, restUrl } from '@globalhire/data/mocks';
import ContactPage from './ContactPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';

const meta = {
  title: 'Pages/Contact',
  component: PageStory,
  args: { page: ContactPage, path: '/contact' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const message = {
  name: 'Amara Okafor',
  email: 'amara@example.com',
  subject: 'Nursing jobs in Canada',
  message: 'Do you recruit registered nurses for Ontario?',
};

const fillIn = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText(/^Full Name/), message.name);
  await userEvent.type(page.getByLabelText(/^Email/), message.email);
  await userEvent.type(page.getByLabelText(/^Subject/), message.subject);
  await userEvent.type(page.getByLabelText(/^Message/), message.message);
  await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
  return page;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    await expect(page.getByText('Monday to Friday, 9:00 AM to 6:00 PM (GMT)')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'support@globalhire.com' })).toHaveAttribute(
      'href',
      'mailto:support@globalhire.com',
    );
  },
};

export const ValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^Email/), 'amara@');
    await userEvent.click(page.getByRole('button', { name: 'Send Message' }));
    await expect(await page.findByText('Full name is required.')).toBeInTheDocument();
    await expect(
      page.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    await expect(page.getByText('Subject is required.')).toBeInTheDocument();
    await expect(page.getByText('Message is required.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Full Name/)).toHaveFocus();
    await expect(page.getByLabelText(/^Email/)).toHaveValue('amara@');
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [handlers.contactMessage.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = await fillIn(canvasElement);
    await expect(await page.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  },
};

const stored: unknown[] = [];

export const MessageSent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(restUrl('contact_messages'), async ({ request }) => {
          stored.push(await request.json());
          return new HttpResponse(null, { status: 201 });
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    stored.length = 0;
    const page = await fillIn(canvasElement);
    await expectToast(
      'Message Sent!',
      "Thank you for contacting us. We'll get back to you shortly.",
    );
    await expect(stored).toEqual([message]);
    // The form is ready for another message.
    await waitFor(() => expect(page.getByLabelText(/^Full Name/)).toHaveValue(''));
    await expect(page.getByLabelText(/^Message/)).toHaveValue('');
  },
};

export const SendFailed: Story = {
  parameters: { msw: { handlers: [handlers.contactMessage.error(500), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await fillIn(canvasElement);
    await expectToast('Error', 'Failed to send message. Please try again.');
    // Nothing typed is lost, so sending again is one click.
    await expect(page.getByLabelText(/^Message/)).toHaveValue(message.message);
    // The toast comes from the mutation's onError, a moment before the button leaves its pending state.
    await expect(await page.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

const tooOften =
  'You have already sent us several messages in the last hour. We will answer them by email; please wait an hour before sending another.';

/** Refused for sending too often: the toast says how long to wait, and the message is kept. */
export const SentTooOften: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(restUrl('contact_messages'), () =>
          HttpResponse.json(
            { code: 'PT429', message: tooOften, details: null, hint: 'contact_rate_limited' },
            { status: 429 },
          ),
        ),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await fillIn(canvasElement);
    await expectToast('Error', tooOften);
    await expect(page.getByLabelText(/^Message/)).toHaveValue(message.message);
  },
};

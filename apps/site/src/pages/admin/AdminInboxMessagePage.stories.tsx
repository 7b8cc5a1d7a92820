import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, replyToDeletedMessage } from '@globalhire/data/mocks';
import AdminInboxMessagePage from './AdminInboxMessagePage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Inbox message',
  component: PageStory,
  args: {
    page: AdminInboxMessagePage,
    path: '/admin/inbox/:id',
    url: '/admin/inbox/14',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new message, with no reply yet: read it, then answer it. */
export const NewMessage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'Credential evaluation for nurses' },
        slow,
      ),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'lena.fischer@mail.example' })).toHaveAttribute(
      'href',
      'mailto:lena.fischer@mail.example',
    );
    await expect(page.getByText(/I am a registered nurse in Germany/)).toBeInTheDocument();
    await expect(page.getByText('No reply has been sent yet.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  },
};

/** A handled message with the reply the admin sent. */
export const WithReply: Story = {
  args: { url: '/admin/inbox/13' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Replies (1)' }, slow),
    ).toBeInTheDocument();
    const thread = page.getByRole('list', { name: 'Replies, oldest first' });
    await expect(within(thread).getByText('GlobalHire Admin')).toBeInTheDocument();
    await expect(within(thread).getByText(/open Account Settings/)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Mark as new' })).toBeInTheDocument();
  },
};

/** The key action: an empty reply is refused at the field; a written one is sent. */
export const Reply: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const send = await page.findByRole('button', { name: 'Send reply' }, slow);
    await userEvent.click(send);
    const box = page.getByRole('textbox', { name: 'Your reply' });
    await expect(box).toHaveAccessibleDescription(/Write a reply before sending it\./);
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'Yes, we evaluate nursing credentials for Canada.');
    await userEvent.click(send);
    await expectToast(
      'Reply sent',
      'Your reply is on its way to lena.fischer@mail.example; the message is marked as handled.',
    );
    await waitFor(() => expect(box).toHaveValue(''), slow);
  },
};

/** Another admin deleted the message meanwhile: the reply is not sent and the text stays. */
export const ReplyToDeletedMessage: Story = {
  parameters: adminMocks([replyToDeletedMessage()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await page.findByRole('textbox', { name: 'Your reply' }, slow);
    await userEvent.type(box, 'Thanks for writing.');
    await userEvent.click(page.getByRole('button', { name: 'Send reply' }));
    await expect(await page.findByText('The reply was not sent.', {}, slow)).toBeInTheDocument();
    await expect(
      page.getByText(/This message was deleted, so the reply was not sent\./),
    ).toBeInTheDocument();
    await expect(box).toHaveValue('Thanks for writing.');
  },
};

export const NotFound: Story = {
  args: { url: '/admin/inbox/999' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This message no longer exists.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.inboxMessage.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.inboxMessage.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The message could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

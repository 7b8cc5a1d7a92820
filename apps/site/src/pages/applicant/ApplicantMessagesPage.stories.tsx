import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { conversationFailures, conversationFixtures, handlers } from '@globalhire/data/mocks';
import ApplicantMessagesPage from './ApplicantMessagesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const { conversationDetails } = conversationFixtures;
const thread = { path: '/applicant/messages/:applicationId', url: '/applicant/messages/41' };

const meta = {
  title: 'Pages/Applicant/Messages',
  component: PageStory,
  args: {
    page: ApplicantMessagesPage,
    path: '/applicant/messages',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen', ...candidateMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const composer = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Message' }, slow);

/** The candidate's conversations, with the unread count on the menu's Messages entry. */
export const Conversations: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Conversations' }, slow);
    await expect(
      within(list).getByRole('link', { name: /^Maple Tech Solutions.*2 unread messages$/ }),
    ).toHaveAttribute('href', '/applicant/messages/41');
    await expect(page.getAllByRole('link', { name: 'Messages 3 unread' })[0]).toHaveAttribute(
      'href',
      '/applicant/messages',
    );
  },
};

export const NoConversations: Story = {
  parameters: candidateMocks([handlers.conversations.empty(), handlers.unreadMessageCount.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByText('No messages yet', {}, slow);
    const empty = title.closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(
      within(empty).getByRole('link', { name: 'Applications & Status' }),
    ).toHaveAttribute('href', '/applicant/applications');
  },
};

export const ConversationsFailed: Story = {
  parameters: candidateMocks([handlers.conversations.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your conversations could not be loaded.', {}, slow),
    ).toBeVisible();
  },
};

/** One conversation open: the thread, the composer, block and report. */
export const Conversation: Story = {
  args: thread,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const region = await page.findByRole(
      'region',
      { name: 'Messages with Maple Tech Solutions' },
      slow,
    );
    await expect(within(region).getByText(/could you bring a short example/)).toBeVisible();
    // The attachment becomes a link once its short-lived address is signed.
    await expect(
      await within(region).findByRole('link', { name: /Relocation guide\.pdf/ }, slow),
    ).toHaveAttribute('href', expect.stringContaining('token='));
    await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report conversation' })).toBeVisible();
    await expect(await composer(canvasElement)).toBeVisible();
  },
};

/** Enter sends; the message joins the thread and the field empties. */
export const SendMessage: Story = {
  args: thread,
  play: async ({ canvasElement }) => {
    const field = await composer(canvasElement);
    await userEvent.type(field, 'Of course, I will bring one.{Enter}');
    const region = within(canvasElement).getByRole('region', { name: /^Messages with/ });
    await expect(
      await within(region).findByText('Of course, I will bring one.', {}, slow),
    ).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** A refused send: the text stays, and why shows under the field. */
export const SendFailed: Story = {
  args: thread,
  parameters: candidateMocks([conversationFailures.rateLimited()]),
  play: async ({ canvasElement }) => {
    const field = await composer(canvasElement);
    await userEvent.type(field, 'Hello again{Enter}');
    await waitFor(
      () => expect(field).toHaveAccessibleDescription(/sending messages too quickly/),
      slow,
    );
    await expect(field).toHaveValue('Hello again');
  },
};

/** Before the first message: nothing to block or report yet, only the composer. */
export const NotStarted: Story = {
  args: thread,
  parameters: candidateMocks([handlers.conversation.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Write the first message to Maple Tech Solutions about this application.',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Block' })).toBeNull();
  },
};

/** Older messages load above on request. */
export const EarlierMessages: Story = {
  args: thread,
  parameters: candidateMocks([handlers.conversation(conversationDetails.withOlder)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Load earlier messages' }, slow));
    await expect(
      await page.findByText(/Is the role open to people relocating/, {}, slow),
    ).toBeVisible();
  },
};

/** The candidate blocked it: a notice with the way back instead of the composer. */
export const BlockedByMe: Story = {
  args: thread,
  parameters: candidateMocks([handlers.conversation(conversationDetails.blockedByMe)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You blocked this conversation.', {}, slow)).toBeVisible();
    await expect(page.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

export const BlockedByOther: Story = {
  args: thread,
  parameters: candidateMocks([handlers.conversation(conversationDetails.blockedByOther)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('You can no longer send messages in this conversation.', {}, slow),
    ).toBeVisible();
    await expect(page.queryByRole('textbox', { name: 'Message' })).toBeNull();
  },
};

/** Blocking asks first. */
export const Block: Story = {
  args: thread,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Block' }, slow));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Block this conversation?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block conversation' }));
    await expectToast('Conversation blocked');
    await expect(await page.findByText('You blocked this conversation.', {}, slow)).toBeVisible();
  },
};

/** Reporting asks why, then thanks. */
export const Report: Story = {
  args: thread,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Report conversation' }, slow));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Report this conversation',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
    ).toHaveAccessibleDescription(/Say why you are reporting this conversation\./);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'They asked me for money.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expectToast('Report sent', 'Thank you. An admin will review this conversation.');
  },
};

export const ReportRefused: Story = {
  args: thread,
  parameters: candidateMocks([conversationFailures.alreadyReported()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Report conversation' }, slow));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Report this conversation',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(
      await within(dialog).findByText(/already reported this conversation/, {}, slow),
    ).toBeVisible();
  },
};

// Counts the read marks the page sends, and lets a story hide and show the tab.
let readMarks = 0;
const countReadMarks = http.post('*/rest/v1/rpc/mark_conversation_read', () => {
  readMarks += 1;
  return new HttpResponse(null, { status: 204 });
});
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Opened in a background tab: marked read only once the tab is shown. */
export const ReadOnlyWhileVisible: Story = {
  args: thread,
  parameters: candidateMocks([countReadMarks]),
  beforeEach: () => {
    readMarks = 0;
    setVisibility('hidden');
    return () => {
      delete (document as { visibilityState?: unknown }).visibilityState;
    };
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: /^Messages with/ }, slow);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(readMarks).toBe(0);
    setVisibility('visible');
    await waitFor(() => expect(readMarks).toBe(1), slow);
  },
};

export const ConversationLoading: Story = {
  args: thread,
  parameters: candidateMocks([handlers.conversation.loading()]),
};

export const ConversationFailed: Story = {
  args: thread,
  parameters: candidateMocks([handlers.conversation.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This conversation could not be loaded.', {}, slow),
    ).toBeVisible();
  },
};

export const Dark: Story = { args: thread, globals: { theme: 'dark' }, tags: ['!dev'] };

export const RightToLeft: Story = { args: thread, globals: { direction: 'rtl' }, tags: ['!dev'] };

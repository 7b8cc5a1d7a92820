import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conversationFixtures, defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import type { RequestHandler } from 'msw';
import EmployerMessagesPage from './EmployerMessagesPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const EmployerFrame = () => <PanelFrame role="employer" />;
const slow = { timeout: 8000 };
const { conversationDetails, employerConversations } = conversationFixtures;

/** The employer's profile, their conversations and the story's own mocks, then every default. */
const employerMocks = (extra: RequestHandler[] = []) => ({
  msw: {
    handlers: [
      ...extra,
      handlers.profile(fixtures.profiles.employer),
      handlers.conversations(employerConversations),
      handlers.conversation(conversationDetails.employer),
      handlers.unreadMessageCount(1),
      ...defaultHandlers,
    ],
  },
});

const meta = {
  title: 'Pages/Employer/Messages',
  component: PageStory,
  args: {
    page: EmployerMessagesPage,
    path: '/employer/messages',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', ...employerMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Conversations' }, slow);
    await expect(
      within(list).getByRole('link', { name: /^Arjun Patel.*1 unread message$/ }),
    ).toHaveAttribute('href', '/employer/messages/7');
    await expect(within(list).getByText(/^You: One more thing/)).toBeVisible();
  },
};

/** The candidate read up to the relocation guide: "Seen" under it. */
export const Conversation: Story = {
  args: { path: '/employer/messages/:applicationId', url: '/employer/messages/41' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const region = await page.findByRole('region', { name: 'Messages with Carlos Mendes' }, slow);
    const seen = within(region).getByText('Seen');
    await expect(seen.closest('li')).toHaveTextContent(/Our relocation guide is attached/);
    await expect(page.getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/employer/jobs/1/applicants',
    );
  },
};

export const NoConversations: Story = {
  parameters: employerMocks([handlers.conversations.empty(), handlers.unreadMessageCount.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByText('No messages yet', {}, slow);
    const empty = title.closest('[data-slot="empty-state"]') as HTMLElement;
    await expect(
      within(empty).getByRole('link', { name: 'Applications Received' }),
    ).toHaveAttribute('href', '/employer/applicants');
  },
};

export const Dark: Story = {
  args: { path: '/employer/messages/:applicationId', url: '/employer/messages/41' },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

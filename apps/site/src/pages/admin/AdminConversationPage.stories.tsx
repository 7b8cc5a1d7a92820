import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conversationFixtures, handlers } from '@globalhire/data/mocks';
import AdminConversationPage from './AdminConversationPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Conversation',
  component: PageStory,
  args: {
    page: AdminConversationPage,
    path: '/admin/conversations/:applicationId',
    url: '/admin/conversations/41',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...adminMocks([handlers.conversation(conversationFixtures.conversationDetails.admin)]),
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read only: the thread between the two, and the reports about it with their decisions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'Carlos Mendes and Maple Tech Solutions' },
        slow,
      ),
    ).toBeVisible();
    const region = page.getByRole('region', {
      name: 'Messages between Carlos Mendes and Maple Tech Solutions',
    });
    await expect(within(region).getByText(/Our relocation guide is attached/)).toBeVisible();
    await expect(page.queryByRole('textbox', { name: 'Message' })).toBeNull();
    const reports = await page.findByRole('list', { name: 'Reports of this conversation' }, slow);
    await expect(within(reports).getByText(/same message many times/)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: adminMocks([handlers.conversation.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This conversation could not be loaded.', {}, slow),
    ).toBeVisible();
  },
};

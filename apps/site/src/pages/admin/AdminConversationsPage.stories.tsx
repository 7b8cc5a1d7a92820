import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminConversationsPage from './AdminConversationsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Reported conversations',
  component: PageStory,
  args: {
    page: AdminConversationsPage,
    path: '/admin/conversations',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open reports first, with the count on the menu entry. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Open reports' }, slow);
    await expect(within(list).getByText(/asked me to pay a fee/)).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Read the conversation' })).toHaveAttribute(
      'href',
      '/admin/conversations/7',
    );
    await expect(
      page.getAllByRole('link', { name: 'Reported conversations 1 open' })[0],
    ).toBeVisible();
  },
};

/** Dismissing asks for a note, then closes the report. */
export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: /^Dismiss report:/ }, slow));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Dismiss this report?',
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note' }),
      'A fee for a courier, refunded.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss report' }));
    await expectToast('Report dismissed');
  },
};

export const Dismissed: Story = {
  args: { url: '/admin/conversations?status=dismissed' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole(
      'list',
      { name: 'Dismissed reports' },
      slow,
    );
    await expect(within(list).getByText(/nothing against the rules/)).toBeVisible();
  },
};

export const NoneOpen: Story = {
  parameters: adminMocks([handlers.conversationReports.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No reports wait for a review.', {}, slow),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: adminMocks([handlers.conversationReports.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Reports could not be loaded.', {}, slow),
    ).toBeVisible();
  },
};

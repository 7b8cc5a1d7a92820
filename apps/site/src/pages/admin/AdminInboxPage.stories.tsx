import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminInboxPage from './AdminInboxPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Inbox',
  component: PageStory,
  args: { page: AdminInboxPage, path: '/admin/inbox', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New messages first, then the handled ones; each opens on its own page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Inbox' }, slow),
    ).toBeInTheDocument();
    const lena = await findRow(canvasElement, 'Credential evaluation for nurses');
    await expect(within(lena).getByText('New')).toBeInTheDocument();
    await expect(within(lena).getByText('lena.fischer@mail.example')).toBeInTheDocument();
    await expect(
      within(lena).getByRole('link', { name: 'Credential evaluation for nurses' }),
    ).toHaveAttribute('href', '/admin/inbox/14');
    const rows = page.getAllByRole('row').map((row) => row.textContent ?? '');
    const firstHandled = rows.findIndex((text) => text.includes('Handled'));
    const lastNew = rows.findLastIndex((text) => text.includes('New'));
    await expect(firstHandled).toBeGreaterThan(lastNew);
    // The menu counts the new messages (three in the mocks).
    await expect(page.getByRole('link', { name: 'Inbox (3 new)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: marking a message handled from the list, then new again. */
export const MarkHandled: Story = {
  play: async ({ canvasElement }) => {
    const rachel = await findRow(canvasElement, 'Enterprise plan');
    await userEvent.click(
      within(rachel).getByRole('button', { name: 'Mark handled: Enterprise plan' }),
    );
    await expectToast(
      'Marked as handled',
      '"Enterprise plan" moved down among the handled messages.',
    );
    await waitFor(() => expect(within(rachel).getByText('Handled')).toBeInTheDocument(), slow);
    await userEvent.click(
      within(rachel).getByRole('button', { name: 'Mark as new: Enterprise plan' }),
    );
    await expectToast('Marked as new');
    await waitFor(() => expect(within(rachel).getByText('New')).toBeInTheDocument(), slow);
  },
};

export const SearchAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Enterprise plan');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Handled');
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 2 messages')).toBeInTheDocument(),
      slow,
    );
    await userEvent.type(page.getByRole('searchbox', { name: 'Search messages' }), 'marco');
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 1 message')).toBeInTheDocument(),
      slow,
    );
    await expect(page.getByText('Changing my email address')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.inboxMessages.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No messages yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.inboxMessages.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.inboxMessages.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The messages could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

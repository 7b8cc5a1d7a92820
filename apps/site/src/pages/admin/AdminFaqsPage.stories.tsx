import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminFaqsPage from './AdminFaqsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/FAQ editor',
  component: PageStory,
  args: { page: AdminFaqsPage, path: '/admin/content/faqs', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminSetContentStatus()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQs' list items, first to last (the panel menu has list items too). */
const faqItems = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: /^FAQs in the order/ })).getAllByRole(
    'listitem',
  );

/** Every FAQ in its order, drafts included. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'button',
        { name: 'Move up: Is it free to create a profile and browse jobs?' },
        slow,
      ),
    ).toBeEnabled();
    await expect(
      page.getByRole('button', { name: 'Move up: What is GlobalHire and who is it for?' }),
    ).toBeDisabled();
    await expect(
      page.getByRole('button', { name: 'Publish: Can I apply to jobs in more than one country?' }),
    ).toBeInTheDocument();
  },
};

/** The key action: moving an FAQ up with the keyboard; focus stays on it and the move is announced. */
export const Reorder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const up = await page.findByRole(
      'button',
      { name: 'Move up: How much is the registration fee?' },
      slow,
    );
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent(
        '"How much is the registration fee?" moved to position 2 of 4.',
      ),
    );
    await waitFor(() =>
      expect(
        page.getByRole('button', { name: 'Move up: How much is the registration fee?' }),
      ).toHaveFocus(),
    );
    const items = faqItems(canvasElement).map((item) => item.textContent ?? '');
    await expect(items[1]).toContain('How much is the registration fee?');
    await expect(items[2]).toContain('Is it free to create a profile and browse jobs?');
    await expect(items[1]).toContain('2 of 4');
  },
};

/** Deleting asks first. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Delete: How much is the registration fee?' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this FAQ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete FAQ' }));
    await expectToast('FAQ deleted', '"How much is the registration fee?" was removed.');
    await waitFor(() => expect(page.queryByText('How much is the registration fee?')).toBeNull());
  },
};

/** Adding: empty fields are refused at the field; a filled FAQ joins the end of the list. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Add FAQ' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Add an FAQ' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    await expect(
      within(dialog).getByRole('textbox', { name: 'Question' }),
    ).toHaveAccessibleDescription(/Question is required\./);
    await expect(
      within(dialog).getByRole('textbox', { name: 'Answer' }),
    ).toHaveAccessibleDescription(/Answer is required\./);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Question' }),
      'Can I bring my family?',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Often, yes.');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Published/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add FAQ' }));
    await expectToast('FAQ added', '"Can I bring my family?" is on the FAQ page.');
    await waitFor(() =>
      expect(faqItems(canvasElement).at(-1)).toHaveTextContent('Can I bring my family?'),
    );
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.cmsFaqs.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No FAQs yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.cmsFaqs.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.cmsFaqs.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The FAQs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminCandidatesPage from './AdminCandidatesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Candidates',
  component: PageStory,
  args: { page: AdminCandidatesPage, path: '/admin/candidates', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminUpdateProfile()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Approve only on pending candidates; Block on the others, Unblock on a blocked one. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Candidates List' }, slow),
    ).toBeInTheDocument();
    const carlos = await findRow(canvasElement, 'Carlos Mendes');
    await expect(within(carlos).getByText('candidate@globalhire.local')).toBeInTheDocument();
    await expect(within(carlos).getByRole('link', { name: 'Carlos Mendes' })).toHaveAttribute(
      'href',
      '/admin/candidates/00000000-0000-4000-8000-0000000000c1',
    );
    await expect(within(carlos).getByText('Bengaluru, India')).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: /^Approve / })).toHaveLength(2);
    await expect(page.getAllByRole('button', { name: /^Unblock / })).toHaveLength(1);
    await expect(page.getAllByRole('button', { name: /^Block / })).toHaveLength(5);
  },
};

export const ApproveAPendingCandidate: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Maria Santos');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Maria Santos' }));
    await expectToast(
      'Candidate approved',
      'Maria Santos can now apply to jobs, and is told so in-app and by email.',
    );
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), slow);
    await expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
  },
};

/** Blocking asks why (the candidate reads it) and asks to confirm; unblocking is one click. */
export const BlockACandidate: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Ana Costa');
    await userEvent.click(within(row).getByRole('button', { name: 'Block Ana Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ana Costa?' });
    await expect(
      within(dialog).getByText(/can no longer apply to or save jobs/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block candidate' }));
    await expect(
      await within(dialog).findByText(
        'Give the reason for blocking this account: the account holder is told it.',
      ),
    ).toBeInTheDocument();
    await expect(within(row).queryByText('Blocked')).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason for blocking/ }),
      'Fake identity documents',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block candidate' }));
    await expectToast(
      'Candidate blocked',
      'Ana Costa can no longer apply to or save jobs, and is told your reason.',
    );
    await waitFor(() => expect(within(row).getByText('Blocked')).toBeInTheDocument(), slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock Ana Costa' }));
    await expectToast('Candidate unblocked', 'Ana Costa can apply to jobs again, and is told so.');
    await waitFor(() => expect(within(row).getByText('Active')).toBeInTheDocument(), slow);
  },
};

export const SearchByName: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Tomasz Nowak');
    await userEvent.type(
      page.getByRole('searchbox', { name: 'Search candidates' }),
      'costa{Enter}',
    );
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 1 candidate')).toBeInTheDocument(),
      slow,
    );
    await expect(page.queryByText('Tomasz Nowak')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminCandidates.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No candidates yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminCandidates.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminCandidates.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The candidates could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
